const key = 'okmenu-visit-seed';

/**
 * A random seed kept for the browser tab's visit: smart categories asked to be randomized are shuffled with it,
 * so their order stays put while the guest browses and changes on the next visit.
 */
export function visitSeed(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage()): string {
  const existing = storage?.getItem(key);
  if (existing) return existing;
  const seed = Math.floor(Math.random() * 2 ** 31).toString(36);
  storage?.setItem(key, seed);
  return seed;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
