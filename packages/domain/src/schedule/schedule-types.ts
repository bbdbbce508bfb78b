/** One opening period of a day; `time_from` 24 means the day is open all day (SPEC §3). */
export interface Shift {
  time_from: string | 24;
  time_to: string;
}

/** One weekday of a schedule: a closed flag and its shifts. */
export interface DaySchedule {
  closed: boolean;
  shifts: Shift[];
}

/** Seven day schedules, Monday first (SPEC §3, §9). */
export type WeekSchedule = DaySchedule[];

/** Branch-level availability window: `status` false means unavailable (SPEC §3). */
export interface BranchAvailability {
  status: boolean;
  from?: string;
  to?: string;
}

/** A moment as the business's wall clock shows it. */
export interface ZonedMoment {
  /** Local calendar date, `YYYY-MM-DD`. */
  date: string;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** Minutes since local midnight, 0 … 1439. */
  minutes: number;
}

/** An opening range in minutes from a day's local midnight; `end` may pass 1440 for shifts crossing midnight. */
export interface MinuteRange {
  start: number;
  end: number;
}

/** A displayed opening period, both ends `HH:mm` (`24:00` for end of day). */
export interface ShiftInterval {
  from: string;
  to: string;
}
