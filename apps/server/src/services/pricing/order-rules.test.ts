import { describe, expect, it } from 'vitest';
import type { CalcOrderBody } from '@okmenu/contract';
import type { BusinessGraph } from '../../db/business-repository.ts';
import type { CartProblem } from './cart-check.ts';
import { branchTakesType, feeOf, lookUpCoupon, sellingTypeProblems, wantedAt } from './order-rules.ts';

type Branch = BusinessGraph['branches'][number];

const now = new Date('2026-03-02T10:00:00Z');
const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe('wantedAt', () => {
  it('is undefined (priced for now) when the cart names no time', () => {
    expect(wantedAt(undefined, now)).toBeUndefined();
    expect(wantedAt(null, now)).toBeUndefined();
    expect(wantedAt('', now)).toBeUndefined();
  });

  it('takes a time ahead of now and less than eight days away', () => {
    expect(wantedAt('2026-03-02T12:30:00Z', now)).toEqual(new Date('2026-03-02T12:30:00Z'));
    const lastMoment = new Date(now.getTime() + 8 * day - 1);
    expect(wantedAt(lastMoment.toISOString(), now)).toEqual(lastMoment);
  });

  it('ignores a time that is not ahead, eight days away or more, or not a time', () => {
    expect(wantedAt(now.toISOString(), now)).toBeUndefined();
    expect(wantedAt(new Date(now.getTime() - hour).toISOString(), now)).toBeUndefined();
    expect(wantedAt(new Date(now.getTime() + 8 * day).toISOString(), now)).toBeUndefined();
    expect(wantedAt('tomorrow at noon', now)).toBeUndefined();
  });
});

describe('branchTakesType', () => {
  it('reads the route type from the branch selling types that take it', () => {
    expect(branchTakesType(['delivery'], 'delivery')).toBe(true);
    expect(branchTakesType(['car_pickup'], 'pickup')).toBe(true);
    expect(branchTakesType(['delivery'], 'pickup')).toBe(false);
    expect(branchTakesType(['product_service'], 'dinein')).toBe(true);
    expect(branchTakesType(['dine_in'], 'reservation')).toBe(true);
    expect(branchTakesType(['dine_in'], 'delivery')).toBe(false);
    expect(branchTakesType([], 'dinein')).toBe(false);
  });
});

describe('sellingTypeProblems', () => {
  const branch = (sellingTypes: string[], id = 1) => ({ id, selling_types: sellingTypes }) as unknown as Branch;
  const refused: CartProblem[] = [
    {
      kind: 'not_orderable',
      path: 'body.selling_type',
      message: 'This branch does not take such orders',
      code: 'type_not_offered',
    },
  ];

  it('lets a branch take each route type through the selling types that stand for it', () => {
    const takes = (sellingTypes: string[], routeType: 'delivery' | 'dinein' | 'reservation') =>
      sellingTypeProblems({ branch: branch(sellingTypes), routeType, pickupBranches: undefined });
    expect(takes(['delivery'], 'delivery')).toEqual([]);
    expect(takes(['dine_in'], 'dinein')).toEqual([]);
    expect(takes(['product_service'], 'dinein')).toEqual([]);
    expect(takes(['reservation'], 'reservation')).toEqual([]);
    expect(takes(['dine_in'], 'reservation')).toEqual([]);
  });

  it('refuses the selling type of a branch that sells none of them', () => {
    const takes = (sellingTypes: string[], routeType: 'delivery' | 'dinein' | 'reservation') =>
      sellingTypeProblems({ branch: branch(sellingTypes), routeType, pickupBranches: undefined });
    expect(takes(['car_pickup', 'dine_in'], 'delivery')).toEqual(refused);
    expect(takes(['delivery', 'reservation'], 'dinein')).toEqual(refused);
    expect(takes(['delivery', 'product_service'], 'reservation')).toEqual(refused);
  });

  it('leaves pickup to the branches the pickup config lists, among those that sell car_pickup', () => {
    const pickup = (sellingTypes: string[], pickupBranches: readonly number[] | undefined) =>
      sellingTypeProblems({ branch: branch(sellingTypes, 1), routeType: 'pickup', pickupBranches });
    expect(pickup(['car_pickup'], undefined)).toEqual([]);
    expect(pickup(['car_pickup'], [2, 1])).toEqual([]);
    expect(pickup(['car_pickup'], [2])).toEqual(refused);
    expect(pickup(['delivery', 'dine_in'], [1])).toEqual(refused);
  });
});

