import type { ItemWire, LiveResponse } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { busyNotice, liveOverlay, soldOutLineNames } from './live-overlay.ts';

const live = (patch: Partial<LiveResponse> = {}): LiveResponse => ({
  branch_id: 1,
  sold_out: { items: [10], price_labels: [{ item_id: 20, price_label_id: 201 }], modifiers: [300] },
  substitutes: { '10': [11, 12, 13, 14, 10] },
  busy: { paused: false, paused_until: null, extra_minutes: 0 },
  scheduled_while_paused: true,
  ...patch,
});

const item = (id: number, labels: number[] = [id * 10]) =>
  ({ id, name: `Item ${id}`, price_labels: labels.map((label) => ({ id: label })) }) as unknown as ItemWire;

describe('liveOverlay', () => {
  it('marks nothing without a live answer', () => {
    const overlay = liveOverlay(undefined);
    expect(overlay.itemSoldOut(10)).toBe(false);
    expect(overlay.cannotAdd(item(10))).toBe(false);
    expect(overlay.substitutes(10, new Map())).toEqual([]);
  });

  it('tells sold-out items, price labels and modifiers apart', () => {
    const overlay = liveOverlay(live());
    expect(overlay.itemSoldOut(10)).toBe(true);
    expect(overlay.itemSoldOut(20)).toBe(false);
    expect(overlay.labelSoldOut(20, 201)).toBe(true);
    expect(overlay.labelSoldOut(20, 202)).toBe(false);
    expect(overlay.labelSoldOut(21, 201)).toBe(false);
    expect(overlay.modifierSoldOut(300)).toBe(true);
    expect(overlay.modifierSoldOut(301)).toBe(false);
  });

  it('cannot add a sold-out item, nor one whose every price label is sold out', () => {
    const overlay = liveOverlay(live());
    expect(overlay.cannotAdd(item(10))).toBe(true);
    expect(overlay.cannotAdd(item(20, [201]))).toBe(true);
    expect(overlay.cannotAdd(item(20, [201, 202]))).toBe(false);
  });

  it('gives at most three known substitutes, never the item itself', () => {
    const orderable = new Map([11, 12, 14].map((id) => [id, item(id)]));
    expect(
      liveOverlay(live())
        .substitutes(10, orderable)
        .map((entry) => entry.id),
    ).toEqual([11, 12, 14]);
    const all = new Map([10, 11, 12, 13, 14].map((id) => [id, item(id)]));
    expect(liveOverlay(live()).substitutes(10, all)).toHaveLength(3);
  });
});

describe('soldOutLineNames', () => {
  it('names each cart line holding something sold out once', () => {
    const overlay = liveOverlay(live());
    const names = soldOutLineNames(
      [
        { itemId: 10, name: 'Soup', priceLabelId: 100, modifierIds: [] },
        { itemId: 10, name: 'Soup', priceLabelId: 100, modifierIds: [1] },
        { itemId: 20, name: 'Pizza', priceLabelId: 201, modifierIds: [] },
        { itemId: 20, name: 'Pizza small', priceLabelId: 202, modifierIds: [] },
        { itemId: 30, name: 'Burger', priceLabelId: null, modifierIds: [300] },
      ],
      overlay,
    );
    expect(names).toEqual(['Soup', 'Pizza', 'Burger']);
  });
});

describe('busyNotice', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('says nothing when not busy or not read', () => {
    expect(busyNotice(undefined, now)).toEqual({ kind: 'none' });
    expect(busyNotice(live(), now)).toEqual({ kind: 'none' });
  });

  it('tells a pause with its end and whether scheduling stays possible', () => {
    const until = '2026-11-24T12:30:00Z';
    expect(busyNotice(live({ busy: { paused: true, paused_until: until, extra_minutes: 10 } }), now)).toEqual({
      kind: 'paused',
      until: new Date(until),
      scheduledAllowed: true,
    });
    expect(
      busyNotice(
        live({ busy: { paused: true, paused_until: null, extra_minutes: 0 }, scheduled_while_paused: false }),
        now,
      ),
    ).toEqual({ kind: 'paused', until: null, scheduledAllowed: false });
  });

  it('forgets a pause that already ended and tells the longer wait', () => {
    const busy = { paused: true, paused_until: '2026-11-24T11:59:00Z', extra_minutes: 20 };
    expect(busyNotice(live({ busy }), now)).toEqual({ kind: 'slower', extraMinutes: 20 });
  });
});
