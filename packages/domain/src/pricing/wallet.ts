import type { Minor } from '../money/money.ts';
import { nonNegativeMinor } from './amounts.ts';

/** What the wallet pays: its balance when used, never more than the total (SPEC §5, §9). */
export function walletDiscountOf(options: { balance: Minor; use: boolean; total: Minor }): Minor {
  if (!options.use) return 0;
  return Math.min(nonNegativeMinor(options.balance), nonNegativeMinor(options.total));
}
