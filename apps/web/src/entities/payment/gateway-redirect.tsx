import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';

/** Sends the browser to the gateway's payment page (a full navigation: the gateway brings the guest back). */
export function goToGateway(url: string): void {
  window.location.assign(url);
}

/** Covers the page while the browser leaves for the payment page, so nothing can be clicked twice. */
export function GatewayRedirect({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-surface/95 px-6 backdrop-blur-sm"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="gateway-redirect-title"
      data-testid="gateway-redirect"
    >
      <div className="flex max-w-sm flex-col items-center text-center">
        <Spinner className="size-10" />
        <p id="gateway-redirect-title" className="mt-4 text-lg font-semibold text-ink">
          {message ?? t('payments.redirecting')}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{t('payments.redirectingHint')}</p>
      </div>
    </div>
  );
}