describe('feeOf', () => {
  // A square around Kuwait City, [lng, lat] as GeoJSON has it.
  const square = {
    type: 'Polygon',
    coordinates: [
      [
        [47.9, 29.3],
        [48.1, 29.3],
        [48.1, 29.5],
        [47.9, 29.5],
        [47.9, 29.3],
      ],
    ],
  };
  const inside = { lat: 29.4, lng: 48 };
  const outside = { lat: 28, lng: 48 };
  const city = { id: 1, branch_id: 1, fees: 750, min_order: 5000, visible: true, areas: [{ id: 11, shape: square }] };
  const old = { id: 2, branch_id: 1, fees: 1000, min_order: 0, visible: false, areas: [{ id: 12, shape: square }] };
  const elsewhere = { id: 3, branch_id: 2, fees: 500, min_order: 0, visible: true, areas: [{ id: 13, shape: square }] };
  const country = { id: 1, branch_id: 1, fees_per_kg: 2000, fixed_fees: 1000, min_order: 10_000 };
  const graph = {
    zones: [city, old, elsewhere],
    shipping_countries: [country, { ...country, id: 2, branch_id: 2 }],
  } as unknown as BusinessGraph;
  const branch = { id: 1 } as Branch;
  const fee = (body: Partial<CalcOrderBody>) => {
    const problems: CartProblem[] = [];
    const result = feeOf({ graph, branch, body: body as CalcOrderBody, problems });
    return { fee: result, problems: problems.map(({ kind, path, code }) => ({ kind, path, code })) };
  };

  it('prices a delivery by the zone of the chosen area, the zone at the location, or the named zone', () => {
    expect(fee({ delivery: { area_id: 11 } })).toEqual({ fee: { zone: city }, problems: [] });
    expect(fee({ delivery: { location: inside } })).toEqual({ fee: { zone: city }, problems: [] });
    expect(fee({ delivery: { zone_id: 1 } })).toEqual({ fee: { zone: city }, problems: [] });
  });

  it('names the field the zone was chosen by when the branch has no such zone', () => {
    const unknown = (path: string) => [{ kind: 'unknown_reference', path, code: 'unknown_area' }];
    expect(fee({ delivery: { area_id: 99 } })).toEqual({ fee: null, problems: unknown('body.delivery.area_id') });
    expect(fee({ delivery: { area_id: 13 } })).toEqual({ fee: null, problems: unknown('body.delivery.area_id') });
    expect(fee({ delivery: { zone_id: 3 } })).toEqual({ fee: null, problems: unknown('body.delivery.zone_id') });
  });

  it('refuses a zone that no longer delivers, however it was chosen', () => {
    const closed = (path: string) => [{ kind: 'not_orderable', path, code: 'zone_closed' }];
    expect(fee({ delivery: { area_id: 12 } })).toEqual({ fee: null, problems: closed('body.delivery.area_id') });
    expect(fee({ delivery: { zone_id: 2 } })).toEqual({ fee: null, problems: closed('body.delivery.zone_id') });
  });

  it('refuses a location outside every delivering zone of the branch', () => {
    expect(fee({ delivery: { location: outside } })).toEqual({
      fee: null,
      problems: [{ kind: 'not_orderable', path: 'body.delivery.location', code: 'not_delivered_here' }],
    });
  });

  it('prices shipping by a country the branch ships to, and refuses one it does not', () => {
    expect(fee({ shipping: { country_id: 1 } })).toEqual({ fee: { country }, problems: [] });
    const notShipped = [{ kind: 'unknown_reference', path: 'body.shipping.country_id', code: 'not_shipped_here' }];
    expect(fee({ shipping: { country_id: 2 } })).toEqual({ fee: null, problems: notShipped });
  });

  it('has no fee and no problem when neither a delivery nor a shipping country is chosen', () => {
    expect(fee({})).toEqual({ fee: null, problems: [] });
    expect(fee({ delivery: null, shipping: null })).toEqual({ fee: null, problems: [] });
  });
});

describe('lookUpCoupon', () => {
  const coupon = (code: string, window: { active?: boolean; starts_at?: string; ends_at?: string } = {}) => ({
    code,
    discount_type: 'percent',
    discount_value: 10,
    ...window,
  });
  const summer = coupon('Summer', { starts_at: '2026-03-01T00:00:00Z', ends_at: '2026-03-31T23:59:59Z' });
  const graph = {
    coupons: [
      summer,
      coupon('OFF', { active: false }),
      coupon('SOON', { starts_at: '2026-03-03T00:00:00Z' }),
      coupon('OLD', { ends_at: '2026-03-01T00:00:00Z' }),
    ],
  } as unknown as BusinessGraph;
  const look = (code: string | null | undefined) => lookUpCoupon({ graph, code, now });

  it('looks up nothing for a cart without a code', () => {
    expect(look(undefined)).toBeNull();
    expect(look(null)).toBeNull();
    expect(look('   ')).toBeNull();
  });

  it('finds a coupon whatever the case and spaces of the code, and names it as the business spells it', () => {
    expect(look('  sUMMER ')).toEqual({ code: 'Summer', usable: summer, rejection: null });
  });

  it('reports an unknown code as the guest typed it, without spaces', () => {
    expect(look(' nope ')).toEqual({ code: 'nope', usable: null, rejection: 'not_found' });
  });

  it('holds back a coupon that is switched off, not started yet or expired, saying why', () => {
    expect(look('off')).toEqual({ code: 'OFF', usable: null, rejection: 'inactive' });
    expect(look('soon')).toEqual({ code: 'SOON', usable: null, rejection: 'not_started' });
    expect(look('old')).toEqual({ code: 'OLD', usable: null, rejection: 'expired' });
  });
});
