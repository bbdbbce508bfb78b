import type { NotifyChannel } from '@okmenu/contract';
import { create } from 'zustand';

/** What the guest picked at checkout to hear status changes on (issue 17); off unless they choose. */
export const useNotifyChoiceStore = create<{
  channel: NotifyChannel | null;
  set(channel: NotifyChannel | null): void;
}>()((set) => ({ channel: null, set: (channel) => set({ channel }) }));

/**
 * The channel an order asks for: the guest's pick, only when the server can send on it and the guest has
 * not turned order updates off in settings (null otherwise: no messages).
 */
export function notifyChannelOf(options: {
  picked: NotifyChannel | null;
  available: readonly NotifyChannel[];
  orderUpdates: boolean;
}): NotifyChannel | null {
  if (!options.orderUpdates || options.picked === null) return null;
  return options.available.includes(options.picked) ? options.picked : null;
}
