import { describe, expect, it } from 'vitest';
import { priceDisplay } from './price-display.ts';

const labels = (...prices: number[]) => prices.map((price) => ({ price }));
const half = { type: 'percent' as const, value: 50 };

describe('priceDisplay', () => {
  it('hides the price when the business hides it, whatever the mode', () => {
    expect(priceDisplay({ priceLabels: labels(1000), mode: 'starting_from', hidePrice: true })).toEqual({
      kind: 'hidden',
    });
  });

  it('hides the price of an item without price labels', () => {
    expect(priceDisplay({ priceLabels: [], mode: 'min_max', hidePrice: false })).toEqual({ kind: 'hidden' });
  });

  it('shows a single price label as a single price in every mode but price on selection', () => {
    for (const mode of ['starting_from', 'multiple_options', 'min_max'] as const) {
      expect(priceDisplay({ priceLabels: labels(1000), mode, hidePrice: false })).toEqual({
        kind: 'single',
        price: 1000,
      });
    }
  });

  it('price on selection never shows a price', () => {
    expect(priceDisplay({ priceLabels: labels(1000), mode: 'price_on_selection', hidePrice: false })).toEqual({
      kind: 'on_selection',
    });
  });

  it('starting from shows the cheapest label, with its old price under a discount', () => {
    expect(priceDisplay({ priceLabels: labels(3000, 1000, 2000), mode: 'starting_from', hidePrice: false })).toEqual({
      kind: 'from',
      price: 1000,
    });
    expect(
      priceDisplay({ priceLabels: labels(3000, 1000), mode: 'starting_from', hidePrice: false, discount: half }),
    ).toEqual({ kind: 'from', price: 500, oldPrice: 1000 });
  });

  it('min-max shows the cheapest and dearest labels, with old bounds under a discount', () => {
    expect(priceDisplay({ priceLabels: labels(3000, 1000), mode: 'min_max', hidePrice: false })).toEqual({
      kind: 'range',
      min: 1000,
      max: 3000,
    });
    expect(
      priceDisplay({ priceLabels: labels(3000, 1000), mode: 'min_max', hidePrice: false, discount: half }),
    ).toEqual({ kind: 'range', min: 500, max: 1500, oldMin: 1000, oldMax: 3000 });
  });

  it('labels that all cost the same show one price instead of a range or a "from"', () => {
    expect(priceDisplay({ priceLabels: labels(1000, 1000), mode: 'min_max', hidePrice: false })).toEqual({
      kind: 'single',
      price: 1000,
    });
  });

  it('multiple options shows how many options there are', () => {
    expect(priceDisplay({ priceLabels: labels(1000, 1000, 2000), mode: 'multiple_options', hidePrice: false })).toEqual(
      { kind: 'options', count: 3 },
    );
  });

  it('a fixed discount never shows a negative price', () => {
    const discount = { type: 'fixed' as const, value: 5000 };
    expect(priceDisplay({ priceLabels: labels(1000), mode: 'starting_from', hidePrice: false, discount })).toEqual({
      kind: 'single',
      price: 0,
      oldPrice: 1000,
    });
  });
});
