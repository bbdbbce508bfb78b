import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksTable, ReservationStatus } from './reservation-status.ts';
import type { ReservationStatusCode } from './reservation-status.ts';
import type { BookingSpan } from './table-fit.ts';
import { fitTables, staysOverlap } from './table-fit.ts';
import { createBookingContext } from './test-factories.ts';

const { tables } = createBookingContext();
const QUARTER = 15 * 60_000;
const request = fc.record({
  start: fc.integer({ min: 0, max: 40 }).map((q) => q * QUARTER),
  quarters: fc.integer({ min: 1, max: 12 }),
  party: fc.integer({ min: 1, max: 6 }),
  area: fc.constantFrom(null, 'hall', 'terrace'),
  status: fc.constantFrom<ReservationStatusCode>(...Object.values(ReservationStatus)),
});

type Request = typeof request extends fc.Arbitrary<infer T> ? T : never;

/** Books each request that fits, the way the server does under its branch lock; later requests see earlier ones. */
function bookAll(requests: Request[]): BookingSpan[] {
  const bookings: BookingSpan[] = [];
  for (const r of requests) {
    const stay = { start: r.start, end: r.start + r.quarters * QUARTER };
    const tableIds = fitTables({ tables, bookings, stay, party: r.party, area: r.area });
    if (tableIds) bookings.push({ table_ids: tableIds, ...stay, party: r.party, status: r.status });
  }
  return bookings;
}

describe('table fitting properties', () => {
  it('never lets two active bookings of one table overlap', () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 40 }), (requests) => {
        const active = bookAll(requests).filter((booking) => blocksTable(booking.status));
        for (const [i, a] of active.entries()) {
          for (const b of active.slice(i + 1)) {
            const shared = a.table_ids.some((id) => b.table_ids.includes(id));
            expect(shared && staysOverlap(a, b)).toBe(false);
          }
        }
      }),
    );
  });

  it('seats every party it books: the tables hold at least the party', () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 30 }), (requests) => {
        for (const booking of bookAll(requests)) {
          const seats = booking.table_ids.reduce((sum, id) => sum + (tables.find((t) => t.id === id)?.seats ?? 0), 0);
          expect(seats).toBeGreaterThanOrEqual(booking.party);
        }
      }),
    );
  });

  it('offers a freed table again: once a booking is cancelled, the same request fits again', () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 30 }), fc.nat(), (requests, pick) => {
        const bookings = bookAll(requests).filter((booking) => blocksTable(booking.status));
        if (bookings.length === 0) return;
        const index = pick % bookings.length;
        const freed = bookings[index]!;
        const others = bookings.map((b, i) => (i === index ? { ...b, status: ReservationStatus.cancelled } : b));
        const again = fitTables({ tables, bookings: others, stay: freed, party: freed.party });
        expect(again).not.toBeNull();
      }),
    );
  });
});
