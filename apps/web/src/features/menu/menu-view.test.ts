import { zonedMoment } from '@okmenu/domain';
import { describe, expect, it } from 'vitest';
import { buildMenuView, nextOpening } from './menu-view.ts';
import { createCategory, createItem as createMenuItem } from './test-factories.ts';

const createItem = (id: number, categoryId: number, overrides = {}) =>
  createMenuItem({ id, category_id: categoryId, sort: id, ...overrides });

const week = (from: string, to: string) =>
  Array.from({ length: 7 }, () => ({ closed: false, shifts: [{ time_from: from, time_to: to }] }));

// 03:46 in Kuwait (UTC+3), a Sunday.
const night = zonedMoment(new Date('2026-11-22T00:46:00Z'), 'Asia/Kuwait');
const morning = zonedMoment(new Date('2026-11-22T05:00:00Z'), 'Asia/Kuwait');

describe('the menu a guest sees', () => {
  const categories = [
    createCategory(1, { schedule: week('07:00', '11:30') }),
    createCategory(2),
    createCategory(3, {
      items: [createItem(30, 3, { types: { delivery: false, dine_in: false, car_pickup: false, reservation: true } })],
    }),
    createCategory(4, { items: [createItem(40, 4, { schedule: week('07:00', '11:30') }), createItem(41, 4)] }),
  ];

  it('moves a category outside its hours after the open ones and tells when it opens', () => {
    const view = buildMenuView({ categories, branchId: 1, routeType: 'delivery', moment: night });
    expect(view.top.map((entry) => [entry.category.id, entry.available])).toEqual([
      [2, true],
      [4, true],
      [1, false],
    ]);
    expect(view.byId.get(1)?.opensAt).toEqual({ inDays: 0, minutes: 420 });
    expect(view.orderable.has(10)).toBe(false);
  });

  it('offers breakfast during breakfast hours', () => {
    const view = buildMenuView({ categories, branchId: 1, routeType: 'delivery', moment: morning });
    expect(view.top.map((entry) => entry.category.id)).toEqual([1, 2, 4]);
    expect(view.byId.get(4)?.items.map((item) => item.id)).toEqual([40, 41]);
  });

  it('leaves out items outside their own hours and categories with nothing for the selling type', () => {
    const view = buildMenuView({ categories, branchId: 1, routeType: 'delivery', moment: night });
    expect(view.byId.get(4)?.items.map((item) => item.id)).toEqual([41]);
    expect(view.byId.has(3)).toBe(false);
    const reservation = buildMenuView({ categories, branchId: 1, routeType: 'reservation', moment: night });
    expect(reservation.top.map((entry) => entry.category.id)).toEqual([3]);
  });

  it('closes a subcategory with its parent', () => {
    const withChild = [createCategory(1, { schedule: week('07:00', '11:30') }), createCategory(5, { parent_id: 1 })];
    const view = buildMenuView({ categories: withChild, branchId: 1, routeType: 'delivery', moment: night });
    expect(view.byId.get(5)?.available).toBe(false);
    expect(view.orderable.size).toBe(0);
  });

  it('finds the next opening on a later day when today is over', () => {
    const late = zonedMoment(new Date('2026-11-22T20:00:00Z'), 'Asia/Kuwait');
    expect(nextOpening(week('07:00', '11:30'), late)).toEqual({ inDays: 1, minutes: 420 });
    expect(nextOpening(null, late)).toBeNull();
  });

  it('puts a pinned category first among the open ones while its pin schedule is open', () => {
    const pinned = [
      ...categories,
      createCategory(5, { items: [createItem(50, 5)], pin: true, pin_schedule: week('07:00', '11:30') }),
    ];
    const atNight = buildMenuView({ categories: pinned, branchId: 1, routeType: 'delivery', moment: night });
    expect(atNight.top.map((entry) => entry.category.id)).toEqual([2, 4, 5, 1]);
    const inTheMorning = buildMenuView({ categories: pinned, branchId: 1, routeType: 'delivery', moment: morning });
    expect(inTheMorning.top.map((entry) => entry.category.id)).toEqual([5, 1, 2, 4]);
  });

  it('shuffles the categories after the open ones when the business asks, the same way for one visit', () => {
    const many = [
      createCategory(2),
      ...[11, 12, 13, 14, 15, 16, 17, 18].map((id) =>
        createCategory(id, { items: [createItem(id * 10, id)], schedule: week('07:00', '11:30') }),
      ),
    ];
    const ids = (randomize: boolean, seed: string) =>
      buildMenuView({ categories: many, branchId: 1, routeType: 'delivery', moment: night, randomize, seed }).top.map(
        (entry) => entry.category.id,
      );
    expect(ids(false, 'a')).toEqual([2, 11, 12, 13, 14, 15, 16, 17, 18]);
    const shuffled = ids(true, 'a');
    expect(shuffled[0]).toBe(2);
    expect([...shuffled].sort((a, b) => a - b)).toEqual([2, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(shuffled).toEqual(ids(true, 'a'));
    const seeds = ['a', 'b', 'c', 'd'].map((seed) => ids(true, seed).join());
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('answers the view of a minute before when nothing changed, and keeps every entry that stayed the same', () => {
    const options = { categories, branchId: 1, routeType: 'delivery' as const };
    const first = buildMenuView({ ...options, moment: night });
    const minuteLater = zonedMoment(new Date('2026-11-22T00:47:00Z'), 'Asia/Kuwait');
    expect(buildMenuView({ ...options, moment: minuteLater, previous: first })).toBe(first);

    // Breakfast opens: category 1 opens and item 40 joins category 4; category 2 stays as it was.
    const later = buildMenuView({ ...options, moment: morning, previous: first });
    expect(later).not.toBe(first);
    expect(later.byId.get(2)).toBe(first.byId.get(2));
    expect(later.byId.get(1)).not.toBe(first.byId.get(1));
    expect(later.byId.get(1)?.available).toBe(true);
    expect(later.byId.get(4)?.items.map((item) => item.id)).toEqual([40, 41]);
    expect(later).toEqual(buildMenuView({ ...options, moment: morning }));
  });

  it('keeps a parent only when its subcategories are kept too', () => {
    const withChild = [
      createCategory(1, { items: [createItem(10, 1)] }),
      createCategory(5, { parent_id: 1, items: [createItem(50, 5, { schedule: week('07:00', '11:30') })] }),
    ];
    const options = { categories: withChild, branchId: 1, routeType: 'delivery' as const };
    const first = buildMenuView({ ...options, moment: night });
    const later = buildMenuView({ ...options, moment: morning, previous: first });
    expect(later.byId.get(5)).not.toBe(first.byId.get(5));
    expect(later.byId.get(1)).not.toBe(first.byId.get(1));
    expect(later.byId.get(1)?.children[0]).toBe(later.byId.get(5));
  });
});
