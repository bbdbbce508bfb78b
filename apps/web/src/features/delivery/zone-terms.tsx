import type { AddressZoneWire } from '@okmenu/contract';
import { toMinor } from '@okmenu/domain';
import type { RestaurantResponse } from '@okmenu/contract';
import { businessCurrency } from '../../entities/money/business-currency.ts';
import { useMoney } from '../../entities/money/use-money.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** The terms a zone delivers on (fee, minimum order, time), wire money in major units. */
export type ZoneTerms = Pick<AddressZoneWire, 'fees' | 'min_order' | 'delivery_time' | 'unit'>;

/** Formats a zone's terms in the business's currency and the interface language. */
export function useZoneTermsText(data: RestaurantResponse | undefined) {
  const { t } = useTranslation();
  const money = useMoney(data);
  return (terms: ZoneTerms) => {
    const currency = data ? businessCurrency(data) : { decimalDigits: 3 };
    return {
      fee: terms.fees > 0 ? money(toMinor(terms.fees, currency)) : t('delivery.freeDelivery'),
      minimum: money(toMinor(terms.min_order, currency)),
      time: t(`delivery.units.${terms.unit}`, { count: terms.delivery_time }),
    };
  };
}

/** Fee, minimum and delivery time of a zone, as one line of small print. */
export function ZoneTermsLine({
  terms,
  data,
  className = '',
}: {
  terms: ZoneTerms;
  data: RestaurantResponse | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const text = useZoneTermsText(data)(terms);
  return (
    <span className={`flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-ink-muted ${className}`}>
      <span data-testid="zone-fee">{t('delivery.terms.fee', { fee: text.fee })}</span>
      {terms.min_order > 0 ? <span>{t('delivery.terms.minimum', { amount: text.minimum })}</span> : null}
      <span>{t('delivery.terms.time', { time: text.time })}</span>
    </span>
  );
}
