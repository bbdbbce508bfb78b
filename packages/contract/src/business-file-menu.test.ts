import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { businessFileSchema } from './business-file.ts';

const demoFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/demo/business.json');
const demo = JSON.parse(readFileSync(demoFile, 'utf8')) as Record<string, unknown> & {
  items: Record<string, unknown>[];
};

/** The demo file with its first item given extra fields. */
const withFirstItem = (extra: Record<string, unknown>) =>
  businessFileSchema.safeParse({ ...demo, items: [{ ...demo.items[0], ...extra }, ...demo.items.slice(1)] });

const failingPaths = (extra: Record<string, unknown>) =>
  withFirstItem(extra).error?.issues.map((issue) => issue.path.join('.'));

describe('provider fields of an item in the business file (SPEC §3 cart item)', () => {
  it('keeps a trimmed provider and the provider id as a string, whether written as a string or a number', () => {
    const named = withFirstItem({ provider: '  Sultan Bakery ', provider_id: 'SB-12' });
    expect(named.data?.items[0]).toMatchObject({ provider: 'Sultan Bakery', provider_id: 'SB-12' });
    const numbered = withFirstItem({ provider: 'talabat', provider_id: 4471 });
    expect(numbered.data?.items[0]).toMatchObject({ provider: 'talabat', provider_id: '4471' });
  });

  it('leaves both out when the item names no provider', () => {
    const file = withFirstItem({});
    expect(file.success).toBe(true);
    expect(file.data?.items[0]).not.toHaveProperty('provider');
    expect(file.data?.items[0]).not.toHaveProperty('provider_id');
  });

  it('refuses an empty, too long or non-text provider and a bad provider id, naming the field', () => {
    expect(failingPaths({ provider: '   ' })).toEqual(['items.0.provider']);
    expect(failingPaths({ provider: 'x'.repeat(61) })).toEqual(['items.0.provider']);
    expect(failingPaths({ provider: 7 })).toEqual(['items.0.provider']);
    expect(failingPaths({ provider_id: 'x'.repeat(61) })).toEqual(['items.0.provider_id']);
    expect(failingPaths({ provider_id: -3 })).toEqual(['items.0.provider_id']);
    expect(failingPaths({ provider_id: 1.5 })).toEqual(['items.0.provider_id']);
    expect(failingPaths({ provider_id: { id: 1 } })).toEqual(['items.0.provider_id']);
  });
});
