import { useLayoutEffect, useRef } from 'react';
import { holdPlace } from '../ui/hold-place.ts';
import { useLocation, useRouter } from './hooks.ts';

const storageKey = 'okmenu-scroll-positions';

/** How long a restored place is kept while the page below it is still rendering. */
const restoreHoldMs = 2000;

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Scroll like pages of a site: a new page opens at its top (or at the element its `#hash` names), Back and
 * Forward return to where the visitor was on that page, and so does a reload (positions kept for the tab).
 */
export function ScrollRestoration() {
  const router = useRouter();
  const location = useLocation();
  const positions = useRef<Record<string, number> | null>(null);

  useLayoutEffect(() => {
    const kept = readPositions();
    positions.current = kept;
    const stop = router.enableScrollRestoration(kept);
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      kept[router.state.location.key] = window.scrollY;
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(kept));
      } catch {
        // Storage full or refused: positions are then only kept while the page lives.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      stop();
    };
  }, [router]);

  useLayoutEffect(() => {
    const { restoreScrollPosition, preventScrollReset } = router.state;
    // The first render (a reload) takes the position kept for this entry; later ones the router's.
    const kept = positions.current?.[location.key];
    positions.current = null;
    const position = kept ?? restoreScrollPosition;
    if (typeof position === 'number') {
      window.scrollTo(0, position);
      // A page that renders in slices (the type home, decision 0125) or waits for a lazy part is shorter than
      // the place at first, so the browser stops short; the place is kept while the page grows to it.
      return holdPlace(() => {
        if (Math.abs(window.scrollY - position) >= 1) window.scrollTo(0, position);
      }, restoreHoldMs);
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [router, location]);

  return null;
}
