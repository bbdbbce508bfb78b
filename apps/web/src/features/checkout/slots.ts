import type { CheckoutOptionsWire, ShiftsResponse } from '@okmenu/contract';
import { generateSlots, orderSellingType, scheduleType, type TimeSlot } from '@okmenu/domain';
import type { RouteType } from '../../entities/business/selling-types.ts';

/**
 * The slots a later order can be placed for, generated from the branch's week schedule exactly as the server
 * checks them (decision 0010): lead = min advance + 15 minutes, window = max advance (168 h at most).
 */
export function orderSlots(options: {
  shifts: ShiftsResponse | undefined;
  checkout: CheckoutOptionsWire | null;
  type: RouteType;
  now: Date;
}): TimeSlot[] {
  const { shifts, checkout } = options;
  if (!shifts || !checkout?.scheduled_orders.on) return [];
  return generateSlots({
    schedule: shifts.schedules?.[orderSellingType(options.type)] ?? null,
    now: options.now,
    timeZone: shifts.time_zone,
    minAdvance: checkout.scheduled_orders.min_advance,
    maxAdvance: checkout.scheduled_orders.max_advance,
  });
}

/** The slots grouped by local date, in order. */
export function slotsByDate(slots: readonly TimeSlot[]): { date: string; slots: TimeSlot[] }[] {
  const groups: { date: string; slots: TimeSlot[] }[] = [];
  for (const slot of slots) {
    const last = groups.at(-1);
    if (last?.date === slot.date) last.slots.push(slot);
    else groups.push({ date: slot.date, slots: [slot] });
  }
  return groups;
}

/** The schedule the checkout shows: the guest's saved choice when still possible, else SPEC §4's preselection. */
export function resolveSchedule(options: {
  open: boolean;
  scheduling: boolean;
  scheduledOnly: boolean;
  slots: readonly TimeSlot[];
  saved: { orderTime: 'now' | 'later'; scheduleSlot: string | null };
}): { orderTime: 'now' | 'later'; slot: TimeSlot | null } {
  const { open, scheduling, scheduledOnly, slots, saved } = options;
  const savedSlot = saved.scheduleSlot ? (slots.find((slot) => slot.start === saved.scheduleSlot) ?? null) : null;
  const nowPossible = open && !scheduledOnly;
  if (saved.orderTime === 'later' && scheduling && slots.length > 0) {
    // A saved slot that has passed gives way to the preselected one.
    return { orderTime: 'later', slot: savedSlot ?? scheduleType({ open: false, scheduledOnly: true, slots }).slot };
  }
  const choice = scheduleType({ open: nowPossible, scheduledOnly: !nowPossible, slots: scheduling ? slots : [] });
  return { orderTime: choice.type, slot: choice.slot };
}
