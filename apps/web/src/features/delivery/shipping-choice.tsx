import type { ShippingCountryWire } from '@okmenu/contract';
import { toMinor } from '@okmenu/domain';
import { useId, useState } from 'react';
import { businessCurrency } from '../../entities/money/business-currency.ts';
import { useMoney } from '../../entities/money/use-money.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useDeliveryStore } from './delivery-store.ts';
import type { DeliveryContext } from './use-delivery-context.ts';

/** The value of the home country in the picker: local delivery by zones, no shipping. */
const homeValue = 'home';

/** Chooses a country to ship to (or the home country: back to local delivery), in the delivery store. */
export function chooseShippingCountry(country: ShippingCountryWire | null): void {
  const store = useDeliveryStore.getState();
  if (!country || country.home || country.id === null) {
    store.setShipping(null);
    return;
  }
  store.setShipping({ countryId: country.id, countryIso: country.country_iso, branchId: country.branch_id });
}

/** A country's shipping terms as a line of small print (fee per kg, fixed fee, minimum order). */
export function useCountryTermsText(context: DeliveryContext) {
  const { t } = useTranslation();
  const money = useMoney(context.data);
  return (country: ShippingCountryWire) => {
    const currency = context.data ? businessCurrency(context.data) : { decimalDigits: 3 };
    const parts = [
      t('delivery.shipping.terms.fee', {
        fixed: money(toMinor(country.fixed_fees, currency)),
        perKg: money(toMinor(country.fees_per_kg, currency)),
      }),
    ];
    if (country.min_order > 0) {
      parts.push(t('delivery.terms.minimum', { amount: money(toMinor(country.min_order, currency)) }));
    }
    return parts.join(' · ');
  };
}

/**
 * "Ship to another country" (issue 6): offered only when the branch ships abroad. A country picker with the
 * business's own country first (choosing it goes back to local delivery), names as the zones call gave them in
 * the current language. Choosing another country puts the order into shipping mode: no area is needed.
 */
export function ShippingCountryChoice({
  context,
  onChosen,
  startOpen = false,
}: {
  context: DeliveryContext;
  /** After a country abroad is chosen (e.g. go on to the address form). */
  onChosen?: () => void;
  /** Show the picker at once instead of the "Ship to another country" button. */
  startOpen?: boolean;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const [opened, setOpened] = useState(startOpen);
  const termsOf = useCountryTermsText(context);
  const { countries, shippingCountry } = context;
  if (countries.length === 0) return null;
  const open = opened || shippingCountry !== null;

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpened(true)}
        data-testid="ship-abroad"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-ink underline-offset-4 hover:underline"
      >
        {t('delivery.shipping.shipAbroad')}
      </button>
    );
  }

  return (
    <div className="space-y-2" data-testid="shipping-choice">
      <label htmlFor={selectId} className="block text-sm font-medium text-ink">
        {t('delivery.shipping.country')}
      </label>
      <select
        id={selectId}
        value={shippingCountry?.id ?? homeValue}
        onChange={(event) => {
          const value = event.target.value;
          const country = value === homeValue ? null : countries.find((c) => String(c.id) === value && !c.home);
          chooseShippingCountry(country ?? null);
          if (country) onChosen?.();
          else setOpened(false);
        }}
        className="min-h-12 w-full rounded-xl bg-surface px-3 text-ink ring-1 ring-line focus:ring-2 focus:ring-primary focus:outline-none"
      >
        {countries.some((country) => country.home) ? null : (
          <option value={homeValue}>{t('delivery.shipping.local')}</option>
        )}
        {countries.map((country) =>
          country.home ? (
            <option key={homeValue} value={homeValue}>
              {t('delivery.shipping.home', { country: country.country })}
            </option>
          ) : (
            <option key={country.id} value={String(country.id)}>
              {country.country}
            </option>
          ),
        )}
      </select>
      {shippingCountry ? (
        <p className="text-sm text-ink-muted" data-testid="shipping-terms">
          {termsOf(shippingCountry)}
        </p>
      ) : null}
      {shippingCountry ? (
        <button
          type="button"
          onClick={() => {
            chooseShippingCountry(null);
            setOpened(false);
          }}
          data-testid="ship-locally"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-ink underline-offset-4 hover:underline"
        >
          {t('delivery.shipping.backToLocal')}
        </button>
      ) : null}
    </div>
  );
}
