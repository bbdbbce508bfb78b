/** Order status codes (SPEC §4). */
export const OrderStatus = {
  pending: 0,
  accepted: 1,
  rejected: 2,
  ready: 3,
  out: 4,
  delivered: 5,
  cancelled: 9,
  scheduled: 10,
  /** Placed with online payment; the venue does not see it until the payment is confirmed (decision 0092). */
  awaiting_payment: 11,
  /** Never paid within the payment window; it released what it held (decision 0092). */
  expired: 12,
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];
export type OrderStatusName = keyof typeof OrderStatus;

const names = Object.fromEntries(Object.entries(OrderStatus).map(([name, code]) => [code, name])) as Record<
  OrderStatusCode,
  OrderStatusName
>;

/** The name of a status code, e.g. 1 → "accepted". */
export function orderStatusName(code: OrderStatusCode): OrderStatusName {
  return names[code];
}

/** Whether a number is one of the order status codes. */
export function isOrderStatusCode(value: number): value is OrderStatusCode {
  return value in names;
}

/**
 * The state machine of an order. A scheduled order becomes pending when its time comes (or is accepted
 * ahead); pending is accepted or rejected; an accepted order is made ready, then goes out (delivery) or
 * is handed over (delivered); the guest or the venue may cancel until the order is ready. Rejected,
 * delivered and cancelled are final.
 */
const transitions: Record<OrderStatusCode, readonly OrderStatusCode[]> = {
  [OrderStatus.scheduled]: [OrderStatus.pending, OrderStatus.accepted, OrderStatus.rejected, OrderStatus.cancelled],
  [OrderStatus.pending]: [OrderStatus.accepted, OrderStatus.rejected, OrderStatus.cancelled],
  [OrderStatus.accepted]: [OrderStatus.ready, OrderStatus.cancelled],
  [OrderStatus.ready]: [OrderStatus.out, OrderStatus.delivered],
  [OrderStatus.out]: [OrderStatus.delivered],
  [OrderStatus.rejected]: [],
  [OrderStatus.delivered]: [],
  [OrderStatus.cancelled]: [],
  [OrderStatus.awaiting_payment]: [OrderStatus.pending, OrderStatus.scheduled, OrderStatus.expired],
  [OrderStatus.expired]: [],
};

/** Who moves an order: a confirmed or expired payment, or anyone else (the venue, the guest). */
export interface TransitionContext {
  delivery: boolean;
  /** Only the payment flow moves an order out of awaiting payment (decision 0092). */
  byPayment?: boolean;
}

/** The statuses an order may move to from its current one. */
export function nextStatuses(from: OrderStatusCode, options: TransitionContext): OrderStatusCode[] {
  if (from === OrderStatus.awaiting_payment && !options.byPayment) return [];
  // Only a delivery order goes out for delivery.
  return transitions[from].filter((to) => to !== OrderStatus.out || options.delivery);
}

/** Whether an order may move from one status to another. */
export function canTransition(from: OrderStatusCode, to: OrderStatusCode, options: TransitionContext): boolean {
  return nextStatuses(from, options).includes(to);
}

/** Whether an order has reached a status it never leaves. */
export function isFinalStatus(status: OrderStatusCode): boolean {
  return transitions[status].length === 0;
}

/** Whether the venue sees the order (on its board): not while it awaits payment, nor once that expired. */
export function isVisibleToVenue(status: OrderStatusCode): boolean {
  return status !== OrderStatus.awaiting_payment && status !== OrderStatus.expired;
}

/** Whether the money an order took from a wallet goes back (the venue refused or the order was cancelled). */
export function refundsWallet(status: OrderStatusCode): boolean {
  return status === OrderStatus.rejected || status === OrderStatus.cancelled || status === OrderStatus.expired;
}
