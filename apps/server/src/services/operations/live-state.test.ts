import { describe, expect, it } from 'vitest';
import type { OperationsRepository, SoldOutRow } from '../../db/operations-repository.ts';
import { LiveState } from './live-state.ts';

const now = new Date('2026-03-02T10:00:00Z');

function liveState(rows: SoldOutRow[]): LiveState {
  const repository = { soldOut: async () => rows, busy: async () => [] } as unknown as OperationsRepository;
  return new LiveState({ repository, freshMs: 1000, clock: () => now.getTime() });
}

describe('LiveState.soldOut', () => {
  it('with nothing marked, every question of the index is answered no (one shared empty index)', async () => {
    const live = liveState([]);
    const first = await live.soldOut({ businessId: 1, branchId: 1, now });
    const second = await live.soldOut({ businessId: 1, branchId: 2, now });
    expect(first.marks).toEqual([]);
    expect(first.index.itemSoldOut(100)).toBe(false);
    expect(first.index.labelSoldOut(100, 1000)).toBe(false);
    expect(first.index.modifierSoldOut(5)).toBe(false);
    expect(second.index).toBe(first.index);
  });

  it("a mark in force is found; one that ended before the order's time is not", async () => {
    const live = liveState([
      { branchId: 1, target: 'item:100', until: null, actor: 'staff', createdAt: now.toISOString() },
      { branchId: 1, target: 'modifier:5', until: '2026-03-02T09:00:00Z', actor: 'staff', createdAt: '' },
    ]);
    const view = await live.soldOut({ businessId: 1, branchId: 1, now });
    expect(view.index.itemSoldOut(100)).toBe(true);
    expect(view.index.modifierSoldOut(5)).toBe(false);
  });
});
