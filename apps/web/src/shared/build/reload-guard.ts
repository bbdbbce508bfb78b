/** SPEC §9: the reload guard's default window. */
export const reloadGuardMs = 10_000;
const storageKey = 'okmenu-reload-at';

/**
 * Claims the right to reload the page: true (and the time is recorded) unless a reload already
 * happened within the window, which stops a missing chunk from reloading the page forever.
 */
export function claimReload(options: {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  windowMs?: number;
}): boolean {
  const { storage, now, windowMs = reloadGuardMs } = options;
  const last = Number(storage.getItem(storageKey) ?? '');
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < windowMs) return false;
  storage.setItem(storageKey, String(now));
  return true;
}
