import type { CalcOrderBody, CalcOrderResponse } from '@okmenu/contract';
import type {
  Breakdown,
  CouponRejection,
  MenuCoupon,
  MenuFee,
  PricingInput,
  RouteSellingType,
  UserKind,
} from '@okmenu/domain';
import {
  categoryChainOf,
  couponWindowRejection,
  normalizeSellingType,
  priceCart,
  pricingInputFromMenu,
  routeSellingType,
  zonedMoment,
  zoneForLocation,
} from '@okmenu/domain';
import type { BusinessGraph, BusinessRepository } from '../db/business-repository.ts';
import type { CartProblem } from './cart-check.ts';
import { cartRejection, checkLine } from './cart-check.ts';
import { notFound } from './errors.ts';
import type { GraphCache } from './graph-cache.ts';
import { calcOrderWire, couponRulesWire } from './pricing-wire.ts';
import { resolveLocale, wireContext } from './restaurant-view.ts';

/** What pricing reads: businesses and their in-memory graphs. */
export interface PricingServiceDeps {
  businesses: BusinessRepository;
  graphs: GraphCache;
  /** Wallet balances of signed-in customers, for carts that pay with the wallet. */
  wallet?: { balance(userId: number): Promise<number> };
}

/** One calc-order request: the business from the path, the validated body, who asks and the server's time. */
export interface CalcOrderRequest {
  businessId: number;
  body: CalcOrderBody;
  userKind: UserKind;
  /** The signed-in customer, whose wallet a cart with use_wallet is priced against. */
  userId?: number;
  now: Date;
  locale: string | undefined;
}

type Branch = BusinessGraph['branches'][number];

/** A cart checked and priced by the server (money in minor units). */
export interface PricedCart {
  graph: BusinessGraph;
  branch: Branch;
  sellingType: 'delivery' | 'car_pickup' | 'dine_in';
  routeType: RouteSellingType;
  input: PricingInput;
  breakdown: Breakdown;
  coupon: CouponLookup | null;
  ctx: ReturnType<typeof wireContext>;
  items: ReadonlyMap<number, StoredItem>;
}
type StoredItem = BusinessGraph['items'][number];
type StoredCategory = BusinessGraph['categories'][number];

interface GraphIndex {
  items: Map<number, StoredItem>;
  categories: Map<number, StoredCategory>;
}

/** Which entries of a branch's `selling_types` let it take an order of a route type (decision 0030). */
const branchTypesFor: Record<RouteSellingType, readonly string[]> = {
  delivery: ['delivery'],
  pickup: ['car_pickup'],
  dinein: ['dine_in', 'product_service'],
  reservation: ['reservation', 'dine_in'],
};

/** Pricing a cart intent the way the venue will charge it, from the server's own data only. */
export class PricingService {
  private readonly indexes = new WeakMap<BusinessGraph, GraphIndex>();

  constructor(private readonly deps: PricingServiceDeps) {}

  /**
   * The breakdown of a cart intent. Every line is checked against the menu, the branch and the moment; any
   * problem refuses the whole cart with 4xx naming each field. A coupon that cannot be used is reported.
   */
  async calcOrder(request: CalcOrderRequest): Promise<CalcOrderResponse> {
    const graph = await this.graph(request.businessId);
    const walletBalance =
      request.body.use_wallet && request.userId !== undefined && graph.settings.enable_wallet && this.deps.wallet
        ? await this.deps.wallet.balance(request.userId)
        : 0;
    const priced = await this.price({ ...request, walletBalance, availableAt: wantedAt(request.body.at, request.now) });
    const { breakdown, coupon, ctx } = priced;
    const rejection = coupon ? (coupon.rejection ?? breakdown.couponRejection) : null;
    return calcOrderWire(breakdown, {
      businessId: priced.graph.id,
      branchId: priced.branch.id,
      sellingType: priced.sellingType,
      currency: ctx.currency.code,
      major: ctx.major,
      lines: priced.input.lines,
      coupon: coupon && {
        code: coupon.code,
        applied: rejection === null,
        rejection,
        rules: coupon.usable ? couponRulesWire(coupon.usable, ctx.major) : null,
      },
    });
  }

