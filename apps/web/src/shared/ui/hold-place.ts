/** What the guest does that ends a hold at once: their own scrolling, touching, typing or clicking wins. */
const guestInputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps the page where it should be while it is still growing: for `ms`, or until the guest scrolls, touches or
 * types, `place` runs whenever the page changes size (a menu rendered in slices, a lazy part arriving). Returns
 * a function that stops holding. Without ResizeObserver it holds nothing.
 */
export function holdPlace(place: () => void, ms: number): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(place);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of guestInputs) window.removeEventListener(type, stop, true);
  };
  const timer = window.setTimeout(stop, ms);
  for (const type of guestInputs) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
