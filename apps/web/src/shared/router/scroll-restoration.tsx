import { useLayoutEffect, useRef } from 'react';
import { useLocation, useRouter } from './hooks.ts';

const storageKey = 'okmenu-scroll-positions';

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
  const first = useRef(true);

  useLayoutEffect(() => {
    const positions = readPositions();
    router.scrollPositions = positions;
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      positions[router.state.location.key] = window.scrollY;
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(positions));
      } catch {
        // Storage full or refused: positions are then only kept while the page lives.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      router.scrollPositions = null;
    };
  }, [router]);

  useLayoutEffect(() => {
    const { restoreScrollPosition, preventScrollReset } = router.state;
    const kept = first.current ? router.scrollPositions?.[location.key] : undefined;
    first.current = false;
    const position = kept ?? restoreScrollPosition;
    if (typeof position === 'number') {
      window.scrollTo(0, position);
      return;
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
