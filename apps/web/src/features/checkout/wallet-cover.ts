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
