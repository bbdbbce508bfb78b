import type { OnlineMethod } from '@okmenu/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { GatewayRedirect, goToGateway } from '../../entities/payment/gateway-redirect.tsx';
import { MethodPicker } from '../../entities/payment/method-picker.tsx';
import { browserCanApplePay, usableOnlineMethods } from '../../entities/payment/online-methods.ts';
import { buyWalletPackage, usePaymentMethods } from '../../entities/payment/payment-api.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';
import { buttonClass } from '../../shared/ui/control-styles.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Buying a wallet package online (issue 13): the method, then the gateway's page; the wallet is credited on the
 * confirmed payment and the guest comes back to the wallet history. One key per visit of this page, so a double
 * click or a retry after the gateway did not answer never makes a second charge. `fallback` shows when the venue
 * takes no online payment.
 */
export function WalletBuy({
  referenceId,
  packageId,
  price,
  fallback,
}: {
  referenceId: string;
  packageId: number;
  price: string;
  fallback: ReactNode;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const methodsQuery = usePaymentMethods(referenceId);
  const [applePay] = useState(browserCanApplePay);
  const methods = usableOnlineMethods(methodsQuery.data, applePay);
  const [picked, setPicked] = useState<OnlineMethod | null>(null);
  const method = picked && methods.includes(picked) ? picked : (methods[0] ?? null);
  const key = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const mutation = useMutation({
    mutationFn: async (chosen: OnlineMethod) => {
      key.current ??= crypto.randomUUID();
      const input = { packageId, method: chosen, idempotencyKey: key.current };
      let answer = await buyWalletPackage(input);
      // Another tab is creating this purchase's charge: ask again with the same key until the link is there.
      for (
        let tries = 0;
        tries < 10 && answer.payment.status === 'awaiting' && !answer.payment.redirect_url && !answer.payment.error;
        tries++
      ) {
        await wait(1_000);
        answer = await buyWalletPackage(input);
      }
      return answer;
    },
  });

  if (methodsQuery.isPending) {
    return (
      <Card as="section" look="account" className="grid place-items-center">
        <Spinner />
      </Card>
    );
  }
  if (methods.length === 0 || !method) return <>{fallback}</>;
  if (redirecting) return <GatewayRedirect />;

  const buy = async () => {
    if (mutation.isPending) return;
    setError(null);
    try {
      const { payment } = await mutation.mutateAsync(method);
      if (payment.redirect_url && payment.status === 'awaiting') {
        setRedirecting(true);
        goToGateway(payment.redirect_url);
        return;
      }
      if (payment.error?.code === 'gateway_refused') key.current = null;
      if (payment.status !== 'awaiting' && !payment.error) key.current = null;
      setError(
        t(payment.error?.code === 'gateway_refused' ? 'payments.errors.refused' : 'payments.errors.unavailable'),
      );
    } catch (failure) {
      if (isApiError(failure) && failure.status === 0) setError(t('checkout.errors.network'));
      else {
        key.current = null;
        setError(isApiError(failure) && failure.message ? failure.message : t('checkout.errors.generic'));
      }
    }
  };

  return (
    <Card as="section" look="account" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="font-semibold text-ink">
        {t('payments.wallet.buyTitle')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{t('payments.wallet.buyBody')}</p>
      <MethodPicker
        name="wallet-method"
        label={t('payments.methodsLabel')}
        methods={methods}
        value={method}
        onChange={setPicked}
      />
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttonClass.primary} mt-4 w-full`}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        onClick={() => void buy()}
        data-testid="wallet-buy"
      >
        {mutation.isPending ? <Spinner className="size-5 border-2 border-white/30 border-t-white" /> : null}
        {t('payments.wallet.buy', { price })}
      </button>
    </Card>
  );
}
