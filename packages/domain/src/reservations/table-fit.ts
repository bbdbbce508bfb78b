import { blocksTable } from './reservation-status.ts';
import type { ReservationStatusCode } from './reservation-status.ts';

/** A table of a branch: it seats `min_seats`..`seats` guests; tables of one `join_group` can be pushed together. */
export interface ReservationTable {
  id: number;
  seats: number;
  min_seats: number;
  /** The area a guest may prefer, e.g. "terrace". */
  area: string | null;
  join_group: string | null;
}

/** A booking as availability sees it: its tables, its stay as epoch ms [start, end), its party and status. */
export interface BookingSpan {
  table_ids: readonly number[];
  start: number;
  end: number;
  party: number;
  status: ReservationStatusCode;
}

/** True interval overlap of half-open stays: one ending exactly when the other starts does not overlap. */
export function staysOverlap(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The ids of tables held during a stay by bookings that block (pending or accepted). */
export function busyTables(bookings: readonly BookingSpan[], stay: { start: number; end: number }): Set<number> {
  const busy = new Set<number>();
  for (const booking of bookings) {
    if (blocksTable(booking.status) && staysOverlap(booking, stay)) booking.table_ids.forEach((id) => busy.add(id));
  }
  return busy;
}

const byFit = (a: ReservationTable, b: ReservationTable) => a.seats - b.seats || a.id - b.id;

/**
 * The tables that seat a party during a stay: the smallest free single table that fits, else the fewest free tables
 * of one join group (largest first) whose seats add up to the party. A preferred area is tried first, then any.
 * Null when nothing fits.
 */
export function fitTables(options: {
  tables: readonly ReservationTable[];
  bookings: readonly BookingSpan[];
  stay: { start: number; end: number };
  party: number;
  area?: string | null;
}): number[] | null {
  const busy = busyTables(options.bookings, options.stay);
  const free = options.tables.filter((table) => !busy.has(table.id));
  const preferred = options.area ? free.filter((table) => table.area === options.area) : [];
  for (const candidates of preferred.length > 0 ? [preferred, free] : [free]) {
    const found = fitAmong(candidates, options.party);
    if (found) return found;
  }
  return null;
}

function fitAmong(free: readonly ReservationTable[], party: number): number[] | null {
  const single = [...free].sort(byFit).find((table) => table.min_seats <= party && party <= table.seats);
  if (single) return [single.id];
  const groups = new Map<string, ReservationTable[]>();
  for (const table of free) {
    if (table.join_group) groups.set(table.join_group, [...(groups.get(table.join_group) ?? []), table]);
  }
  let best: number[] | null = null;
  for (const group of [...groups.keys()].sort()) {
    const chosen: ReservationTable[] = [];
    let seats = 0;
    for (const table of [...(groups.get(group) ?? [])].sort((a, b) => byFit(b, a))) {
      if (seats >= party) break;
      chosen.push(table);
      seats += table.seats;
    }
    if (seats >= party && chosen.length > 1 && (best === null || chosen.length < best.length)) {
      best = chosen.map((table) => table.id).sort((a, b) => a - b);
    }
  }
  return best;
}
