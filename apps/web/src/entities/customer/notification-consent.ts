import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/**
 * What the guest allows the venue to send (settings → notifications), kept on this device as
 * `okmenu-notifications`. Checkout reads it with `notificationConsent()` when it sends an order.
 */
export interface NotificationConsent {
  /** Messages about an order's status. */
  orderUpdates: boolean;
  /** Occasional offers and news from the venue. */
  offers: boolean;
}

interface ConsentStore extends NotificationConsent {
  set(patch: Partial<NotificationConsent>): void;
}

export const useNotificationConsentStore = create<ConsentStore>()(
  persist(
    (set) => ({
      orderUpdates: true,
      offers: false,
      set: (patch) => set(patch),
    }),
    {
      name: 'okmenu-notifications',
      version: 1,
      partialize: (state): NotificationConsent => ({ orderUpdates: state.orderUpdates, offers: state.offers }),
    },
  ),
);

export function notificationConsent(): NotificationConsent {
  const { orderUpdates, offers } = useNotificationConsentStore.getState();
  return { orderUpdates, offers };
}
