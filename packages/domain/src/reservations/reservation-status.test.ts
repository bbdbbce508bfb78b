import { describe, expect, it } from 'vitest';
import { blocksTable, canMoveReservation, ReservationStatus, reservationStatusName } from './reservation-status.ts';

const all = Object.values(ReservationStatus);

describe('the reservation state machine', () => {
  it('lets staff accept or reject a pending booking and the guest cancel it', () => {
    for (const to of [ReservationStatus.accepted, ReservationStatus.rejected, ReservationStatus.cancelled]) {
      expect(canMoveReservation(ReservationStatus.pending, to)).toBe(true);
    }
    expect(canMoveReservation(ReservationStatus.pending, ReservationStatus.completed)).toBe(false);
    expect(canMoveReservation(ReservationStatus.pending, ReservationStatus.no_show)).toBe(false);
  });

  it('ends an accepted booking as completed, no-show or cancelled', () => {
    expect(canMoveReservation(ReservationStatus.accepted, ReservationStatus.completed)).toBe(true);
    expect(canMoveReservation(ReservationStatus.accepted, ReservationStatus.no_show)).toBe(true);
    expect(canMoveReservation(ReservationStatus.accepted, ReservationStatus.cancelled)).toBe(true);
    expect(canMoveReservation(ReservationStatus.accepted, ReservationStatus.rejected)).toBe(false);
  });

  it('confirms a booking awaiting payment as pending, or lets it expire; staff moves are not among its next', () => {
    const from = ReservationStatus.awaiting_payment;
    expect(all.filter((to) => canMoveReservation(from, to)).map(reservationStatusName)).toEqual(['pending', 'expired']);
  });

  it('never leaves rejected, completed, cancelled, no-show or expired', () => {
    for (const from of [2, 3, 4, 5, 7] as const) {
      for (const to of all) expect(canMoveReservation(from, to)).toBe(false);
    }
  });

  it('lets only pending, accepted and awaiting-payment bookings hold a table', () => {
    expect(all.filter(blocksTable).map(reservationStatusName)).toEqual(['pending', 'accepted', 'awaiting_payment']);
  });
});
