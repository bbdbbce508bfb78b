const MS_PER_MINUTE = 60_000;

/** The pause lengths staff can choose, in minutes, or until they reopen by hand. */
export const pauseChoices = [15, 30, 60, 'until_reopened'] as const;
export type PauseChoice = (typeof pauseChoices)[number];

/** Busy settings of one branch and selling type, as staff set them. */
export interface BusySetting {
  /** Paused for new orders: until an instant, or until reopened (null); absent when not paused. */
  pausedUntil?: Date | null;
  /** Minutes added to the preparation time while busy, and until when (null: until cleared). */
  extraMinutes?: number;
  extraUntil?: Date | null;
}

/** What a guest is told before building a cart. */
export interface BusyState {
  paused: boolean;
  /** When the pause ends; null while paused until reopened or when not paused. */
  pausedUntil: Date | null;
  extraMinutes: number;
}

/** The instant a pause chosen now ends (null: until reopened). */
export function pauseEnd(choice: PauseChoice, now: Date): Date | null {
  return choice === 'until_reopened' ? null : new Date(now.getTime() + choice * MS_PER_MINUTE);
}

function inForce(until: Date | null | undefined, now: Date): boolean {
  return until === null || (until !== undefined && until.getTime() > now.getTime());
}

/** The busy state at an instant: pauses and extra minutes lapse at their end on their own. */
export function busyStateAt(setting: BusySetting | undefined, now: Date): BusyState {
  const paused = setting !== undefined && 'pausedUntil' in setting && inForce(setting.pausedUntil, now);
  const extra = setting?.extraMinutes ?? 0;
  const extraOn = extra > 0 && (setting?.extraUntil === undefined || inForce(setting.extraUntil, now));
  return {
    paused,
    pausedUntil: paused ? (setting?.pausedUntil ?? null) : null,
    extraMinutes: extraOn ? extra : 0,
  };
}

/** Why a new order is refused while busy, or null when it may be placed. */
export type BusyRefusal = { code: 'paused'; until: Date | null } | null;

/**
 * Whether a new order may be placed while a branch's selling type is busy. An order for now is refused while
 * paused. A scheduled order is accepted when its slot starts after the pause ends (the kitchen is open again by
 * then), or, when the business allows scheduled orders during a pause, for any later slot.
 */
export function busyRefusal(options: {
  state: BusyState;
  now: Date;
  scheduledFor: Date | null;
  allowScheduledWhilePaused: boolean;
}): BusyRefusal {
  const { state, now, scheduledFor } = options;
  if (!state.paused) return null;
  if (scheduledFor !== null && scheduledFor.getTime() > now.getTime()) {
    if (options.allowScheduledWhilePaused) return null;
    if (state.pausedUntil !== null && scheduledFor.getTime() >= state.pausedUntil.getTime()) return null;
  }
  return { code: 'paused', until: state.pausedUntil };
}

/** The preparation time a guest is told: the business's own plus the busy minutes. */
export function preparationMinutes(baseMinutes: number, state: BusyState): number {
  return Math.max(0, baseMinutes) + state.extraMinutes;
}
