const MS_PER_MINUTE = 60_000;

/** How long a venue has to accept a new order (per business). */
export interface AcceptancePolicy {
  /** Minutes after which the board escalates the order (default 5). */
  escalateAfterMinutes: number;
  /** Minutes after which the order is rejected on its own (past the escalation). */
  rejectAfterMinutes: number;
}

/** The defaults: escalate after 5 minutes, reject after 15. */
export const defaultAcceptancePolicy: AcceptancePolicy = { escalateAfterMinutes: 5, rejectAfterMinutes: 15 };

/** Where an unaccepted order stands. */
export type AcceptanceStage = 'waiting' | 'escalated' | 'expired';

/**
 * The instant from which the venue's time to accept counts. An order for now counts from when it was placed;
 * a scheduled order counts from its lead time before the slot (when the kitchen must start), never earlier
 * than it was placed.
 */
export function acceptanceClockStart(options: {
  placedAt: Date;
  scheduledFor: Date | null;
  leadMinutes: number;
}): Date {
  const { placedAt, scheduledFor } = options;
  if (scheduledFor === null) return placedAt;
  const start = scheduledFor.getTime() - Math.max(0, options.leadMinutes) * MS_PER_MINUTE;
  return new Date(Math.max(start, placedAt.getTime()));
}

/** The escalation and automatic rejection instants of an unaccepted order. */
export function acceptanceDeadlines(options: {
  placedAt: Date;
  scheduledFor: Date | null;
  leadMinutes: number;
  policy: AcceptancePolicy;
}): { escalateAt: Date; rejectAt: Date } {
  const start = acceptanceClockStart(options).getTime();
  const escalate = Math.max(0, options.policy.escalateAfterMinutes);
  const reject = Math.max(escalate, options.policy.rejectAfterMinutes);
  return {
    escalateAt: new Date(start + escalate * MS_PER_MINUTE),
    rejectAt: new Date(start + reject * MS_PER_MINUTE),
  };
}

/** The stage of an unaccepted order at an instant. */
export function acceptanceStage(deadlines: { escalateAt: Date; rejectAt: Date }, now: Date): AcceptanceStage {
  if (now.getTime() >= deadlines.rejectAt.getTime()) return 'expired';
  if (now.getTime() >= deadlines.escalateAt.getTime()) return 'escalated';
  return 'waiting';
}
