/**
 * What "Pay with wallet" shows (SPEC §5, §9): the wallet covers its balance, never more than the order's total
 * before the wallet; the rest is paid in cash. Amounts in minor units.
 */
export function walletCoverOf(options: {
  balanceMinor: number;
  /** The shown breakdown: `total` is after the wallet, `walletDiscount` what the wallet already pays (0 when off). */
  breakdown: { total: number; walletDiscount: number } | null;
}): { covers: number; rest: number } | null {
  const { breakdown } = options;
  if (!breakdown) return null;
  const before = Math.max(0, breakdown.total + breakdown.walletDiscount);
  const covers = Math.min(Math.max(0, options.balanceMinor), before);
  return { covers, rest: before - covers };
}

/** The wallet is offered at checkout to a signed-in customer of a business with the wallet on and a balance. */
export function walletOffered(customer: { walletBalanceMinor: number | null } | null): boolean {
  return customer !== null && customer.walletBalanceMinor !== null && customer.walletBalanceMinor > 0;
}

/** Why the wallet cannot pay at checkout (issue 12): the guest is not signed in, it is empty, or it is off. */
export type WalletBlock = 'sign_in' | 'empty' | 'off';

/** Why a venue with the wallet on cannot let this guest pay with it; null when it can (or the venue has none). */
export function walletBlockOf(options: {
  walletEnabled: boolean;
  customer: { walletBalanceMinor: number | null } | null;
}): WalletBlock | null {
  if (!options.walletEnabled) return null;
  if (!options.customer) return 'sign_in';
  if (options.customer.walletBalanceMinor === null) return 'off';
  return options.customer.walletBalanceMinor > 0 ? null : 'empty';
}
