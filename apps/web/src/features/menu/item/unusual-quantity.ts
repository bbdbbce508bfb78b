/** From this many portions of one dish the guest is asked to confirm (a slip of the + button, or a typo). */
export const unusualQuantity = 20;

/**
 * Whether adding `count` portions deserves a second look: an unusual quantity the business did not cap itself
 * (a price label's `maximum` already stops the stepper, and the server refuses above it).
 */
export function needsQuantityCheck(count: number, maximum: number | null | undefined): boolean {
  if (maximum !== null && maximum !== undefined && count <= maximum) return false;
  return count >= unusualQuantity;
}
