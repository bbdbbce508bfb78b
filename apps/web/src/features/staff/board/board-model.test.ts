import type { OrderWire } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { groupOrders, orderActions, upsertOrder } from './board-model.ts';

/** An order on the wire; fields the board does not read (the wire keeps growing) are left out. */
function createOrder(overrides: Partial<OrderWire> = {}): OrderWire {
  return {
    id: 1,
    business_id: 1,
    branch_id: 1,
    status: 0,
    status_name: 'pending',
    selling_type: 'car_pickup',
    scheduled_for: null,
    name: 'Sara',
    phone: '+96550012345',
    payment_type: 2,
    use_wallet: false,
    coupon_code: null,
    notes: null,
    car: null,
    table: null,
    currency: 'KWD',
    totals: {
      subtotal: 1,
      discount_total: 0,
      coupon_discount: 0,
      delivery_fee: 0,
      shipping_fee: 0,
      service_fee: 0,
      exclusive_taxes: [],
      wallet_discount: 0,
      total: 1,
    },
    lines: [],
    events: [{ id: 1, status: 0, status_name: 'pending', reason: null, at: '2026-01-01T10:00:00.000Z' }],
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  } as OrderWire;
}

const event = (id: number, status: number) => ({ id, status, status_name: '', reason: null, at: '' });

describe('the order board', () => {
  it('puts scheduled and pending orders under New and sorts each column newest first', () => {
    const groups = groupOrders([
      createOrder({ id: 1, created_at: '2026-01-01T10:00:00.000Z' }),
      createOrder({ id: 2, status: 10, created_at: '2026-01-01T11:00:00.000Z' }),
      createOrder({ id: 3, status: 1 }),
      createOrder({ id: 4, status: 2 }),
    ]);
    expect(groups.new.map((order) => order.id)).toEqual([2, 1]);
    expect(groups.accepted.map((order) => order.id)).toEqual([3]);
    expect(groups.ready).toEqual([]);
  });

  it('adds a new order, replaces a changed one and drops one that left the board', () => {
    const first = createOrder({ id: 1 });
    let list = upsertOrder([], first);
    list = upsertOrder(list, createOrder({ id: 2 }));
    expect(list.map((order) => order.id)).toEqual([2, 1]);
    list = upsertOrder(list, createOrder({ id: 1, status: 1, events: [event(1, 0), event(3, 1)] }));
    expect(list.find((order) => order.id === 1)?.status).toBe(1);
    list = upsertOrder(list, createOrder({ id: 2, status: 2, events: [event(2, 0), event(4, 2)] }));
    expect(list.map((order) => order.id)).toEqual([1]);
  });

  it('keeps the newer copy of an order when an older one arrives late', () => {
    const newer = createOrder({ id: 1, status: 1, events: [event(1, 0), event(2, 1)] });
    expect(upsertOrder([newer], createOrder({ id: 1 }))[0]?.status).toBe(1);
  });

  it('offers only the moves the state machine allows', () => {
    expect(orderActions({ status: 0, selling_type: 'car_pickup' })).toEqual(['accept', 'reject', 'cancel']);
    expect(orderActions({ status: 10, selling_type: 'dine_in' })).toEqual(['accept', 'reject', 'cancel']);
    expect(orderActions({ status: 1, selling_type: 'car_pickup' })).toEqual(['ready', 'cancel']);
    expect(orderActions({ status: 5, selling_type: 'car_pickup' })).toEqual([]);
  });

  it('offers "out" only for a delivery order', () => {
    expect(orderActions({ status: 3, selling_type: 'car_pickup' })).toEqual(['delivered']);
    expect(orderActions({ status: 3, selling_type: 'delivery' })).toEqual(['out', 'delivered']);
    expect(orderActions({ status: 4, selling_type: 'delivery' })).toEqual(['delivered']);
  });
});
