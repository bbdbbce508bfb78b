import type { CalcOrderBody } from '@okmenu/contract';
import type { CouponRejection, MenuCoupon, MenuFee, RouteSellingType } from '@okmenu/domain';
import { couponWindowRejection, offersPickup, zoneForLocation } from '@okmenu/domain';
import type { BusinessGraph } from '../../db/business-repository.ts';
import type { CartProblem } from './cart-check.ts';

type Branch = BusinessGraph['branches'][number];

/** The time a scheduled cart is wanted for, when it is in the coming week; otherwise now. */
export function wantedAt(at: string | null | undefined, now: Date): Date | undefined {
  if (!at) return undefined;
  const wanted = Date.parse(at);
  const week = 8 * 24 * 60 * 60 * 1000;
  return wanted > now.getTime() && wanted - now.getTime() < week ? new Date(wanted) : undefined;
}

/** Which entries of a branch's `selling_types` let it take an order of a route type (decision 0030). */
const branchTypesFor: Record<RouteSellingType, readonly string[]> = {
  delivery: ['delivery'],
  pickup: ['car_pickup'],
  dinein: ['dine_in', 'product_service'],
  reservation: ['reservation', 'dine_in'],
};

/** Whether a branch's own `selling_types` include one that takes the route type (pickup at another branch aside). */
export function branchTakesType(sellingTypes: readonly string[], routeType: RouteSellingType): boolean {
  return branchTypesFor[routeType].some((type) => sellingTypes.includes(type));
}

/**
 * Whether the chosen branch takes an order of this route type at all: a refusal of the whole cart's selling
 * type (409 `type_not_offered`), listed with the lines' own problems.
 */
export function sellingTypeProblems(order: {
  branch: Branch;
  routeType: RouteSellingType;
  pickupBranches: readonly number[] | undefined;
}): CartProblem[] {
  const { branch, routeType, pickupBranches } = order;
  const refused = [
    {
      kind: 'not_orderable' as const,
      path: 'body.selling_type',
      message: 'This branch does not take such orders',
      code: 'type_not_offered' as const,
    },
  ];
  // The pickup config's `branches` decides which branches offer pickup (SPEC §3).
  if (routeType === 'pickup') {
    return offersPickup({ branchId: branch.id, sellingTypes: branch.selling_types, pickupBranches }) ? [] : refused;
  }
  if (branchTakesType(branch.selling_types, routeType)) return [];
  return refused;
}

/**
 * The zone a delivery is priced by (SPEC §9): the chosen area's zone, else the zone containing the
 * location (decision 0040 for overlaps), else — for a calc-order estimate only — the named zone.
 */
function deliveryZoneOf(input: {
  graph: BusinessGraph;
  branch: Branch;
  target: NonNullable<CalcOrderBody['delivery']>;
  problems: CartProblem[];
}): BusinessGraph['zones'][number] | null {
  const { graph, branch, target, problems } = input;
  const zones = graph.zones.filter((z) => z.branch_id === branch.id);
  let zone: BusinessGraph['zones'][number] | undefined;
  let path = 'body.delivery.zone_id';
  if (target.area_id !== undefined) {
    path = 'body.delivery.area_id';
    zone = zones.find((z) => z.areas.some((area) => area.id === target.area_id));
  } else if (target.location) {
    path = 'body.delivery.location';
    zone = zoneForLocation(zones, target.location);
    if (!zone) {
      problems.push({
        kind: 'not_orderable',
        path,
        message: 'We do not deliver to this location',
        code: 'not_delivered_here',
      });
      return null;
    }
  } else {
    zone = zones.find((z) => z.id === target.zone_id);
  }
  if (!zone) {
    problems.push({
      kind: 'unknown_reference',
      path,
      message: 'Not a delivery area of this branch',
      code: 'unknown_area',
    });
  } else if (!zone.visible) {
    problems.push({ kind: 'not_orderable', path, message: 'This zone no longer delivers', code: 'zone_closed' });
  }
  return zone && zone.visible ? zone : null;
}

/** The delivery zone or shipping country of a delivery order, when one is chosen; problems are collected. */
export function feeOf(input: {
  graph: BusinessGraph;
  branch: Branch;
  body: CalcOrderBody;
  problems: CartProblem[];
}): MenuFee | null {
  const { graph, branch, body, problems } = input;
  if (body.delivery) {
    const zone = deliveryZoneOf({ graph, branch, target: body.delivery, problems });
    return zone ? { zone } : null;
  }
  if (body.shipping) {
    const country = graph.shipping_countries.find(
      (c) => c.id === body.shipping?.country_id && c.branch_id === branch.id,
    );
    if (!country) {
      problems.push({
        kind: 'unknown_reference',
        path: 'body.shipping.country_id',
        message: 'Not shipped to from this branch',
        code: 'not_shipped_here',
      });
    }
    return country ? { country } : null;
  }
  return null;
}

/** A coupon code a cart names, as found in the business: what the engine may apply, or why it may not. */
export interface CouponLookup {
  code: string;
  /** The coupon's rules when it exists and is inside its validity window; the engine decides the rest. */
  usable: MenuCoupon | null;
  rejection: CouponRejection | null;
}

/** Finds a coupon by code, ignoring case, and checks its validity window with the server's clock. */
export function lookUpCoupon(input: {
  graph: BusinessGraph;
  code: string | null | undefined;
  now: Date;
}): CouponLookup | null {
  const { graph, code, now } = input;
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return null;
  const coupon = graph.coupons.find((candidate) => candidate.code.toUpperCase() === wanted);
  if (!coupon) return { code: code?.trim() ?? '', usable: null, rejection: 'not_found' };
  const rejection = couponWindowRejection({
    active: coupon.active,
    startsAt: coupon.starts_at === undefined ? undefined : Date.parse(coupon.starts_at),
    endsAt: coupon.ends_at === undefined ? undefined : Date.parse(coupon.ends_at),
    now: now.getTime(),
  });
  return { code: coupon.code, usable: rejection ? null : coupon, rejection };
}
