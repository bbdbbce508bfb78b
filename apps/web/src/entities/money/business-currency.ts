import type { RestaurantResponse } from '@okmenu/contract';
import { currencyOf, type Currency } from '@okmenu/domain';

/**
 * The business's currency with the decimals the business shows. In a file of its own so that the type home's
 * chunk, which formats prices with it, does not carry the cart's pricing engine (decision 0112).
 */
export function businessCurrency(data: RestaurantResponse): Currency {
  const wire = data.restaurant.currency;
  const known = currencyOf(wire.code);
  // The answer's own rounding step wins (SPEC §3 currency table), so the cart's total is calc-order's.
  return { ...known, decimalDigits: wire.decimal_digits, rounding: wire.rounding ?? known.rounding };
}
