/** Whether an order is for now or scheduled for later (SPEC §4). */
export type ScheduleKind = 'now' | 'later';

/** The schedule choice and the slot preselected for a later order. */
export interface ScheduleChoice<T> {
  type: ScheduleKind;
  slot: T | null;
}

/** Now when open and not scheduled-only; otherwise later with the second future slot preselected, else the first, else none. */
export function scheduleType<T>(options: {
  open: boolean;
  scheduledOnly: boolean;
  slots: readonly T[];
}): ScheduleChoice<T> {
  if (options.open && !options.scheduledOnly) return { type: 'now', slot: null };
  return { type: 'later', slot: options.slots[1] ?? options.slots[0] ?? null };
}
