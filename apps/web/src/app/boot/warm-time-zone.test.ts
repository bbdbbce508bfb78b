import { describe, expect, it } from 'vitest';
import { warmTimeZone } from './warm-time-zone.ts';

const answer = (zone: string) =>
  ({ restaurant: { branch_id: 7, branches: [{ id: 7, time_zone: zone }] } }) as unknown as Parameters<
    typeof warmTimeZone
  >[0];

describe('warmTimeZone', () => {
  it('reads the branch zone once and never throws, whatever the answer', () => {
    expect(() => warmTimeZone(answer('Asia/Kuwait'))).not.toThrow();
    expect(() => warmTimeZone(answer('Not/AZone'))).not.toThrow();
    expect(() => warmTimeZone(undefined)).not.toThrow();
  });
});