  /**
   * Checks a cart intent against the menu, the branch and the moment, and prices it in minor units.
   * Placing an order uses this too, so an order is charged exactly what calc-order showed.
   */
  async price(request: CalcOrderRequest & { walletBalance?: number; availableAt?: Date }): Promise<PricedCart> {
    const { body } = request;
    const graph = await this.graph(request.businessId);
    const branch = graph.branches.find((candidate) => candidate.id === body.branch_id);
    if (!branch) {
      throw cartRejection([
        { kind: 'unknown_reference', path: 'body.branch_id', message: 'Not a branch of this business' },
      ]);
    }
    const sellingType = normalizeSellingType(body.selling_type);
    const routeType = routeSellingType(body.selling_type);

    const index = this.index(graph);
    // Availability is checked at the time the food is wanted: now, or the slot of a scheduled order.
    const moment = zonedMoment(request.availableAt ?? request.now, branch.time_zone);
    const lineContext = {
      items: index.items,
      categoryChain: (item: StoredItem) => categoryChainOf(item.category_id, index.categories),
      branchId: branch.id,
      routeType,
      moment,
    };
    const problems: CartProblem[] = [
      ...sellingTypeProblems(branch, routeType),
      ...body.lines.flatMap((line, position) => checkLine(line, position, lineContext)),
    ];
    const fee = sellingType === 'delivery' ? feeOf(graph, branch, body, problems) : null;
    if (problems.length > 0) throw cartRejection(problems);

    const coupon = lookUpCoupon(graph, body.coupon_code, request.now);
    const ctx = wireContext(graph, resolveLocale(request.locale, graph.settings.locales));
    const input = pricingInputFromMenu({
      items: index.items,
      lines: body.lines,
      sellingType,
      discounts: graph.settings.discounts,
      coupon: coupon?.usable,
      userKind: request.userKind,
      fee,
      serviceFee: graph.settings.fees,
      exclusiveTaxes: graph.settings.exclusiveTaxes.map((tax) => ({
        id: tax.id,
        name: ctx.t(tax.name),
        rate: tax.rate,
      })),
      wallet: { balance: request.walletBalance ?? 0, use: body.use_wallet },
      toMinor: (stored) => stored,
    });
    return {
      graph,
      branch,
      sellingType,
      routeType,
      input,
      breakdown: priceCart(input),
      coupon,
      ctx,
      items: index.items,
    };
  }

  private async graph(businessId: number): Promise<BusinessGraph> {
    const business = await this.deps.businesses.findById(businessId);
    if (!business) throw notFound(`Business ${businessId}`);
    return this.deps.graphs.get(business);
  }

  /** Items and categories by id, built once per loaded version of a business. */
  private index(graph: BusinessGraph): GraphIndex {
    let index = this.indexes.get(graph);
    if (!index) {
      index = {
        items: new Map(graph.items.map((item) => [item.id, item])),
        categories: new Map(graph.categories.map((category) => [category.id, category])),
      };
      this.indexes.set(graph, index);
    }
    return index;
  }
}

/** The time a scheduled cart is wanted for, when it is in the coming week; otherwise now. */
function wantedAt(at: string | null | undefined, now: Date): Date | undefined {
  if (!at) return undefined;
  const wanted = Date.parse(at);
  const week = 8 * 24 * 60 * 60 * 1000;
  return wanted > now.getTime() && wanted - now.getTime() < week ? new Date(wanted) : undefined;
}

function sellingTypeProblems(branch: Branch, routeType: RouteSellingType): CartProblem[] {
  if (branchTypesFor[routeType].some((type) => (branch.selling_types as string[]).includes(type))) return [];
  return [{ kind: 'not_orderable', path: 'body.selling_type', message: 'This branch does not take such orders' }];
}

/**
 * The zone a delivery is priced by (SPEC §9): the chosen area's zone, else the zone containing the
 * location (decision 0040 for overlaps), else — for a calc-order estimate only — the named zone.
 */
function deliveryZoneOf(
  graph: BusinessGraph,
  branch: Branch,
  target: NonNullable<CalcOrderBody['delivery']>,
  problems: CartProblem[],
): BusinessGraph['zones'][number] | null {
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
      problems.push({ kind: 'not_orderable', path, message: 'We do not deliver to this location' });
      return null;
    }
  } else {
    zone = zones.find((z) => z.id === target.zone_id);
  }
  if (!zone) problems.push({ kind: 'unknown_reference', path, message: 'Not a delivery area of this branch' });
  else if (!zone.visible) problems.push({ kind: 'not_orderable', path, message: 'This zone no longer delivers' });
  return zone && zone.visible ? zone : null;
}

/** The delivery zone or shipping country of a delivery order, when one is chosen; problems are collected. */
function feeOf(graph: BusinessGraph, branch: Branch, body: CalcOrderBody, problems: CartProblem[]): MenuFee | null {
  if (body.delivery) {
    const zone = deliveryZoneOf(graph, branch, body.delivery, problems);
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
      });
    }
    return country ? { country } : null;
  }
  return null;
}

interface CouponLookup {
  code: string;
  /** The coupon's rules when it exists and is inside its validity window; the engine decides the rest. */
  usable: MenuCoupon | null;
  rejection: CouponRejection | null;
}

/** Finds a coupon by code, ignoring case, and checks its validity window with the server's clock. */
function lookUpCoupon(graph: BusinessGraph, code: string | null | undefined, now: Date): CouponLookup | null {
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
