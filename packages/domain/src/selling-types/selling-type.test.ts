import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartRouteType, normalizeSellingType, orderSellingType, routeSellingType } from './selling-type.ts';
import type { RawSellingType } from './selling-type.ts';

const rawTypes: RawSellingType[] = [
  'dine_in',
  'dinein',
  'product_service',
  'reserv_dinein',
  'reserv_service',
  'reservation',
  'pickup',
  'car_pickup',
  'delivery',
];

describe('normalizeSellingType', () => {
  it('maps the dine-in family, product service and reservations to dine_in', () => {
    for (const type of ['dine_in', 'dinein', 'product_service', 'reserv_dinein', 'reserv_service'] as const) {
      expect(normalizeSellingType(type)).toBe('dine_in');
    }
  });

  it('maps pickup and car_pickup to car_pickup and keeps delivery', () => {
    expect(normalizeSellingType('pickup')).toBe('car_pickup');
    expect(normalizeSellingType('car_pickup')).toBe('car_pickup');
    expect(normalizeSellingType('delivery')).toBe('delivery');
  });

  it('answers null for a type it does not know', () => {
    expect(normalizeSellingType('teleport')).toBeNull();
    expect(normalizeSellingType('toString')).toBeNull();
  });
});

describe('routeSellingType', () => {
  it('maps each selling type to its route type', () => {
    expect(rawTypes.map((type) => routeSellingType(type))).toEqual([
      'dinein',
      'dinein',
      'dinein',
      'reservation',
      'reservation',
      'reservation',
      'pickup',
      'pickup',
      'delivery',
    ]);
    expect(routeSellingType('DINE_IN')).toBeNull();
  });

  it('agrees with the normalisation once the route type is sent on an order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rawTypes), (type) => {
        expect(orderSellingType(routeSellingType(type))).toBe(normalizeSellingType(type));
        expect(routeSellingType(routeSellingType(type))).toBe(routeSellingType(type));
      }),
    );
  });
});

describe('orderSellingType', () => {
  it('sends dinein as dine_in and pickup as car_pickup', () => {
    expect(orderSellingType('dinein')).toBe('dine_in');
    expect(orderSellingType('pickup')).toBe('car_pickup');
    expect(orderSellingType('delivery')).toBe('delivery');
    expect(orderSellingType('reservation')).toBe('dine_in');
  });
});

describe('cartRouteType', () => {
  it('checks a dine-in cart flagged as a reservation as a reservation', () => {
    expect(cartRouteType({ sellingType: 'dine_in', reservation: true })).toBe('reservation');
    expect(cartRouteType({ sellingType: 'dinein', reservation: true })).toBe('reservation');
  });

  it('keeps the route type of an unflagged cart and of other selling types', () => {
    expect(cartRouteType({ sellingType: 'dine_in' })).toBe('dinein');
    expect(cartRouteType({ sellingType: 'reserv_service' })).toBe('reservation');
    expect(cartRouteType({ sellingType: 'delivery', reservation: true })).toBe('delivery');
    expect(cartRouteType({ sellingType: 'teleport', reservation: true })).toBeNull();
  });
});
