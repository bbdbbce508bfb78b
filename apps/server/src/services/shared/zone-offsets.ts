import { knowZoneOffsets, zoneOffsetMinutes, zoneOffsetSpans } from '@okmenu/domain';

const MS_PER_DAY = 86_400_000;
/** How far back and ahead of today the kept spans reach: a scheduled order's slots lie up to a week ahead. */
const backDays = 2;
const aheadDays = 10;
/** The spans are worked out again once fewer than this many days of them are left ahead of now. */
const refreshWhenDaysLeft = 8;

/**
 * The UTC offsets of the zones orders are priced in, kept as the domain's offset spans (decision 0121's
 * `knowZoneOffsets`), so `zoneOffsetMinutes` answers them without an `Intl` format call: two or more of those
 * per order, each a few microseconds and a string to parse (decision 0122). The spans are worked out with
 * `Intl` itself, once per zone about every two days, to the minute of each change; instants outside them
 * (further ahead than a week and a bit) still ask `Intl`.
 */
export class ZoneOffsets {
  /** Until when each zone's spans reach (epoch ms). */
  private readonly reach = new Map<string, number>();

  /** Makes sure the zone's offsets around `nowMs` are known; an unknown zone is left to fail where it is used. */
  keep(timeZone: string, nowMs: number): void {
    const until = this.reach.get(timeZone);
    const windowMs = (backDays + aheadDays) * MS_PER_DAY;
    // Kept spans serve while now is inside them with a week and a day ahead (a clock moved back starts over).
    if (until !== undefined && nowMs >= until - windowMs && nowMs < until - refreshWhenDaysLeft * MS_PER_DAY) return;
    const from = Math.floor(nowMs / MS_PER_DAY) * MS_PER_DAY - backDays * MS_PER_DAY;
    const to = from + windowMs;
    let spans;
    try {
      spans = zoneOffsetSpans((at) => zoneOffsetMinutes(timeZone, at), from, to);
    } catch {
      return;
    }
    knowZoneOffsets(timeZone, spans);
    this.reach.set(timeZone, to);
  }
}

/** The process's one keeper: the spans it makes known are the domain's, which are the process's too. */
export const zoneOffsets = new ZoneOffsets();
