import type { CheckoutOptionsWire, ShiftsResponse } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { cartUsability } from './cart-usable.ts';
import { createRestaurant } from './test-factories.ts';

const checkout = { enabled: true, cart: true, scheduled_orders: { on: false } } as unknown as CheckoutOptionsWire;
const restaurant = createRestaurant({ checkoutDineIn: checkout, checkoutCarPickup: checkout });
/** The venue closed now for dine-in and pickup, opening at 07:00 tomorrow. */
const closedNow = {
  time_zone: 'Asia/Kuwait',
  today: Object.fromEntries(
    ['dine_in', 'car_pickup'].map((type) => [
      type,
      { status: 'closed', opens_at: '07:00', opens_at_iso: '2026-11-25T07:00:00+03:00', shifts: [] },
    ]),
  ),
} as unknown as ShiftsResponse;

describe('cartUsability', () => {
  it('blocks an order for now while the venue is closed and takes no orders for later', () => {
    expect(cartUsability({ restaurant, type: 'pickup', shifts: closedNow })).toMatchObject({
      usable: false,
      block: 'closed',
      opensAt: '2026-11-25T07:00:00+03:00',
    });
  });

  it('never blocks a reservation pre-order on the hour: it is served at the booking time, which the slots check', () => {
    expect(cartUsability({ restaurant, type: 'reservation', shifts: closedNow })).toEqual({
      usable: true,
      open: true,
      scheduling: false,
      scheduledOnly: false,
      block: null,
      opensAt: null,
    });
  });
});
