/**
 * A zone's UTC offsets over a stretch of time, worked out where the time-zone data is already loaded (the
 * server) and handed to the browser with the page (decision 0121). A phone's first `Intl` call with a time zone
 * loads ICU's data: 60-80 ms at 4x CPU, the longest task of a menu's start-up. With the spans known, the menu
 * works out "now" without it.
 */

/** `[from, until, offset]`: from `from` (inclusive) to `until` (exclusive), in epoch ms, the offset in minutes. */
export type OffsetSpan = readonly [from: number, until: number, offsetMinutes: number];

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/** The widest real offsets are -12:00 and +14:00; anything outside is not an offset. */
const MAX_OFFSET_MINUTES = 18 * 60;

const known = new Map<string, readonly OffsetSpan[]>();

/** Whether `value` is a list of well-formed spans (what a page carries is checked before it is trusted). */
export function isOffsetSpans(value: unknown): value is OffsetSpan[] {
  return (
    Array.isArray(value) &&
    value.length <= 64 &&
    value.every(
      (span) =>
        Array.isArray(span) &&
        span.length === 3 &&
        span.every((part) => typeof part === 'number' && Number.isFinite(part)) &&
        (span[0] as number) < (span[1] as number) &&
        Number.isInteger(span[2]) &&
        Math.abs(span[2] as number) <= MAX_OFFSET_MINUTES,
    )
  );
}

/** Remembers a zone's spans; instants they cover are answered without `Intl` (`knownZoneOffset`). */
export function knowZoneOffsets(timeZone: string, spans: unknown): void {
  if (isOffsetSpans(spans)) known.set(timeZone, [...spans]);
}

/** Forgets every remembered zone (tests). */
export function forgetZoneOffsets(): void {
  known.clear();
}

/** The remembered offset of a zone at an instant, or undefined when no span covers it. */
export function knownZoneOffset(timeZone: string, instantMs: number): number | undefined {
  const spans = known.get(timeZone);
  if (!spans) return undefined;
  for (const [from, until, offset] of spans) if (instantMs >= from && instantMs < until) return offset;
  return undefined;
}

/**
 * The spans of a zone from `fromMs` to `untilMs`, each change found to the minute. `offsetAt` is the zone's
 * offset at an instant (the server's `Intl`). Zones change offset weeks apart, so a daily step finds every
 * change; a change inside a day is then narrowed by halving.
 */
export function zoneOffsetSpans(
  offsetAt: (instantMs: number) => number,
  fromMs: number,
  untilMs: number,
): OffsetSpan[] {
  const spans: OffsetSpan[] = [];
  let start = fromMs;
  let offset = offsetAt(fromMs);
  for (let day = fromMs + MS_PER_DAY; start < untilMs; day += MS_PER_DAY) {
    const at = Math.min(day, untilMs);
    const next = offsetAt(at);
    if (next === offset) {
      if (at === untilMs) break;
      continue;
    }
    // The change lies in (at - 1 day, at]: narrow it to the minute it happens.
    let low = at - MS_PER_DAY;
    let high = at;
    while (high - low > MS_PER_MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
      if (offsetAt(middle) === offset) low = middle;
      else high = middle;
    }
    spans.push([start, high, offset]);
    start = high;
    offset = offsetAt(high);
  }
  spans.push([start, untilMs, offset]);
  return spans;
}
