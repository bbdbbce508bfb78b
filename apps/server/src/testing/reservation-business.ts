import type { BusinessFileInput } from '@okmenu/contract';
import { createPricingBusiness } from './pricing-business.ts';

const evenings = Array.from({ length: 7 }, (_, weekday) => ({
  closed: weekday === 0,
  shifts: [{ time_from: '18:00', time_to: '22:00' }],
}));

/** Tuesday 2026-03-03, 12:00 in Kuwait: the clock of the reservation tests. */
export const reservationNow = new Date('2026-03-03T09:00:00Z');

/**
 * The pricing bistro taking bookings at branch 2 (evenings 18:00-22:00, closed Mondays), type 2 (with a pre-order):
 * a table for four on the terrace and a table for two; parties of 1-8, 90-minute stays, 10 guests per slot, 14 days
 * ahead, a 60-minute lead and a 120-minute cancellation cutoff. Item 206 is sold only for reservations.
 */
export function createReservationBusiness(
  options: {
    tables?: BusinessFileInput['tables'];
    reservation?: Record<string, unknown>;
    /** Other business settings (online payment, decision 0105). */
    business?: Record<string, unknown>;
  } = {},
): BusinessFileInput {
  const base = createPricingBusiness();
  return {
    ...base,
    business: {
      ...base.business,
      payment_methods: [2, 3],
      reservation: {
        enabled: true,
        with_table: true,
        type: 2,
        max_users: 8,
        min_advance: 60,
        slot_minutes: 30,
        stay_minutes: 90,
        days_ahead: 14,
        guests_per_slot: 10,
        cancel_cutoff_minutes: 120,
        ...options.reservation,
      },
      ...options.business,
    } as BusinessFileInput['business'],
    branches: base.branches?.map((branch) =>
      branch.id === 2 ? { ...branch, shifts: { ...branch.shifts, reservation: evenings } } : branch,
    ),
    items: [
      ...(base.items ?? []),
      {
        id: 206,
        category_id: 10,
        name: { en: 'Family feast' },
        types: { reservation: true },
        price_labels: [{ id: 2060, price: 20 }],
      },
    ],
    tables: options.tables ?? [
      { id: 21, branch_id: 2, name: { en: 'Terrace' }, seats: 4, min_seats: 2, area: 'terrace' },
      { id: 22, branch_id: 2, name: { en: 'Window' }, seats: 2 },
    ],
  };
}

/** A reserve-table body for tonight at 19:00, party of two. */
export function createReserveBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    branch_id: 2,
    date: '2026-03-03',
    time: '19:00',
    party_size: 2,
    name: 'Sara Ali',
    phone: '50001234',
    dial_code: '+965',
    ...overrides,
  };
}
