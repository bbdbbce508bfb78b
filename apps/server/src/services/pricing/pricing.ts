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
  cartRouteType,
  categoryChainOf,
  couponWindowRejection,
  normalizeSellingType,
  offersPickup,
  priceCart,
  pricingInputFromMenu,
  roundingStep,
  takesOrders,
  zonedMoment,
  zoneForLocation,
  busyRefusal,
} from '@okmenu/domain';
import type { BusinessGraph, BusinessRepository, BusinessRow } from '../../db/business-repository.ts';
import type { CartProblem } from './cart-check.ts';
import { cartRejection, checkLine, orderMaximumProblems } from './cart-check.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import { calcOrderWire, couponRulesWire } from './wire/pricing-wire.ts';
import { assertNotSuspended, resolveLocale, wireContext } from '../business/wire/restaurant-view.ts';
import type { LiveState } from '../operations/live-state.ts';
import { zoneOffsets } from '../shared/zone-offsets.ts';

/** What pricing reads: businesses and their in-memory graphs. */
export interface PricingServiceDeps {
  businesses: BusinessRepository;
  graphs: GraphCache;
  /** Wallet balances of signed-in customers, for carts that pay with the wallet. */
  wallet?: { balance(userId: number): Promise<number> };
  /** Sold-out marks and busy mode of branches (issue 17). */
  live?: LiveState;
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
  /** Each category's chain up to the top level, worked out the first time a line asks (read only). */
  chains: Map<number, readonly StoredCategory[]>;
}

/** The chain of categories above an item, kept in the graph's index: the menu version fixes it. */
function categoryChainIn(index: GraphIndex, categoryId: number): readonly StoredCategory[] {
  let chain = index.chains.get(categoryId);
  if (!chain) {
    chain = categoryChainOf(categoryId, index.categories);
    index.chains.set(categoryId, chain);
  }
  return chain;
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
    const priced = await this.price({
      ...request,
      business: graph,
      walletBalance,
      availableAt: wantedAt(request.body.at, request.now),
    });
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
  async price(
    request: CalcOrderRequest & {
      walletBalance?: number;
      availableAt?: Date;
      /** The business's row when the caller has just read it (one lookup fewer); else it is read by id. */
      business?: BusinessRow;
    },
  ): Promise<PricedCart> {
    const { body } = request;
    const graph = await this.graph(request.businessId, request.business);
    const branch = graph.branches.find((candidate) => candidate.id === body.branch_id);
    if (!branch) {
      throw cartRejection([
        {
          kind: 'unknown_reference',
          path: 'body.branch_id',
          message: 'Not a branch of this business',
          code: 'unknown_branch',
        },
      ]);
    }
    const sellingType = normalizeSellingType(body.selling_type);
    const routeType = cartRouteType({ sellingType: body.selling_type, reservation: body.reservation });

    const index = this.index(graph);
    // The zone's offsets from spans, not an Intl call each time (here, and the order's shift check after).
    zoneOffsets.keep(branch.time_zone, request.now.getTime());
    // Availability is checked at the time the food is wanted: now, or the slot of a scheduled order.
    const moment = zonedMoment(request.availableAt ?? request.now, branch.time_zone);
    const live = { businessId: graph.id, branchId: branch.id, now: request.now };
    const soldOut = this.deps.live
      ? (await this.deps.live.soldOut({ ...live, at: request.availableAt })).index
      : undefined;
    const lineContext = {
      items: index.items,
      categoryChain: (item: StoredItem) => categoryChainIn(index, item.category_id),
      branchId: branch.id,
      routeType,
      moment,
      soldOut,
      discounts: graph.settings.discounts,
      sellingType,
    };
    const problems: CartProblem[] = [
      ...sellingTypeProblems({ branch, routeType, pickupBranches: graph.settings.checkoutCarPickup?.branches }),
      ...(await this.busyProblems({ graph, live, routeType, scheduledFor: request.availableAt ?? null })),
      ...body.lines.flatMap((line, position) => checkLine({ line, index: position, ctx: lineContext })),
      ...orderMaximumProblems(body.lines, index.items),
    ];
    const fee = sellingType === 'delivery' ? feeOf({ graph, branch, body, problems }) : null;
    if (problems.length > 0) throw cartRejection(problems);

    const coupon = lookUpCoupon({ graph, code: body.coupon_code, now: request.now });
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
      roundingStep: roundingStep(ctx.currency),
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

  /** A paused branch takes no order for now; scheduled ones follow the business's rule (issue 17). */
  private async busyProblems(options: {
    graph: BusinessGraph;
    live: { businessId: number; branchId: number; now: Date };
    routeType: RouteSellingType;
    scheduledFor: Date | null;
  }): Promise<CartProblem[]> {
    if (!this.deps.live) return [];
    const state = await this.deps.live.busy({ ...options.live, routeType: options.routeType });
    const refusal = busyRefusal({
      state,
      now: options.live.now,
      scheduledFor: options.scheduledFor,
      allowScheduledWhilePaused: options.graph.settings.operations.scheduled_while_paused,
    });
    if (!refusal) return [];
    const until = refusal.until ? ` until ${refusal.until.toISOString()}` : '';
    return [
      { kind: 'not_orderable', path: 'body.selling_type', message: `New orders are paused${until}`, code: 'paused' },
    ];
  }

  private async graph(businessId: number, row?: BusinessRow): Promise<BusinessGraph> {
    const business = row?.id === businessId ? row : await this.deps.businesses.findById(businessId);
    if (!business) throw notFound(`Business ${businessId}`);
    // A business that is not open takes no orders: 433 when suspended, 409 when switched off (decision 0096).
    assertNotSuspended(business.settings);
    if (!takesOrders(business.settings.state?.status ?? 'open')) {
      throw new AppError(409, 'business_closed', 'This business is not taking orders right now');
    }
    return this.deps.graphs.get(business);
  }

  /** Items and categories by id, built once per loaded version of a business. */
  private index(graph: BusinessGraph): GraphIndex {
    let index = this.indexes.get(graph);
    if (!index) {
      index = {
        items: new Map(graph.items.map((item) => [item.id, item])),
        categories: new Map(graph.categories.map((category) => [category.id, category])),
        chains: new Map(),
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

function sellingTypeProblems(order: {
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
  if (branchTypesFor[routeType].some((type) => (branch.selling_types as string[]).includes(type))) return [];
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
function feeOf(input: {
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

interface CouponLookup {
  code: string;
  /** The coupon's rules when it exists and is inside its validity window; the engine decides the rest. */
  usable: MenuCoupon | null;
  rejection: CouponRejection | null;
}

/** Finds a coupon by code, ignoring case, and checks its validity window with the server's clock. */
function lookUpCoupon(input: {
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
