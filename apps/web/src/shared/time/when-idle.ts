/**
 * Runs `run` once the page is idle (requestIdleCallback, at most `timeoutMs` later), or after `timeoutMs / 2`
 * where the browser has no idle callback. Returns a cancel function. For work a guest does not wait for
 * (reports, pixels): it no longer lengthens the tasks of a page's start-up.
 */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  const w = globalThis as typeof globalThis & {
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (typeof w.requestIdleCallback === 'function') {
    const handle = w.requestIdleCallback(run, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(run, timeoutMs / 2);
  return () => clearTimeout(timer);
}
