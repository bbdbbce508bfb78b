import type { ReservationWire } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { upsertReservation } from './reservation-calls.ts';
import { groupByDate, movesOf } from './staff-reservations-page.tsx';

const at = (id: number, date: string, time: string) =>
  ({ id, date, time, start: `${date}T${time}:00+03:00` }) as unknown as ReservationWire;

describe('the staff reservations board', () => {
  it('groups bookings by date, each day by time', () => {
    const groups = groupByDate([
      at(1, '2026-11-26', '19:00'),
      at(2, '2026-11-25', '20:00'),
      at(3, '2026-11-25', '12:30'),
    ]);
    expect(groups.map(([date, items]) => [date, items.map((item) => item.id)])).toEqual([
      ['2026-11-25', [3, 2]],
      ['2026-11-26', [1]],
    ]);
  });

  it('offers only the moves of the state machine', () => {
    expect(movesOf(0)).toEqual(['accept', 'reject', 'cancel']);
    expect(movesOf(1)).toEqual(['completed', 'noShow', 'cancel']);
    for (const final of [2, 3, 4, 5]) expect(movesOf(final)).toEqual([]);
  });

  it('replaces a changed booking in place, in time order', () => {
    const list = upsertReservation([at(1, '2026-11-25', '19:00')], at(2, '2026-11-25', '12:00'));
    expect(list.map((item) => item.id)).toEqual([2, 1]);
    const moved = upsertReservation(list, { ...at(1, '2026-11-25', '19:00'), status: 1 } as ReservationWire);
    expect(moved).toHaveLength(2);
    expect(moved.find((item) => item.id === 1)?.status).toBe(1);
  });
});
