/**
 * Whether the selected delivery area must be dropped (SPEC §4): its zone belongs to another branch than
 * the current one, is no longer visible, or no longer exists.
 */
export function shouldDropSelectedArea(options: {
  zone: { branch_id: number; visible: boolean } | null | undefined;
  currentBranchId: number;
}): boolean {
  const { zone, currentBranchId } = options;
  return !zone || !zone.visible || zone.branch_id !== currentBranchId;
}

/**
 * Whether the chosen shipping destination must be reset (SPEC §4): shipping is disabled, or the chosen
 * country belongs to another branch. A destination without a branch (the home country) never resets
 * for a branch change.
 */
export function shouldResetShipping(options: {
  shippingEnabled: boolean;
  countryBranchId: number | null | undefined;
  currentBranchId: number;
}): boolean {
  const { shippingEnabled, countryBranchId, currentBranchId } = options;
  if (!shippingEnabled) return true;
  return countryBranchId !== null && countryBranchId !== undefined && countryBranchId !== currentBranchId;
}
