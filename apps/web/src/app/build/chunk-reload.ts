import { claimReload } from '../../shared/build/reload-guard.ts';

let targetUrl: () => string = () => window.location.pathname + window.location.search + window.location.hash;

/** Tells the chunk reloader where a navigation is heading, so a reload lands on the target route. */
export function setReloadTarget(getter: () => string): void {
  targetUrl = getter;
}

/**
 * Wraps a lazy route import: when the chunk cannot be loaded (usually a new deployment removed it),
 * the page reloads at the target route, at most once per 10 seconds (SPEC §4, §9).
 */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (claimReload({ storage: window.sessionStorage, now: Date.now() })) {
        window.location.assign(targetUrl());
        // The page is going away; never settle so nothing renders in between.
        return new Promise<T>(() => undefined);
      }
      throw error;
    });
}
