import { useSyncExternalStore } from 'react';

/** The last cart change to announce, with a number so the same sentence twice is read twice. */
let current = { text: '', serial: 0 };
const listeners = new Set<() => void>();

/** Tells screen readers a cart change that the page itself does not show where the guest is (WCAG 4.1.3). */
export function announceCart(text: string): void {
  current = { text, serial: current.serial + 1 };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * One polite live region in the business layout, which outlives the page: the item page's add goes back to the
 * menu, and the announcement has to survive that navigation to be heard.
 */
export function CartAnnouncer() {
  const { text, serial } = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="cart-announcer">
      {/* A new element per announcement: screen readers read a replaced node even when its text repeats. */}
      {text ? <span key={serial}>{text}</span> : null}
    </div>
  );
}
