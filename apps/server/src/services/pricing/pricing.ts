import type { CalcOrderBody, CalcOrderResponse } from '@okmenu/contract';
import type { Breakdown, PricingInput, RouteSellingType, UserKind } from '@okmenu/domain';
import {
  cartRouteType,
  normalizeSellingType,
  priceCart,
  pricingInputFromMenu,
  roundingStep,
  takesOrders,
  zonedMoment,
  busyRefusal,
} from '@okmenu/domain';
import type { BusinessGraph, BusinessRepository, BusinessRow } from '../../db/business-repository.ts';
import type { CartProblem } from './cart-check.ts';
import { cartRejection, checkLine, orderMaximumProblems } from './cart-check.ts';
import { GraphIndexes, categoryChainIn } from './graph-index.ts';
import type { CouponLookup } from './order-rules.ts';
import { feeOf, lookUpCoupon, sellingTypeProblems, wantedAt } from './order-rules.ts';
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

/** Pricing a cart intent the way the venue will charge it, from the server's own data only. */
export class PricingService {
  private readonly indexes = new GraphIndexes();

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

    const index = this.indexes.of(graph);
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
}
