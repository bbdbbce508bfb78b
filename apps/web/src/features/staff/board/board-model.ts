import type { OrderWire } from '@okmenu/contract';
import { isOrderStatusCode, nextStatuses, OrderStatus, type OrderStatusCode } from '@okmenu/domain';

/** The board's columns, in the order the kitchen works through them. */
export const boardColumns = ['new', 'accepted', 'ready', 'out'] as const;
export type BoardColumn = (typeof boardColumns)[number];

const columnOfStatus: Partial<Record<OrderStatusCode, BoardColumn>> = {
  [OrderStatus.scheduled]: 'new',
  [OrderStatus.pending]: 'new',
  [OrderStatus.accepted]: 'accepted',
  [OrderStatus.ready]: 'ready',
  [OrderStatus.out]: 'out',
};

/** The column an order is shown in, or null once it has left the board (rejected, delivered, cancelled). */
export function columnOf(status: number): BoardColumn | null {
  return isOrderStatusCode(status) ? (columnOfStatus[status] ?? null) : null;
}

const newestFirst = (a: OrderWire, b: OrderWire) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The orders of each column, newest first. */
export function groupOrders(orders: readonly OrderWire[]): Record<BoardColumn, OrderWire[]> {
  const groups: Record<BoardColumn, OrderWire[]> = { new: [], accepted: [], ready: [], out: [] };
  for (const order of orders) {
    const column = columnOf(order.status);
    if (column) groups[column].push(order);
  }
  for (const column of boardColumns) groups[column].sort(newestFirst);
  return groups;
}

/**
 * The list after an order was placed or changed: replaced in place, added when new, dropped once it
 * leaves the board. An older copy (fewer events) never replaces a newer one, whatever order they arrive in.
 */
export function upsertOrder(orders: readonly OrderWire[], order: OrderWire): OrderWire[] {
  const index = orders.findIndex((known) => known.id === order.id);
  const known = index === -1 ? undefined : orders[index];
  if (known && eventCount(known) > eventCount(order)) return [...orders];
  const rest = orders.filter((other) => other.id !== order.id);
  if (!columnOf(order.status)) return rest;
  if (index === -1) return [order, ...rest];
  return [...rest.slice(0, index), order, ...rest.slice(index)];
}

const eventCount = (order: OrderWire) => order.events?.length ?? 0;

/** What a staff member can do to an order; each is a move to one status. */
export type StaffAction = 'accept' | 'reject' | 'ready' | 'out' | 'delivered' | 'cancel';

const actionOfStatus: Partial<Record<OrderStatusCode, StaffAction>> = {
  [OrderStatus.accepted]: 'accept',
  [OrderStatus.rejected]: 'reject',
  [OrderStatus.ready]: 'ready',
  [OrderStatus.out]: 'out',
  [OrderStatus.delivered]: 'delivered',
  [OrderStatus.cancelled]: 'cancel',
};

export const statusOfAction: Record<StaffAction, OrderStatusCode> = {
  accept: OrderStatus.accepted,
  reject: OrderStatus.rejected,
  ready: OrderStatus.ready,
  out: OrderStatus.out,
  delivered: OrderStatus.delivered,
  cancel: OrderStatus.cancelled,
};

/** Whether an order goes out for delivery (only those may be "out"). */
export const isDelivery = (order: Pick<OrderWire, 'selling_type'>) => order.selling_type === 'delivery';

/**
 * The actions the state machine allows from the order's status, forward moves first. Turning a scheduled
 * order back to pending is the server's job when its time comes, so it is not offered.
 */
export function orderActions(order: Pick<OrderWire, 'status' | 'selling_type'>): StaffAction[] {
  if (!isOrderStatusCode(order.status)) return [];
  const actions = nextStatuses(order.status, { delivery: isDelivery(order) })
    .map((status) => actionOfStatus[status])
    .filter((action): action is StaffAction => action !== undefined);
  const rank: Record<StaffAction, number> = { accept: 0, ready: 1, out: 2, delivered: 3, reject: 4, cancel: 5 };
  return actions.sort((a, b) => rank[a] - rank[b]);
}

/** Actions that end the order for the guest and so ask for confirmation (and a reason). */
export const needsReason = (action: StaffAction): action is 'reject' | 'cancel' =>
  action === 'reject' || action === 'cancel';
