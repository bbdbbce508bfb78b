import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessFile } from '../../testing/business-factory.ts';
import type { TestRuntime } from '../../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../../testing/test-runtime.ts';
import { parseBusinessFile } from './business-import.ts';

describe('parsing a business file', () => {
  it('stores money in minor units of the currency', () => {
    const result = parseBusinessFile(createBusinessFile());
    expect(result.ok && result.file.items[0]?.price_labels[0]?.price).toBe(4500);
    expect(result.ok && result.file.business.fees).toBe(250);
  });

  it('lists every bad field with its path', () => {
    const file = createBusinessFile();
    file.business.currency = 'kwd';
    file.items[0]!.category_id = 999;
    const result = parseBusinessFile(file);
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.problems.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['business.currency', 'items[0].category_id']));
  });

  it('refuses more decimals than the currency has', () => {
    const file = createBusinessFile({ business: { currency: 'USD' } as never });
    file.business.currency = 'USD';
    file.items[0]!.price_labels[0]!.price = 4.555;
    const result = parseBusinessFile(file);
    expect(result.ok ? [] : result.problems).toEqual([
      { path: 'items[0].price_labels[0].price', message: 'USD allows at most 2 decimals' },
    ]);
  });
});

describe.each(testDialects)('importing a business on %s', (dialect) => {
  let runtime: TestRuntime;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect);
  });
  afterEach(() => runtime.dispose());

  it('creates the business, then updates it in place on a second import', async () => {
    const first = await runtime.importObject(createBusinessFile());
    const second = await runtime.importObject(createBusinessFile());
    expect(first.ok && second.ok && first.businessId === second.businessId).toBe(true);
    const business = await runtime.businesses.findByReference('testbistro');
    expect(business?.version).toBe(2);
  });

  it('changes nothing when the file has errors', async () => {
    await runtime.importObject(createBusinessFile());
    const bad = createBusinessFile();
    bad.business.business_name = { en: 'Changed' };
    bad.items[0]!.price_labels = [];
    const result = await runtime.importObject(bad);
    expect(result.ok).toBe(false);
    const business = await runtime.businesses.findByReference('testbistro');
    expect(business?.settings.business_name.en).toBe('Test Bistro');
    expect(business?.version).toBe(1);
  });
});

describe('branch ids across businesses', () => {
  it('refuses a branch id that another business already uses', async () => {
    const runtime = await createTestRuntime('sqlite');
    try {
      await runtime.importObject(createBusinessFile());
      const other = createBusinessFile();
      other.business.reference_id = 'otherplace';
      other.business.domains = [];
      const result = await runtime.importObject(other);
      expect(result.ok ? [] : result.problems.map((p) => p.path)).toEqual(['branches[0].id', 'branches[1].id']);
      expect(await runtime.businesses.findByReference('otherplace')).toBeUndefined();
    } finally {
      await runtime.dispose();
    }
  });
});

describe('checking references inside a business file', () => {
  it('names duplicate coupon codes, unknown tags, category loops and discounts of unknown items', () => {
    const file = createBusinessFile({
      coupons: [
        { id: 1, code: 'SAVE', discount_type: 'percent', discount_value: 10 },
        { id: 2, code: 'save', discount_type: 'percent', discount_value: 5 },
      ],
      discounts: { delivery: { items: { '999': { type: 'percent', value: 10 } }, categories: {} } },
    } as never);
    file.items[0]!.tags = ['vegan'];
    file.categories[0]!.parent_id = 11;
    file.categories[1]!.parent_id = 10;
    file.items[1]!.price_labels[1]!.id = 1010;
    const result = parseBusinessFile(file);
    const paths = result.ok ? [] : result.problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'coupons[1].code',
        'items[0].tags[0]',
        'categories[0].parent_id',
        'discounts.delivery.items.999',
        'items[1].price_labels[1].id',
      ]),
    );
  });
});
