import type { ReservationWire } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import {
  isFinalReservation,
  preOrderPaymentKey,
  refusalKey,
  statusNameOf,
  withReservationEvent,
} from './reservation-status.ts';

const booking = {
  id: 7,
  status: 0,
  status_name: 'pending',
  reject_reason: null,
  can_cancel: true,
  events: [{ id: 1, status: 0, status_name: 'pending', reason: null, at: '2026-11-24T10:00:00Z' }],
} as unknown as ReservationWire;

describe('reservation status', () => {
  it('moves a booking along with a live event, once', () => {
    const accepted = withReservationEvent(booking, {
      id: 2,
      status: 1,
      status_name: 'accepted',
      reason: null,
      at: '2026-11-24T10:05:00Z',
    });
    expect(accepted.status).toBe(1);
    expect(accepted.can_cancel).toBe(true);
    expect(withReservationEvent(accepted, accepted.events[1]!)).toBe(accepted);
  });

  it('keeps the reason of a rejection and ends cancelling', () => {
    const rejected = withReservationEvent(booking, {
      id: 3,
      status: 2,
      status_name: 'rejected',
      reason: 'Fully booked for a wedding',
      at: '2026-11-24T10:06:00Z',
    });
    expect(rejected.reject_reason).toBe('Fully booked for a wedding');
    expect(rejected.can_cancel).toBe(false);
    expect(isFinalReservation(rejected.status)).toBe(true);
  });

  it('names statuses and translates every refusal code of reserve-table', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(statusNameOf)).toEqual([
      'pending',
      'accepted',
      'rejected',
      'completed',
      'cancelled',
      'noShow',
      'awaitingPayment',
      'expired',
    ]);
    // A booking awaiting payment can still change (paid, paid at the venue, expired); an expired one cannot.
    expect([6, 7].map(isFinalReservation)).toEqual([false, true]);
    for (const code of [
      'closed_day',
      'too_far',
      'too_soon',
      'not_a_slot',
      'party_too_big',
      'party_too_small',
      'slot_full',
      'no_table',
      'reservations_closed',
      'not_orderable',
      'pre_order_not_offered',
      'invalid_reservation',
      'too_many_requests',
    ]) {
      expect(refusalKey(code)).toBe(`reservation.refusal.${code}`);
    }
    expect(refusalKey('NETWORK')).toBeNull();
  });

  it('says how a pre-order is paid: online, refunded, waiting for the gateway, or at the venue', () => {
    const order = { lines: [], total: 4, currency: 'KWD', payment_type: 1 };
    const paid = (status: string) => ({ status }) as unknown as ReservationWire['payment'];
    expect(preOrderPaymentKey({ order, payment: paid('paid') })).toBe('reservation.paidOnline');
    expect(preOrderPaymentKey({ order, payment: paid('refunded') })).toBe('reservation.refundedOnline');
    expect(preOrderPaymentKey({ order, payment: paid('awaiting') })).toBe('reservation.statusText.awaitingPayment');
    // Declined, then paid at the venue: the pre-order's payment type is cash now.
    expect(preOrderPaymentKey({ order: { ...order, payment_type: 2 }, payment: paid('declined') })).toBe(
      'reservation.payAtVenue',
    );
    expect(preOrderPaymentKey({ order: { ...order, payment_type: 2 }, payment: null })).toBe('reservation.payAtVenue');
  });
});
