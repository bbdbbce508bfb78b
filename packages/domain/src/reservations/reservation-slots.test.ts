import { describe, expect, it } from 'vitest';
import { canGuestCancel, reservationSettingsOf } from './reservation-settings.ts';
import { decideBooking, reservationSlots, reservationSlotStarts } from './reservation-slots.ts';
import { ReservationStatus } from './reservation-status.ts';
import { createBookingContext, eveningsClosedMonday } from './test-factories.ts';

const at = (iso: string) => Date.parse(iso);
const tonight = { date: '2026-03-03', time: '19:00', party: 4 };

describe('reservation slot starts', () => {
  it('lays slots every slot interval from the shift start, the last one before the shift ends', () => {
    const starts = reservationSlotStarts({
      date: '2026-03-03',
      schedule: eveningsClosedMonday,
      timeZone: 'Asia/Kuwait',
      slotMinutes: 30,
    });
    expect(starts.map((slot) => slot.label)).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
    expect(starts[0]?.start).toBe(at('2026-03-03T15:00:00Z'));
  });

  it('has none on a closed day', () => {
    const starts = reservationSlotStarts({
      date: '2026-03-02',
      schedule: eveningsClosedMonday,
      timeZone: 'Asia/Kuwait',
      slotMinutes: 30,
    });
    expect(starts).toEqual([]);
  });
});

describe('deciding a booking', () => {
  it('takes the smallest table that fits for the whole stay', () => {
    expect(decideBooking(createBookingContext(), tonight)).toEqual({
      ok: true,
      start: at('2026-03-03T16:00:00Z'),
      end: at('2026-03-03T17:30:00Z'),
      table_ids: [1],
    });
  });

  it('prefers a table in the asked area where the business books with_table, and ignores it otherwise', () => {
    const context = createBookingContext();
    const withTable = { ...context, settings: { ...context.settings, with_table: true } };
    expect(decideBooking(withTable, { ...tonight, area: 'terrace' })).toMatchObject({ ok: true, table_ids: [2] });
    expect(decideBooking(context, { ...tonight, area: 'terrace' })).toMatchObject({ ok: true, table_ids: [1] });
  });

  it('joins tables of one join group when no single table seats the party', () => {
    const context = createBookingContext();
    const busy = [1, 2].map((id) => ({
      table_ids: [id],
      start: at('2026-03-03T15:30:00Z'),
      end: at('2026-03-03T17:00:00Z'),
      party: 4,
      status: ReservationStatus.accepted,
    }));
    expect(decideBooking({ ...context, bookings: busy }, tonight)).toMatchObject({ ok: true, table_ids: [3, 4] });
  });

  it('refuses a closed day, a time off the slots, too soon and too far', () => {
    const context = createBookingContext();
    expect(decideBooking(context, { ...tonight, date: '2026-03-09' })).toEqual({ ok: false, refusal: 'closed_day' });
    expect(decideBooking(context, { ...tonight, time: '19:10' })).toEqual({ ok: false, refusal: 'not_a_slot' });
    const soon = { ...context.settings, min_advance: 600 };
    expect(decideBooking({ ...context, settings: soon }, tonight)).toEqual({ ok: false, refusal: 'too_soon' });
    expect(decideBooking(context, { ...tonight, date: '2026-04-07' })).toEqual({ ok: false, refusal: 'too_far' });
  });

  it('refuses a party outside the size limits and when reservations are off', () => {
    const context = createBookingContext();
    expect(decideBooking(context, { ...tonight, party: 13 })).toEqual({ ok: false, refusal: 'party_too_big' });
    expect(decideBooking(context, { ...tonight, party: 0 })).toEqual({ ok: false, refusal: 'party_too_small' });
    const off = { ...context.settings, enabled: false };
    expect(decideBooking({ ...context, settings: off }, tonight)).toEqual({
      ok: false,
      refusal: 'reservations_closed',
    });
  });

  it('refuses a slot whose arriving guests would pass the cap, counting only active bookings', () => {
    const context = createBookingContext({ settings: { ...createBookingContext().settings, guests_per_slot: 6 } });
    const arriving = (status: 0 | 1 | 2 | 3 | 4 | 5) => ({
      table_ids: [2],
      start: at('2026-03-03T16:00:00Z'),
      end: at('2026-03-03T17:30:00Z'),
      party: 4,
      status,
    });
    expect(decideBooking({ ...context, bookings: [arriving(1)] }, tonight)).toEqual({
      ok: false,
      refusal: 'slot_full',
    });
    expect(decideBooking({ ...context, bookings: [arriving(4)] }, tonight)).toMatchObject({ ok: true });
  });

  it('refuses when every table overlaps the stay, and frees a table whose booking ends as the stay starts', () => {
    const context = createBookingContext({ tables: [createBookingContext().tables[0]!] });
    const booking = (start: string, end: string) => ({
      table_ids: [1],
      start: at(start),
      end: at(end),
      party: 2,
      status: ReservationStatus.pending,
    });
    const overlapping = [booking('2026-03-03T17:00:00Z', '2026-03-03T18:30:00Z')];
    expect(decideBooking({ ...context, bookings: overlapping }, tonight)).toEqual({ ok: false, refusal: 'no_table' });
    const before = [booking('2026-03-03T14:30:00Z', '2026-03-03T16:00:00Z')];
    expect(decideBooking({ ...context, bookings: before }, tonight)).toMatchObject({ ok: true, table_ids: [1] });
  });
});

describe('offered slots', () => {
  it('offers the slots of a date past the lead time, each marked as the booking decision would', () => {
    const context = createBookingContext({ now: at('2026-03-03T16:10:00Z') });
    const slots = reservationSlots(context, { date: '2026-03-03', party: 2 });
    expect(slots.map((slot) => slot.label)).toEqual(['19:30', '20:00', '20:30', '21:00', '21:30']);
    for (const slot of slots) {
      expect(decideBooking(context, { date: '2026-03-03', time: slot.label, party: 2 }).ok).toBe(slot.available);
    }
  });
});

describe('reservation settings', () => {
  it('takes the largest party from max_users unless party_max is set', () => {
    expect(reservationSettingsOf({ max_users: 8 }).party_max).toBe(8);
    expect(reservationSettingsOf({ max_users: 8, party_max: 6 }).party_max).toBe(6);
    expect(reservationSettingsOf(null)).toMatchObject({ max_users: 1, type: 1, enabled: false });
  });
});

describe('guest cancellation', () => {
  it('is allowed until the cutoff before the booking starts', () => {
    const settings = createBookingContext().settings;
    const start = at('2026-03-03T16:00:00Z');
    expect(canGuestCancel({ settings, start, now: at('2026-03-03T14:00:00Z') })).toBe(true);
    expect(canGuestCancel({ settings, start, now: at('2026-03-03T14:00:01Z') })).toBe(false);
  });
});
