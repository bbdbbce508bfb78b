import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPinnedAt, orderCategories } from './category-order.ts';
import { seededRandom, shuffleStable } from './seeded-shuffle.ts';

const categories = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, open: index % 3 !== 0 }));
const isOpen = (category: { open: boolean }) => category.open;

describe('category pins', () => {
  const week = (from: string, to: string) =>
    Array.from({ length: 7 }, () => ({ closed: false, shifts: [{ time_from: from, time_to: to }] }));

  it('pinned open categories come first, a pinned closed one stays with the closed', () => {
    const list = [
      { id: 1, open: true, pin: false },
      { id: 2, open: true, pin: true },
      { id: 3, open: false, pin: true },
      { id: 4, open: true, pin: true },
    ];
    const ordered = orderCategories(list, { isOpen: (c) => c.open, isPinned: (c) => c.pin });
    expect(ordered.map((c) => c.id)).toEqual([2, 4, 1, 3]);
  });

  it('a category is pinned only while inside its pin schedule, and always without one', () => {
    const breakfast = { pin: true, pin_schedule: week('07:00', '11:00') };
    expect(isPinnedAt(breakfast, { weekday: 0, minutes: 8 * 60 })).toBe(true);
    expect(isPinnedAt(breakfast, { weekday: 0, minutes: 13 * 60 })).toBe(false);
    expect(isPinnedAt({ pin: true }, { weekday: 3, minutes: 0 })).toBe(true);
    expect(isPinnedAt({ pin: false }, { weekday: 3, minutes: 0 })).toBe(false);
  });
});

describe('orderCategories', () => {
  it('puts open categories first and outside-schedule ones after, each in their given order', () => {
    const ordered = orderCategories(categories, { isOpen });
    expect(ordered.map((c) => c.id)).toEqual([2, 3, 5, 6, 8, 9, 11, 12, 1, 4, 7, 10]);
  });

  it('shuffles only the outside-schedule categories when randomizing, the same way for the same seed', () => {
    const first = orderCategories(categories, { isOpen, randomize: true, seed: 'visit-42' });
    const again = orderCategories(categories, { isOpen, randomize: true, seed: 'visit-42' });
    expect(again).toEqual(first);
    expect(first.slice(0, 8).map((c) => c.id)).toEqual([2, 3, 5, 6, 8, 9, 11, 12]);
    expect(
      first
        .slice(8)
        .map((c) => c.id)
        .sort((a, b) => a - b),
    ).toEqual([1, 4, 7, 10]);
  });

  it('keeps every category exactly once and never puts a closed one before an open one', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), fc.boolean(), fc.integer(), (flags, randomize, seed) => {
        const list = flags.map((open, id) => ({ id, open }));
        const ordered = orderCategories(list, { isOpen, randomize, seed });
        expect([...ordered].sort((a, b) => a.id - b.id)).toEqual(list);
        const firstClosed = ordered.findIndex((c) => !c.open);
        expect(firstClosed === -1 || ordered.slice(firstClosed).every((c) => !c.open)).toBe(true);
      }),
    );
  });
});

describe('shuffleStable', () => {
  it('gives the same order for the same seed and leaves the input untouched', () => {
    const list = Array.from({ length: 20 }, (_, index) => index);
    const copy = [...list];
    expect(shuffleStable(list, 7)).toEqual(shuffleStable(list, 7));
    expect(list).toEqual(copy);
  });

  it('gives different orders for different seeds', () => {
    const list = Array.from({ length: 20 }, (_, index) => index);
    expect(shuffleStable(list, 'a')).not.toEqual(shuffleStable(list, 'b'));
  });

  it('is a permutation of its input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.oneof(fc.integer(), fc.string()), (list, seed) => {
        expect([...shuffleStable(list, seed)].sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b));
      }),
    );
  });

  it('draws numbers in [0, 1) from a seed', () => {
    const random = seededRandom(123);
    for (let i = 0; i < 1000; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
