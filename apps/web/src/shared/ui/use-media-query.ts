import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now; re-renders when it changes (resizes, rotation, the system's theme).
 * `fallback` is the answer where the browser has no `matchMedia`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}

/** Tailwind's `md` breakpoint: the header navigation instead of the tab bar, side menus. */
export const wideScreenQuery = '(min-width: 768px)';

/** Whether the screen is at least Tailwind's `md` wide, following resizes and rotation. */
export function useWideScreen(fallback = false): boolean {
  return useMediaQuery(wideScreenQuery, fallback);
}
