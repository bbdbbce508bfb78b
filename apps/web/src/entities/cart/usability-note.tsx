import { useTranslation } from '../../shared/i18n/use-translation.ts';
import type { CartUsability } from './cart-usable.ts';
import { formatLocalTime } from '../../shared/i18n/format-time.ts';

/** Says whether the cart can be ordered now, and if not, why (SPEC §4). Nothing when it is open for now. */
export function UsabilityNote({ usability, timeZone }: { usability: CartUsability; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const opens = usability.opensAt ? formatLocalTime(usability.opensAt, { locale: i18n.language, timeZone }) : null;
  let text: string | null = null;
  let tone: 'warn' | 'info' = 'warn';
  if (usability.block === 'dinein_cart_off') text = t('cart.usable.dineInOff');
  else if (usability.block === 'type_disabled') text = t('cart.usable.typeDisabled');
  else if (usability.block === 'closed')
    text = opens ? t('cart.usable.closedOpens', { time: opens }) : t('cart.usable.closed');
  else if (usability.scheduledOnly) {
    text = t('cart.usable.scheduledOnly');
    tone = 'info';
  } else if (!usability.open) {
    text = opens ? t('cart.usable.laterOnlyOpens', { time: opens }) : t('cart.usable.laterOnly');
    tone = 'info';
  }
  if (!text) return null;
  return (
    <p
      role={tone === 'warn' ? 'alert' : 'status'}
      data-testid="cart-usability"
      className={`rounded-2xl px-4 py-3 text-sm ring-1 ${
        tone === 'warn'
          ? 'bg-amber-500/10 text-amber-900 ring-amber-500/30 dark:text-amber-200'
          : 'bg-primary/5 text-ink ring-line dark:bg-white/5'
      }`}
    >
      {text}
    </p>
  );
}
