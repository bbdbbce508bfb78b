import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideBooking, reservationSlots, reservationSlotStarts } from './reservation-slots.ts';
import { blocksTable, ReservationStatus } from './reservation-status.ts';
import type { BookingSpan } from './table-fit.ts';
import { createBookingContext } from './test-factories.ts';

const times = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];
const request = fc.record({
  time: fc.constantFrom(...times),
  party: fc.integer({ min: 1, max: 6 }),
  status: fc.constantFrom(ReservationStatus.pending, ReservationStatus.accepted, ReservationStatus.cancelled),
});

/** Books each request through the decision, as the server does one at a time under the branch lock. */
function bookAll(requests: { time: string; party: number; status: BookingSpan['status'] }[]): BookingSpan[] {
  const bookings: BookingSpan[] = [];
  for (const r of requests) {
    const decision = decideBooking(createBookingContext({ bookings }), {
      date: '2026-03-03',
      time: r.time,
      party: r.party,
    });
    if (decision.ok)
      bookings.push({
        table_ids: decision.table_ids,
        start: decision.start,
        end: decision.end,
        party: r.party,
        status: r.status,
      });
  }
  return bookings;
}

describe('booking decision properties', () => {
  it('offers a slot exactly when the decision would book it', () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 25 }), fc.integer({ min: 1, max: 8 }), (requests, party) => {
        const context = createBookingContext({ bookings: bookAll(requests) });
        for (const slot of reservationSlots(context, { date: '2026-03-03', party })) {
          expect(decideBooking(context, { date: '2026-03-03', time: slot.label, party }).ok).toBe(slot.available);
        }
      }),
    );
  });

  it('offers a freed booking slot again: cancelling it makes the same request bookable', () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 25 }), fc.nat(), (requests, pick) => {
        const active = bookAll(requests).filter((booking) => blocksTable(booking.status));
        if (active.length === 0) return;
        const index = pick % active.length;
        const freed = active[index]!;
        const bookings = active.map((b, i) => (i === index ? { ...b, status: ReservationStatus.cancelled } : b));
        const context = createBookingContext({ bookings });
        const starts = reservationSlotStarts({ ...context, date: '2026-03-03', slotMinutes: 30 });
        const time = starts.find((slot) => slot.start === freed.start)?.label ?? '';
        const again = decideBooking(context, {
          date: '2026-03-03',
          time: time as string,
          party: freed.party,
        });
        expect(again.ok).toBe(true);
      }),
    );
  });
});
