export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What `navigate(to, { state })` or `<Link state>` carried (null otherwise). */
  state: unknown;
  /** One per history entry: the scroll positions are kept by it. */
  key: string;
}

/** Where the router reads and writes the address: the browser's session history, or a list in memory (tests). */
export interface History {
  readonly location: Location;
  readonly origin: string;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called on Back and Forward (and `go`), with the entry now current. */
  listen(listener: (location: Location) => void): () => void;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

export const createPath = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  location.pathname + location.search + location.hash;

/** An address (absolute, or relative to `from`) as a new location, encoded as the browser would. */
export function createLocation(to: string, from: string, state: unknown = null): Location {
  const url = new URL(to, new URL(from, 'http://localhost'));
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: createKey() };
}

interface HistoryEntry {
  usr?: unknown;
  key?: string;
}

export function createBrowserHistory(): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as HistoryEntry | null;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  const write = (method: 'pushState' | 'replaceState', location: Location) => {
    try {
      window.history[method](
        { usr: location.state, key: location.key } satisfies HistoryEntry,
        '',
        createPath(location),
      );
    } catch {
      // Safari limits how often the history may change; a full load still reaches the page.
      window.location[method === 'pushState' ? 'assign' : 'replace'](createPath(location));
    }
  };
  // A first visit in the tab gets a key of its own, so it never takes a position kept for another page.
  if (!(window.history.state as HistoryEntry | null)?.key) write('replaceState', { ...read(), key: createKey() });
  return {
    get location() {
      return read();
    },
    origin: window.location.origin,
    push: (location) => write('pushState', location),
    replace: (location) => write('replaceState', location),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => listener(read());
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** History in memory, for tests: the entries given, the last (or `index`) current. */
export function createMemoryHistory(entries: readonly string[] = ['/'], index = entries.length - 1): History {
  const stack = entries.map((entry, position) => ({
    ...createLocation(entry, '/'),
    key: position === 0 ? 'default' : createKey(),
  }));
  let current = Math.max(0, Math.min(index, stack.length - 1));
  const listeners = new Set<(location: Location) => void>();
  return {
    get location() {
      return stack[current]!;
    },
    origin: 'http://localhost',
    push(location) {
      stack.splice(current + 1, stack.length, location);
      current += 1;
    },
    replace(location) {
      stack[current] = location;
    },
    go(delta) {
      const next = Math.max(0, Math.min(current + delta, stack.length - 1));
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener(stack[current]!);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
