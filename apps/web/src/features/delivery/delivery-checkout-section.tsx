import { toMinor } from '@okmenu/domain';
import { useEffect } from 'react';
import { Link } from '../../shared/router/index.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import { businessCurrency } from '../../entities/money/business-currency.ts';
import { useMoney } from '../../entities/money/use-money.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { DeliveryIcon } from '../../shared/ui/icons.tsx';
import { problemsFromServer } from './address-fields.ts';
import { deliveryFeeText } from './delivery-fee-text.ts';
import { useDeliveryStore } from './delivery-store.ts';
import { useAddressLineOfForm } from './form-line.ts';
import { minimumOrderText } from './min-order-text.ts';
import { useDeliveryContext } from './use-delivery-context.ts';
import { useDeliveryTarget } from './use-delivery-target.ts';
import { ShippingCountryChoice } from './shipping-choice.tsx';
import { useZoneTermsText } from './zone-terms.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { errorTextClass } from '../../shared/ui/field.tsx';

export interface DeliveryCheckoutSectionProps {
  referenceId: string;
  /** The breakdown's minimum order and what is missing to reach it (minor units), when priced. */
  minOrder?: { minimum: number; missing: number } | null;
  /** The field errors of a refused order (mapped by `problemsFromServer`), shown until the next attempt. */
  serverFields?: readonly { path: string; message: string }[] | undefined;
  /** The breakdown's shipping fee (minor units) of an order shipped abroad, when priced. */
  shippingFee?: number | null;
  /** The breakdown's delivery fee (minor units) when priced: the card shows the fee the summary shows. */
  deliveryFee?: number | null;
}

/**
 * The checkout's delivery card: where the order goes and to which address (with a way to edit), the zone's
 * fee and delivery time, and how far the cart is from the zone's minimum order.
 */
export function DeliveryCheckoutSection({
  referenceId,
  minOrder,
  serverFields,
  shippingFee = null,
  deliveryFee = null,
}: DeliveryCheckoutSectionProps) {
  const { t } = useTranslation();
  const context = useDeliveryContext(referenceId);
  const target = useDeliveryTarget(referenceId);
  const money = useMoney(context.data);
  const terms = useZoneTermsText(context.data);
  const area = useDeliveryStore((state) => state.area);
  const line = useAddressLineOfForm(referenceId);
  const formHref = `/${referenceId}/delivery/form`;
  const { zone, shippingCountry } = target;
  const currency = context.data ? businessCurrency(context.data) : { decimalDigits: 3 };
  const ownMinimum = shippingCountry?.min_order ?? zone?.min_order ?? 0;
  const minimum = minOrder?.minimum ?? toMinor(ownMinimum, currency);
  const reached = minOrder ? Math.max(0, minimum - minOrder.missing) : null;
  const progress = minimum > 0 && reached !== null ? Math.min(1, reached / minimum) : null;
  const text = zone && !shippingCountry ? terms(zone) : null;

  // SPEC §5: the delivery phone comes from the signed-in user, the saved delivery form or this address's form.
  useEffect(() => {
    const cart = useCartStore.getState();
    if (target.phone && !cart.phone.trim()) cart.setContact({ phone: target.phone });
  }, [target.phone]);
  const serverKeys = Object.values(problemsFromServer(serverFields)).filter((key): key is string => Boolean(key));

  return (
    <Card as="section" aria-labelledby="delivery-section-title" data-testid="delivery-section">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="delivery-section-title" className="font-semibold text-ink">
          {t('delivery.checkout.title')}
        </h2>
        <Link
          to={formHref}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-ink underline-offset-4 hover:underline"
        >
          {t('delivery.checkout.edit')}
        </Link>
      </div>
      <div className="flex items-start gap-3">
        <DeliveryIcon className="mt-0.5 size-6 shrink-0 text-primary-ink" />
        <div className="min-w-0">
          <p className="font-medium text-ink" data-testid="delivery-destination">
            {shippingCountry
              ? t('delivery.shipping.shippingTo', { country: shippingCountry.country })
              : (area?.name ?? (target.delivery ? t('delivery.pinnedLocation') : t('delivery.chooseArea')))}
          </p>
          {line ? <p className="text-sm text-ink-muted">{line}</p> : null}
        </div>
      </div>
      {shippingCountry ? (
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-xl bg-surface px-3 py-2">
            <dt className="text-ink-muted">{t('cart.breakdown.shippingFee')}</dt>
            <dd className="font-semibold text-ink tabular-nums" data-testid="checkout-shipping-fee">
              {shippingFee !== null ? money(shippingFee) : '…'}
            </dd>
          </div>
          <div className="rounded-xl bg-surface px-3 py-2">
            <dt className="text-ink-muted">{t('delivery.checkout.minimum')}</dt>
            <dd className="font-semibold text-ink tabular-nums" data-testid="checkout-shipping-minimum">
              {money(toMinor(shippingCountry.min_order, currency))}
            </dd>
          </div>
        </dl>
      ) : text ? (
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-xl bg-surface px-3 py-2">
            <dt className="text-ink-muted">{t('cart.breakdown.deliveryFee')}</dt>
            <dd className="font-semibold text-ink tabular-nums" data-testid="checkout-delivery-fee">
              {deliveryFeeText(deliveryFee, text.fee, { money, free: t('cart.breakdown.free') })}
            </dd>
          </div>
          <div className="rounded-xl bg-surface px-3 py-2">
            <dt className="text-ink-muted">{t('delivery.checkout.time')}</dt>
            <dd className="font-semibold text-ink">{text.time}</dd>
          </div>
        </dl>
      ) : (
        <p role="alert" className={`mt-3 ${errorTextClass}`}>
          {t('delivery.errors.noPlace')}
        </p>
      )}
      {progress !== null && reached !== null ? (
        <div className="mt-3" data-testid="min-order-progress">
          <div
            role="progressbar"
            aria-label={t('delivery.checkout.minimum')}
            aria-valuemin={0}
            aria-valuemax={minimum}
            aria-valuenow={Math.min(reached, minimum)}
            aria-valuetext={t('delivery.checkout.minimumValue', {
              amount: money(Math.min(reached, minimum)),
              minimum: money(minimum),
            })}
            className="h-2 overflow-hidden rounded-full bg-ink/10 dark:bg-white/10"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${progress * 100}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-ink-muted">
            {minimumOrderText(t, {
              shipping: Boolean(shippingCountry),
              reached: progress >= 1,
              missing: money(minimum - reached),
              minimum: money(minimum),
            })}
          </p>
        </div>
      ) : null}
      {context.countries.length > 0 ? (
        <div className="mt-3 border-t border-line pt-2">
          <ShippingCountryChoice context={context} />
        </div>
      ) : null}
      {serverKeys.length > 0 ? (
        <ul
          role="alert"
          className="mt-3 space-y-1 text-sm text-red-700 dark:text-red-300"
          data-testid="delivery-server-problems"
        >
          {[...new Set(serverKeys)].map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ) : null}
      {Object.keys(target.problems).length > 0 && target.delivery ? (
        <p role="alert" className={`mt-3 ${errorTextClass}`}>
          {t('delivery.checkout.incomplete')}{' '}
          <Link to={formHref} className="font-semibold underline">
            {t('delivery.checkout.edit')}
          </Link>
        </p>
      ) : null}
    </Card>
  );
}
