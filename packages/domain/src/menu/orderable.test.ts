import { describe, expect, it } from 'vitest';
import type { WeekSchedule, ZonedMoment } from '../schedule/schedule-types.ts';
import { categoryChainOf, isHiddenInBranch, isItemOrderable } from './orderable.ts';

const monday10am: ZonedMoment = { date: '2026-03-02', weekday: 0, minutes: 600 };
const breakfastOnly: WeekSchedule = Array.from({ length: 7 }, () => ({
  closed: false,
  shifts: [{ time_from: '07:00', time_to: '09:00' }],
}));
const createItem = (overrides: Partial<Parameters<typeof isItemOrderable>[0]['item']> = {}) => ({
  visible: true,
  types: { delivery: true },
  ...overrides,
});

describe('whether an item can be ordered now', () => {
  it('offers a visible item of the selling type with an open category', () => {
    expect(
      isItemOrderable({
        item: createItem(),
        categoryChain: [{ visible: true }],
        branchId: 1,
        routeType: 'delivery',
        moment: monday10am,
      }),
    ).toBe(true);
  });

  it('does not offer an item of another selling type', () => {
    expect(
      isItemOrderable({ item: createItem(), categoryChain: [], branchId: 1, routeType: 'pickup', moment: monday10am }),
    ).toBe(false);
  });

  it('does not offer an item whose category is outside its schedule', () => {
    const categoryChain = [{ visible: true }, { visible: true, schedule: breakfastOnly }];
    expect(
      isItemOrderable({ item: createItem(), categoryChain, branchId: 1, routeType: 'delivery', moment: monday10am }),
    ).toBe(false);
  });

  it('does not offer an item hidden in the branch', () => {
    const item = createItem({ branches: [{ branch_id: 2, visible: false }] });
    expect(isItemOrderable({ item, categoryChain: [], branchId: 2, routeType: 'delivery', moment: monday10am })).toBe(
      false,
    );
    expect(isItemOrderable({ item, categoryChain: [], branchId: 1, routeType: 'delivery', moment: monday10am })).toBe(
      true,
    );
    expect(isHiddenInBranch(item, 2)).toBe(true);
  });
});

describe('the category chain of an item', () => {
  it('walks up to the top level and stops on a loop', () => {
    const byId = new Map([
      [1, { id: 1, parent_id: null }],
      [2, { id: 2, parent_id: 1 }],
      [3, { id: 3, parent_id: 3 }],
    ]);
    expect(categoryChainOf(2, byId).map((c) => c.id)).toEqual([2, 1]);
    expect(categoryChainOf(3, byId).map((c) => c.id)).toEqual([3]);
  });
});
