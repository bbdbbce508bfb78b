import type { NotifyChannel } from '@okmenu/contract';
import { useNotificationConsentStore } from '../../entities/customer/notification-consent.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { CardSection } from '../../shared/ui/card.tsx';
import { notifyChannelOf, useNotifyChoiceStore } from './notify-choice.ts';

/** The channel the order asks for, read when the order is sent (see `NotifyOptIn`). */
export function chosenNotifyChannel(available: readonly NotifyChannel[]): NotifyChannel | null {
  const { orderUpdates } = useNotificationConsentStore.getState();
  return notifyChannelOf({ picked: useNotifyChoiceStore.getState().channel, available, orderUpdates });
}

/**
 * Checkout's opt-in to hear back about the order's status by SMS or WhatsApp (issue 17): only the channels
 * the server can send on, "no messages" by default; hidden when the guest turned order updates off.
 */
export function NotifyOptIn({ id, channels }: { id: string; channels: readonly NotifyChannel[] }) {
  const { t } = useTranslation();
  const orderUpdates = useNotificationConsentStore((state) => state.orderUpdates);
  const picked = useNotifyChoiceStore((state) => state.channel);
  const set = useNotifyChoiceStore((state) => state.set);
  if (channels.length === 0 || !orderUpdates) return null;
  const value = notifyChannelOf({ picked, available: channels, orderUpdates });
  const options: (NotifyChannel | null)[] = [null, ...channels];
  return (
    <CardSection id={id} title={t('checkout.notify.title')}>
      <fieldset data-testid="notify-opt-in">
        <legend className="mb-2 text-sm text-ink-muted">{t('checkout.notify.hint')}</legend>
        <div className="grid gap-2">
          {options.map((channel) => (
            <label
              key={channel ?? 'none'}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 ring-line has-[:checked]:bg-primary/5 has-[:checked]:ring-2 has-[:checked]:ring-primary dark:has-[:checked]:bg-white/5"
            >
              <input
                type="radio"
                name="notify"
                value={channel ?? 'none'}
                checked={value === channel}
                onChange={() => set(channel)}
                className="size-4 accent-[var(--color-primary)]"
              />
              <span className="text-ink">{t(`checkout.notify.${channel ?? 'none'}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </CardSection>
  );
}
