/**
 * Where a not-found page inside a restaurant leads back to: the venue's menu, not the product's landing page.
 * Only a plain reference (letters, digits, `-`, `_`) is taken, so a crafted address cannot send the link away.
 */
const plainReference = /^[\w-]{1,100}$/;

export function venueHome(referenceId: string | null | undefined): string | undefined {
  return referenceId && plainReference.test(referenceId) ? `/${referenceId}` : undefined;
}

/** The /404 address that keeps the venue it was reached from (`?from=`), so its "Back to home" returns there. */
export function notFoundPath(referenceId: string | undefined): string {
  return venueHome(referenceId) ? `/404?from=${encodeURIComponent(referenceId!)}` : '/404';
}
