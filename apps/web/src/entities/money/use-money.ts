import type { RestaurantResponse } from '@okmenu/contract';
import { formatMoney, type Minor } from '@okmenu/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { businessCurrency } from './business-currency.ts';

/** Formats minor units in the business's currency, decimals and translated currency name (SPEC §9). */
export function useMoney(data: RestaurantResponse | undefined): (minor: Minor) => string {
  const { i18n } = useTranslation();
  const wire = data?.restaurant.currency;
  return useCallback(
    (minor: Minor) => {
      if (!data || !wire) return '';
      return formatMoney(minor, {
        currency: businessCurrency(data),
        locale: i18n.language,
        label: wire.name || wire.code,
      });
    },
    [data, wire, i18n.language],
  );
}
