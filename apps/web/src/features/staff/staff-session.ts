import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** What a staff device remembers (localStorage `okmenu-staff`): its token and whether it wants sound. */
interface StaffSession {
  token: string | null;
  soundWanted: boolean;
  /** Why the device was signed out, shown once on the sign-in page (not persisted). */
  notice: 'expired' | null;
  signIn(token: string): void;
  signOut(notice?: 'expired'): void;
  setSoundWanted(on: boolean): void;
}

export const useStaffSession = create<StaffSession>()(
  persist(
    (set) => ({
      token: null,
      soundWanted: false,
      notice: null,
      signIn: (token) => set({ token, notice: null }),
      signOut: (notice) => set({ token: null, notice: notice ?? null }),
      setSoundWanted: (soundWanted) => set({ soundWanted }),
    }),
    { name: 'okmenu-staff', version: 1, partialize: ({ token, soundWanted }) => ({ token, soundWanted }) },
  ),
);
