export {
  intervalToMinutes,
  leadMinutes,
  windowMinutes,
  LEAD_BUFFER_MINUTES,
  MAX_SCHEDULE_WINDOW_MINUTES,
} from './advance-window.ts';
export type { AdvanceInterval, IntervalScale } from './advance-window.ts';
export { isBranchAvailable, isScheduleOpen, isShownNow } from './availability.ts';
export type { BranchVisibility } from './availability.ts';
export { isPinnedAt, orderCategories } from './category-order.ts';
export { scheduleType } from './schedule-type.ts';
export type { ScheduleChoice, ScheduleKind } from './schedule-type.ts';
export type {
  BranchAvailability,
  DaySchedule,
  MinuteRange,
  Shift,
  ShiftInterval,
  WeekSchedule,
  ZonedMoment,
} from './schedule-types.ts';
export { seededRandom, shuffleStable } from './seeded-shuffle.ts';
export type { Seed } from './seeded-shuffle.ts';
export { dayRanges, shiftRange } from './shift-ranges.ts';
export { isShopOpen, shiftStatus, upcomingDays } from './shift-status.ts';
export type { ShiftStatus, ShopStatus, UpcomingDay } from './shift-status.ts';
export { formatTimeOfDay, parseLocalDateTime, parseTimeOfDay } from './time-of-day.ts';
export type { LocalDateTime } from './time-of-day.ts';
export { generateSlots } from './time-slots.ts';
export type { SlotOptions, TimeSlot } from './time-slots.ts';
export {
  addDaysToDate,
  localInstant,
  toZonedIso,
  weekdayOfDate,
  zonedMoment,
  zoneOffsetMinutes,
} from './zoned-time.ts';
export {
  forgetZoneOffsets,
  isOffsetSpans,
  knowZoneOffsets,
  knownZoneOffset,
  zoneOffsetSpans,
} from './zone-offset-spans.ts';
export type { OffsetSpan } from './zone-offset-spans.ts';
export {
  clockSymbolsOf,
  forgetClockSymbols,
  formatClockTime,
  formatWithClock,
  isClockSymbols,
  knowClockSymbols,
  weekdayName,
} from './clock-symbols.ts';
export type { ClockPart, ClockSymbols } from './clock-symbols.ts';
