import type { CheckoutOptions } from '@okmenu/contract';
import { generateSlots, shiftStatus } from '@okmenu/domain';
import type { BusinessGraph } from '../../db/business-repository.ts';
import { AppError } from '../shared/errors.ts';

type Branch = BusinessGraph['branches'][number];
type SellingType = 'delivery' | 'car_pickup' | 'dine_in';

/** The checkout options the business set for a selling type. */
export function checkoutOptionsFor(graph: BusinessGraph, sellingType: SellingType): CheckoutOptions | undefined {
  const s = graph.settings;
  return sellingType === 'delivery'
    ? s.checkoutDelivery
    : sellingType === 'car_pickup'
      ? s.checkoutCarPickup
      : s.checkoutDineIn;
}

/**
 * When an order is for, decided by the server's clock in the branch's zone: a "now" order needs the shop
 * open for its selling type and not scheduled-only; a "later" order needs one of the slots the web app
 * offers (decision 0010). Returns the ISO start of the slot, or null for now.
 */
export function orderTime(options: {
  graph: BusinessGraph;
  branch: Branch;
  sellingType: SellingType;
  schedule: { type: 'now' } | { type: 'later'; slot_start: string };
  now: Date;
}): string | null {
  const { branch, sellingType, schedule, now } = options;
  const weekSchedule = branch.shifts[sellingType] ?? null;
  const checkout = checkoutOptionsFor(options.graph, sellingType);
  const scheduled = checkout?.scheduled_orders;
  if (schedule.type === 'now') {
    if (scheduled?.on && scheduled.only_schedule) {
      throw new AppError(409, 'scheduled_only', 'This venue only takes orders for a later time', [
        { path: 'body.schedule', message: 'Choose a time', code: 'choose_time' },
      ]);
    }
    if (shiftStatus({ schedule: weekSchedule, now, timeZone: branch.time_zone }).status !== 'open') {
      throw new AppError(409, 'shop_closed', 'The venue is closed now for this kind of order', [
        { path: 'body.schedule', message: 'Closed now', code: 'closed_now' },
      ]);
    }
    return null;
  }
  if (!scheduled?.on) {
    throw new AppError(422, 'scheduling_disabled', 'This venue does not take orders for later', [
      { path: 'body.schedule.type', message: 'Order for now instead', code: 'order_now' },
    ]);
  }
  const wanted = Date.parse(schedule.slot_start);
  const slot = generateSlots({
    schedule: weekSchedule,
    now,
    timeZone: branch.time_zone,
    minAdvance: scheduled.min_advance,
    maxAdvance: scheduled.max_advance,
  }).find((candidate) => Date.parse(candidate.start) === wanted);
  if (!slot) {
    throw new AppError(422, 'invalid_slot', 'That time is no longer available; choose another', [
      { path: 'body.schedule.slot_start', message: 'Not an available time', code: 'slot_unavailable' },
    ]);
  }
  return slot.start;
}
