import { describe, expect, it } from 'vitest';
import { changeStore, itemsAvailableInBranch } from './change-store.ts';

const line = (itemId: number, name: string, lineId = `${itemId}`) => ({ lineId, itemId, name });

describe('changing store', () => {
  it('keeps only the lines whose items the new branch sells and names each removed item once', () => {
    const result = changeStore({
      lines: [line(1, 'Tea'), line(2, 'Cake', 'a'), line(2, 'Cake', 'b'), line(3, 'Juice')],
      newBranchId: 2,
      availableItemIds: new Set([1, 3]),
    });
    expect(result.lines.map((l) => l.itemId)).toEqual([1, 3]);
    expect(result.removed).toEqual([{ itemId: 2, name: 'Cake' }]);
  });

  it('drops the selected area when its zone belongs to another branch', () => {
    const result = changeStore({
      lines: [],
      newBranchId: 2,
      availableItemIds: new Set(),
      selectedAreaZone: { branch_id: 1, visible: true },
    });
    expect(result.dropArea).toBe(true);
  });

  it('keeps the selected area when its zone belongs to the new branch', () => {
    const result = changeStore({
      lines: [],
      newBranchId: 2,
      availableItemIds: new Set(),
      selectedAreaZone: { branch_id: 2, visible: true },
    });
    expect(result.dropArea).toBe(false);
  });

  it('drops nothing when no area is selected and shipping is not chosen', () => {
    const result = changeStore({ lines: [], newBranchId: 2, availableItemIds: new Set() });
    expect(result).toMatchObject({ dropArea: false, resetShipping: false });
  });

  it('resets shipping when the chosen country belongs to another branch', () => {
    const result = changeStore({
      lines: [],
      newBranchId: 2,
      availableItemIds: new Set(),
      shipping: { enabled: true, countryBranchId: 1 },
    });
    expect(result.resetShipping).toBe(true);
  });

  it('keeps shipping to the home country, which belongs to no branch', () => {
    const result = changeStore({
      lines: [],
      newBranchId: 2,
      availableItemIds: new Set(),
      shipping: { enabled: true, countryBranchId: null },
    });
    expect(result.resetShipping).toBe(false);
  });
});

describe('items available in a branch', () => {
  const types = { delivery: true, car_pickup: false };
  it('leaves out items hidden in the branch and items not sold for the selling type', () => {
    const available = itemsAvailableInBranch({
      items: [
        { id: 1, visible: true, types, branches: [] },
        { id: 2, visible: true, types, branches: [{ branch_id: 2, visible: false }] },
        { id: 3, visible: true, types: { car_pickup: true }, branches: [] },
        { id: 4, visible: true, types, branches: [{ branch_id: 2, visible: true, available: { status: false } }] },
        { id: 5, visible: false, types, branches: [] },
      ],
      branchId: 2,
      routeType: 'delivery',
    });
    expect([...available]).toEqual([1]);
  });
});
