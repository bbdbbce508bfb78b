/** A business's reservation settings (SPEC §3/§9 plus what a venue needs); durations in minutes. */
export interface ReservationSettings {
  enabled: boolean;
  /** The guest may state a table area preference. */
  with_table: boolean;
  /** 1: a table only (default); 2: a table with a pre-order. */
  type: 1 | 2;
  /** SPEC §3's largest party (default 1); `party_max` follows it unless set. */
  max_users: number;
  /** Lead time: a slot starts at least this many minutes after now. */
  min_advance: number;
  slot_minutes: number;
  stay_minutes: number;
  party_min: number;
  party_max: number;
  /** How many days ahead a guest may book (the window ends this many days after now). */
  days_ahead: number;
  /** At most this many guests arriving in one slot; null means no cap beyond the tables. */
  guests_per_slot: number | null;
  /** A guest may cancel until this many minutes before the booking starts. */
  cancel_cutoff_minutes: number;
}

/** The defaults of SPEC §9 (max_users 1, type 1) and of a typical dining room. */
export const defaultReservationSettings: ReservationSettings = {
  enabled: false,
  with_table: false,
  type: 1,
  max_users: 1,
  min_advance: 0,
  slot_minutes: 30,
  stay_minutes: 90,
  party_min: 1,
  party_max: 12,
  days_ahead: 30,
  guests_per_slot: null,
  cancel_cutoff_minutes: 120,
};

/** The settings with every missing field at its default; an unset party_max is max_users (SPEC §3). */
export function reservationSettingsOf(raw: Partial<ReservationSettings> | null | undefined): ReservationSettings {
  const defined = Object.fromEntries(Object.entries(raw ?? {}).filter(([, value]) => value !== undefined));
  const settings: ReservationSettings = { ...defaultReservationSettings, ...defined };
  return raw?.party_max === undefined && raw?.max_users !== undefined
    ? { ...settings, party_max: raw.max_users }
    : settings;
}

/** Whether a guest may still cancel a booking starting at `start` (epoch ms) at `now`. */
export function canGuestCancel(options: { settings: ReservationSettings; start: number; now: number }): boolean {
  return options.now <= options.start - options.settings.cancel_cutoff_minutes * 60_000;
}
