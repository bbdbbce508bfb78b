import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, newSecret } from './secrets.ts';

describe('hashSecret', () => {
  it('is the hex SHA-256 of the secret, as stored hashes were made', () => {
    for (const secret of [newSecret(), 'ünïcode ✓', '']) {
      expect(hashSecret(secret)).toBe(createHash('sha256').update(secret).digest('hex'));
    }
  });
});
