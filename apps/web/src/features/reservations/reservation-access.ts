import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The bookings this device made: their id and reference `{id}-{secret}` (decision 0093), newest first. */
export const useReservationAccess = create<{
  references: { id: number; reference: string }[];
  remember(reference: string): void;
}>()(
  persist(
    (set) => ({
      references: [],
      remember(reference) {
        const id = Number(reference.split('-')[0]);
        set((state) => ({
          references: [{ id, reference }, ...state.references.filter((known) => known.id !== id)].slice(0, 50),
        }));
      },
    }),
    { name: 'okmenu-reservations', version: 1, partialize: ({ references }) => ({ references }) },
  ),
);

/** The link of a booking's page: its reference when this device knows it, else its id (signed-in guests). */
export function reservationHref(referenceId: string, reservation: { id: number }, reference?: string | null): string {
  const known = reference ?? useReservationAccess.getState().references.find((r) => r.id === reservation.id)?.reference;
  return `/${referenceId}/reservation/success/${encodeURIComponent(known ?? String(reservation.id))}`;
}
