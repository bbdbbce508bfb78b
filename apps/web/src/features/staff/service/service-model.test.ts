import type { CategoryWire } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { marksByTarget, serviceEntries, targetKey, untilInstant } from './service-model.ts';

const category = {
  id: 1,
  sort: 0,
  items: [
    {
      id: 2,
      sort: 1,
      name: 'Pizza',
      price_labels: [
        { id: 21, label: 'Small' },
        { id: 22, label: '' },
      ],
      modifier_groups: [{ modifiers: [{ id: 5, name: 'Olives' }] }],
    },
    {
      id: 3,
      sort: 0,
      name: 'Soup',
      price_labels: [{ id: 31, label: '' }],
      modifier_groups: [{ modifiers: [{ id: 5, name: 'Olives' }] }],
    },
  ],
} as unknown as CategoryWire;

describe('the service page model', () => {
  it('lists dishes in menu order with their price labels, and each modifier once', () => {
    const { items, modifiers } = serviceEntries([category], '');
    expect(items.map((entry) => entry.name)).toEqual(['Soup', 'Pizza']);
    expect(items[1]?.labels.map((label) => label.name)).toEqual(['Small', '#2']);
    expect(items[0]?.labels).toEqual([]);
    expect(modifiers).toEqual([{ target: { kind: 'modifier', modifier_id: 5 }, name: 'Olives', labels: [] }]);
  });

  it('filters by name, ignoring case', () => {
    expect(serviceEntries([category], 'piz').items.map((entry) => entry.name)).toEqual(['Pizza']);
    expect(serviceEntries([category], 'OLI').modifiers).toHaveLength(1);
  });

  it('finds a mark by its target', () => {
    const target = { kind: 'price_label', item_id: 2, price_label_id: 21 } as const;
    const marks = marksByTarget([{ target, until: null, by: 'staff:a', at: '' }]);
    expect(marks.get(targetKey(target))?.by).toBe('staff:a');
    expect(marks.has(targetKey({ kind: 'item', item_id: 2 }))).toBe(false);
  });
});

describe('untilInstant', () => {
  it("reads the typed time as the branch's wall clock, not the device's", () => {
    expect(untilInstant('2026-11-24T22:30', 'Asia/Kuwait')?.toISOString()).toBe('2026-11-24T19:30:00.000Z');
    expect(untilInstant('2026-07-01T09:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T13:00:00.000Z');
  });

  it('refuses an empty or impossible value', () => {
    expect(untilInstant('', 'Asia/Kuwait')).toBeNull();
    expect(untilInstant('2026-02-30T10:00', 'Asia/Kuwait')).toBeNull();
    expect(untilInstant('2026-11-24', 'Asia/Kuwait')).toBeNull();
  });
});
