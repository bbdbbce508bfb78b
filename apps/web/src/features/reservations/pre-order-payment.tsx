import type { OnlineMethod } from '@okmenu/domain';
import { useState } from 'react';
import { MethodPicker } from '../../entities/payment/method-picker.tsx';
import { onlinePaymentType, browserCanApplePay, usableOnlineMethods } from '../../entities/payment/online-methods.ts';
import { usePaymentMethods } from '../../entities/payment/payment-api.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

const cash = 2 as const;

/** How a type-2 pre-order is paid: at the venue, or online as the business allows (decision 0105). */
export function usePreOrderPayment(referenceId: string, paymentMethods: readonly number[]) {
  const atVenue = paymentMethods.includes(cash);
  const methodsQuery = usePaymentMethods(referenceId, paymentMethods.includes(onlinePaymentType));
  const [applePay] = useState(browserCanApplePay);
  const methods = usableOnlineMethods(methodsQuery.data, applePay);
  const [chosen, setChosen] = useState<OnlineMethod | null>(null);
  // Online is the only way when the venue takes no cash: the first method is chosen for the guest.
  const method = chosen && methods.includes(chosen) ? chosen : atVenue ? null : (methods[0] ?? null);
  return {
    atVenue,
    methods,
    method,
    setMethod: setChosen,
    body: method ? { payment_type: 1 as const, online_method: method } : { payment_type: cash },
  };
}

/** The pre-order's payment choice: "at the venue" and the online methods, each a radio button. */
export function PreOrderPayment({ payment }: { payment: ReturnType<typeof usePreOrderPayment> }) {
  const { t } = useTranslation();
  if (payment.methods.length === 0) return <p className="mt-3 text-sm text-ink-muted">{t('reservation.payAtVenue')}</p>;
  return (
    <div className="mt-3 space-y-2">
      {payment.atVenue ? (
        <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl bg-raised px-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
          <input
            type="radio"
            name="pre-order-payment"
            checked={payment.method === null}
            onChange={() => payment.setMethod(null)}
            className="size-4 accent-[var(--color-primary)]"
          />
          <span className="text-ink">{t('reservation.payAtVenueChoice')}</span>
        </label>
      ) : null}
      <MethodPicker
        name="pre-order-online"
        methods={payment.methods}
        value={payment.method}
        onChange={payment.setMethod}
        label={t('reservation.payOnline')}
      />
    </div>
  );
}
