import { describe, expect, it } from 'vitest';
import { linesOverMaximum } from './order-maximum.ts';

const maximum = (itemId: number) => (itemId === 1 ? 10 : undefined);

describe('linesOverMaximum', () => {
  it('adds up the lines of the same dish and price label, and names the lines past the maximum', () => {
    const lines = [
      { itemId: 1, priceLabelId: 5, count: 6 },
      { itemId: 2, priceLabelId: 7, count: 120 },
      { itemId: 1, priceLabelId: 5, count: 4 },
      { itemId: 1, priceLabelId: 5, count: 1 },
    ];
    expect(linesOverMaximum(lines, maximum)).toEqual([{ index: 3, limit: 10 }]);
  });

  it('counts each price label on its own, and leaves a single line above it to the selection check', () => {
    const lines = [
      { itemId: 1, priceLabelId: 5, count: 8 },
      { itemId: 1, priceLabelId: 6, count: 8 },
      { itemId: 1, priceLabelId: 9, count: 12 },
    ];
    expect(linesOverMaximum(lines, maximum)).toEqual([]);
  });
});
