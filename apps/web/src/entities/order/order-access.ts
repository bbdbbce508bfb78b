import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** What lets this device read an order again: its id and per-order secret (decision 0005). */
export interface OrderAccess {
  id: number;
  secret: string;
  referenceId: string;
  /** When this device learned of the order (ISO). */
  savedAt: string;
}

interface OrderAccessStore {
  orders: OrderAccess[];
  remember(access: Omit<OrderAccess, 'savedAt'>, now?: Date): void;
}

/** At most this many orders are remembered per device; the oldest go first. */
const maxRemembered = 50;

/** The orders this device may read (localStorage `okmenu-orders`), newest first. */
export const useOrderAccess = create<OrderAccessStore>()(
  persist(
    (set) => ({
      orders: [],
      remember(access, now = new Date()) {
        set((state) => ({
          orders: [
            { ...access, savedAt: now.toISOString() },
            ...state.orders.filter((order) => order.id !== access.id),
          ].slice(0, maxRemembered),
        }));
      },
    }),
    { name: 'okmenu-orders', version: 1, partialize: ({ orders }) => ({ orders }) },
  ),
);

/** The secret of an order this device knows, or null. */
export function secretOf(orderId: number): string | null {
  return useOrderAccess.getState().orders.find((order) => order.id === orderId)?.secret ?? null;
}

/** The link to an order's page that also works on another device: the secret rides along as `?key=`. */
export function orderHref(referenceId: string, access: { id: number; secret: string }): string {
  return `/${referenceId}/order/${access.id}?key=${encodeURIComponent(access.secret)}`;
}
