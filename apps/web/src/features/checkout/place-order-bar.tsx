import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useOnline } from '../../shared/network/use-online.ts';

/** The place-order button with the total, fixed above the bottom navigation on a phone. */
export function PlaceOrderBar({ pending, disabled, total }: { pending: boolean; disabled: boolean; total: string }) {
  const { t } = useTranslation();
  // Offline, the order waits for the connection (the service worker never replays a write).
  const online = useOnline();
  return (
    <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-raised/95 px-4 py-3 backdrop-blur md:static md:border-0 md:bg-transparent md:p-0">
      <div className="mx-auto max-w-xl">
        {online ? null : (
          <p className="mb-2 text-center text-sm font-medium text-ink" data-testid="offline-cannot-order">
            {t('offline.cannotOrder')}
          </p>
        )}
        <button
          type="submit"
          disabled={disabled || !online}
          aria-busy={pending || undefined}
          data-testid="place-order"
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-full bg-primary px-6 font-semibold text-on-primary transition hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <span className="flex items-center gap-2">
            {pending ? <Spinner className="size-5 border-2 border-white/30 border-t-white" /> : null}
            {pending ? t('checkout.placing') : t('checkout.placeOrder')}
          </span>
          <span className="min-w-0 text-end tabular-nums [overflow-wrap:anywhere]">{total}</span>
        </button>
      </div>
    </div>
  );
}
