/** Unit of a scheduled-order advance interval (SPEC §3). */
export type IntervalScale = 'min' | 'hour' | 'day';

/** A scheduled-order advance such as `{ value: 2, scale: 'hour' }`. */
export interface AdvanceInterval {
  value: number;
  scale: IntervalScale;
}

/** Minutes added to the minimum advance to give the kitchen time (SPEC §5). */
export const LEAD_BUFFER_MINUTES = 15;

/** The scheduling window's default and ceiling: 168 hours (SPEC §5, §9). */
export const MAX_SCHEDULE_WINDOW_MINUTES = 168 * 60;

const minutesPerUnit: Record<IntervalScale, number> = { min: 1, hour: 60, day: 1440 };

/** Converts an advance interval (or a plain count of minutes) to minutes; missing or negative is 0. */
export function intervalToMinutes(interval: AdvanceInterval | number | null | undefined): number {
  if (interval === null || interval === undefined) return 0;
  const minutes = typeof interval === 'number' ? interval : interval.value * (minutesPerUnit[interval.scale] ?? 0);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
}

/** Earliest a scheduled order may be wanted, in minutes from now: the minimum advance plus 15 minutes. */
export function leadMinutes(minAdvance: AdvanceInterval | number | null | undefined): number {
  return intervalToMinutes(minAdvance) + LEAD_BUFFER_MINUTES;
}

/** How far ahead slots are offered, in minutes: the maximum advance, 168 hours when unset or zero, never more. */
export function windowMinutes(maxAdvance: AdvanceInterval | number | null | undefined): number {
  const minutes = intervalToMinutes(maxAdvance);
  return minutes === 0 ? MAX_SCHEDULE_WINDOW_MINUTES : Math.min(minutes, MAX_SCHEDULE_WINDOW_MINUTES);
}
