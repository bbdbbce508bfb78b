import type { RestaurantWire } from '@okmenu/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The guest's appearance choice on this device; none means the business's default (`dark_mode`). */
export type Appearance = 'system' | 'light' | 'dark';

interface AppearanceStore {
  choice: Appearance | null;
  choose(choice: Appearance): void;
}

export const useAppearanceStore = create<AppearanceStore>()(
  persist((set) => ({ choice: null, choose: (choice) => set({ choice }) }), {
    name: 'okmenu-appearance',
    version: 1,
    partialize: (state) => ({ choice: state.choice }),
  }),
);

/** The dark-mode setting in force: the guest's choice over the business default. */
export function effectiveDarkMode(
  choice: Appearance | null,
  businessMode: RestaurantWire['dark_mode'],
): RestaurantWire['dark_mode'] {
  if (choice === 'light') return 'off';
  if (choice === 'dark') return 'on';
  if (choice === 'system') return 'auto';
  return businessMode;
}

/** The option to show as chosen: the guest's, else what the business default amounts to. */
export function shownAppearance(choice: Appearance | null, businessMode: RestaurantWire['dark_mode']): Appearance {
  if (choice) return choice;
  return businessMode === 'on' ? 'dark' : businessMode === 'off' ? 'light' : 'system';
}
