import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * What the guest chose on the booking page, kept for the tab (sessionStorage) so that a type-2 booking survives the
 * trip to the reservation menu and cart and back. The contact (name, phone) is the cart's, shared with checkout.
 */
export interface ReservationDraft {
  referenceId: string;
  date: string | null;
  time: string | null;
  partySize: number;
  area: string | null;
  note: string;
  /** The Idempotency-Key of this booking attempt, kept until a booking succeeds. */
  key: string | null;
}

interface DraftStore extends ReservationDraft {
  update(patch: Partial<ReservationDraft>): void;
  /** Starts over for another business (or after a booking). */
  reset(referenceId: string): void;
  ensureKey(): string;
}

const empty = (referenceId: string): ReservationDraft => ({
  referenceId,
  date: null,
  time: null,
  partySize: 2,
  area: null,
  note: '',
  key: null,
});

export const useReservationDraft = create<DraftStore>()(
  persist(
    (set, get) => ({
      ...empty(''),
      update: (patch) => set(patch),
      reset: (referenceId) => set(empty(referenceId)),
      ensureKey() {
        const existing = get().key;
        if (existing) return existing;
        const key = crypto.randomUUID();
        set({ key });
        return key;
      },
    }),
    {
      name: 'okmenu-reservation-draft',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ update: _u, reset: _r, ensureKey: _e, ...draft }) => draft,
    },
  ),
);
