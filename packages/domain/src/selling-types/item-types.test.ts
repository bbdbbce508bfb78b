import { describe, expect, it } from 'vitest';
import { isCartItemValid, itemMatchesType } from './item-types.ts';

describe('itemMatchesType', () => {
  it('shows dine-in items that are not reservation items under dinein', () => {
    expect(itemMatchesType({ dine_in: true }, 'dinein')).toBe(true);
    expect(itemMatchesType({ dine_in: true, reservation: true }, 'dinein')).toBe(false);
    expect(itemMatchesType({ delivery: true }, 'dinein')).toBe(false);
  });

  it('shows only reservation items under reservation', () => {
    expect(itemMatchesType({ reservation: true }, 'reservation')).toBe(true);
    expect(itemMatchesType({ dine_in: true }, 'reservation')).toBe(false);
  });

  it('uses the car_pickup flag for pickup and the delivery flag for delivery', () => {
    expect(itemMatchesType({ car_pickup: true }, 'pickup')).toBe(true);
    expect(itemMatchesType({ delivery: true }, 'pickup')).toBe(false);
    expect(itemMatchesType({ delivery: true }, 'delivery')).toBe(true);
    expect(itemMatchesType({ car_pickup: true }, 'delivery')).toBe(false);
  });

  it('reads 0 and 1 flags and matches nothing without flags', () => {
    expect(itemMatchesType({ dine_in: 1, reservation: 0 }, 'dinein')).toBe(true);
    expect(itemMatchesType(null, 'delivery')).toBe(false);
  });
});

describe('isCartItemValid', () => {
  const item = { itemTypes: { dine_in: true, car_pickup: true }, itemBranchIds: [3, 7] };

  it('keeps an item that supports the selling type and belongs to the branch', () => {
    expect(isCartItemValid({ ...item, sellingType: 'car_pickup', branchId: 7 })).toBe(true);
    expect(isCartItemValid({ ...item, sellingType: 'dinein', branchId: '3' })).toBe(true);
  });

  it('drops an item of another branch', () => {
    expect(isCartItemValid({ ...item, sellingType: 'dine_in', branchId: 9 })).toBe(false);
    expect(isCartItemValid({ ...item, itemBranchIds: [], sellingType: 'dine_in', branchId: 3 })).toBe(false);
  });

  it('drops an item that does not support the selling type', () => {
    expect(isCartItemValid({ ...item, sellingType: 'delivery', branchId: 3 })).toBe(false);
  });

  it('needs the reservation flag for reserv_* selling types', () => {
    expect(isCartItemValid({ ...item, sellingType: 'reserv_dinein', branchId: 3 })).toBe(false);
    const reservable = { itemTypes: { reservation: true }, itemBranchIds: [3] };
    expect(isCartItemValid({ ...reservable, sellingType: 'reserv_service', branchId: 3 })).toBe(true);
  });

  it('drops an item under an unknown selling type', () => {
    expect(isCartItemValid({ ...item, sellingType: 'teleport', branchId: 3 })).toBe(false);
  });
});
