import { describe, expect, it } from 'vitest';
import { railSlices, railsWithin, railTilesAt } from './rail-slices.ts';

const rail = (key: string, tiles: number) => ({ key, items: Array.from({ length: tiles }, (_, index) => index) });

describe('railSlices', () => {
  it('is one slice up to the first tiles, then one more for each six', () => {
    expect(railSlices(0)).toBe(0);
    expect(railSlices(1)).toBe(1);
    expect(railSlices(4)).toBe(1);
    expect(railSlices(5)).toBe(2);
    expect(railSlices(10)).toBe(2);
    expect(railSlices(11)).toBe(3);
    // The 1,000-item demo: a highlighted rail of 12 and two smart rails of 20.
    expect(railSlices(52)).toBe(9);
  });
});

describe('railTilesAt', () => {
  it('shows the first tiles in the first slice and six more in each after it', () => {
    expect([0, 1, 2, 3].map(railTilesAt)).toEqual([0, 4, 10, 16]);
    // The last slice of a count shows them all.
    for (const tiles of [1, 4, 5, 16, 52]) expect(railTilesAt(railSlices(tiles))).toBeGreaterThanOrEqual(tiles);
  });
});

describe('railsWithin', () => {
  const rails = [rail('a', 3), rail('b', 5), rail('c', 4)];

  it('fills the rails in order and leaves out those not reached', () => {
    const shown = railsWithin(rails, 6);
    expect(shown.map((each) => [each.key, each.items.length])).toEqual([
      ['a', 3],
      ['b', 3],
    ]);
  });

  it('keeps a rail shown whole as the same object, so its memo holds', () => {
    const shown = railsWithin(rails, 8);
    expect(shown[0]).toBe(rails[0]);
    expect(shown[1]).toBe(rails[1]);
    expect(shown).toHaveLength(2);
    expect(railsWithin(rails, 100)).toEqual(rails);
  });

  it('shows nothing for no budget', () => {
    expect(railsWithin(rails, 0)).toEqual([]);
  });
});
