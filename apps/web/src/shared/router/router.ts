import {
  createBrowserHistory,
  createLocation,
  createMemoryHistory,
  createPath,
  type History,
  type Location,
} from './history.ts';
import { matchRoutes, rankRoutes, type RouteMatch, type RouteObject } from './match.ts';
import { data, redirectTarget } from './responses.ts';

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface Navigation {
  state: 'idle' | 'loading';
  /** Where the navigation under way is heading. */
  location?: Location;
}

export interface RouterState {
  location: Location;
  /** The routes the location renders, root first. */
  matches: RouteMatch[];
  /** What a loader or lazy module threw, and the level whose error boundary shows it. */
  error: { boundary: number; error: unknown } | null;
  navigation: Navigation;
  /** False until the first location's loaders have settled (the root's HydrateFallback shows meanwhile). */
  initialized: boolean;
  historyAction: HistoryAction;
  /** A position kept for this history entry (Back, Forward), else null: the top, or the hash's element. */
  restoreScrollPosition: number | null;
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll where it is (a search box rewriting `?q=`). */
  preventScrollReset?: boolean;
}

export interface Router {
  readonly routes: readonly RouteObject[];
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** A path (absolute, or relative to the current location), or a number of history steps. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  createHref(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string;
  /**
   * From ScrollRestoration: keep each page's scroll position in `positions`, by history entry, as a navigation
   * leaves it, and give it back on Back and Forward. Returns the function that stops it.
   */
  enableScrollRestoration(positions: Record<string, number>): () => void;
  dispose(): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; value: unknown };

const idle: Navigation = { state: 'idle' };

const isHashChangeOnly = (a: Location, b: Location) =>
  a.pathname === b.pathname &&
  a.search === b.search &&
  (a.hash === '' ? b.hash !== '' : b.hash !== '' || a.hash === b.hash);

/** The nearest level at or above `index` with an error boundary (the root's when none has one). */
function boundaryOf(matches: readonly RouteMatch[], index: number): number {
  for (let level = index; level >= 0; level -= 1) if (matches[level]?.route.ErrorBoundary) return level;
  return 0;
}

/**
 * The app's data router: on each navigation it matches the route table, runs the loaders that need to run and
 * loads the lazy route modules (all in parallel), follows a redirect, and only then shows the new page and
 * writes the history. See docs/decisions/0114-own-router.md for what it keeps of react-router's behaviour.
 */
export function createRouter(routes: RouteObject[], history: History): Router {
  const branches = rankRoutes(routes);
  const lazyLoads = new WeakMap<RouteObject, Promise<void>>();
  const listeners = new Set<(state: RouterState) => void>();
  let navigationId = 0;
  let scrollPositions: Record<string, number> | null = null;
  let controller: AbortController | null = null;

  let current: RouterState = {
    location: history.location,
    matches: [],
    error: null,
    navigation: idle,
    initialized: false,
    historyAction: 'POP',
    restoreScrollPosition: null,
    preventScrollReset: false,
  };

  const router: Router = {
    routes,
    get state() {
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const location = createLocation(to, createPath(router.state.location), options.state ?? null);
      return startNavigation(options.replace ? 'REPLACE' : 'PUSH', location, options.preventScrollReset);
    },
    createHref: createPath,
    enableScrollRestoration(positions) {
      scrollPositions = positions;
      return () => {
        if (scrollPositions === positions) scrollPositions = null;
      };
    },
    dispose() {
      stopListening();
      controller?.abort();
      listeners.clear();
    },
  };

  const update = (next: Partial<RouterState>) => {
    current = { ...current, ...next };
    for (const listener of listeners) listener(current);
  };

  function loadLazy(route: RouteObject): Promise<void> | undefined {
    if (!route.lazy) return undefined;
    let pending = lazyLoads.get(route);
    if (!pending) {
      const load = route.lazy;
      pending = load().then((parts) => {
        Object.assign(route, parts);
        route.lazy = null;
      });
      // A module that failed to load is asked for again by the next navigation.
      pending.catch(() => lazyLoads.delete(route));
      lazyLoads.set(route, pending);
    }
    return pending;
  }

  /** react-router's rule: a new route, a changed param or query, or the same URL again; `shouldRevalidate` decides. */
  function shouldLoad(match: RouteMatch, level: number, currentUrl: URL, nextUrl: URL): boolean {
    const { route } = match;
    if (route.lazy) return true;
    if (!route.loader) return false;
    const previous = router.state.matches[level];
    if (!previous || previous.route !== route) return true;
    const defaultShouldRevalidate =
      currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search ||
      currentUrl.search !== nextUrl.search ||
      previous.pathname !== match.pathname ||
      (route.path?.endsWith('*') === true && previous.params['*'] !== match.params['*']);
    return (
      route.shouldRevalidate?.({
        currentUrl,
        nextUrl,
        currentParams: previous.params,
        nextParams: match.params,
        defaultShouldRevalidate,
      }) ?? defaultShouldRevalidate
    );
  }

  /** The route's loader and lazy module, started together; the loader of a lazy-only route runs once it is in. */
  async function run(match: RouteMatch, request: Request): Promise<Outcome> {
    const { route, params } = match;
    try {
      const lazy = loadLazy(route);
      const loader = route.loader;
      const [value] = await Promise.all([
        loader ? loader({ params, request }) : lazy?.then(() => route.loader?.({ params, request })),
        lazy,
      ]);
      return { ok: true, value };
    } catch (error) {
      return { ok: false, value: error };
    }
  }

  function commit(
    action: HistoryAction,
    location: Location,
    matches: RouteMatch[],
    error: RouterState['error'],
    preventScrollReset: boolean | undefined,
  ) {
    if (action === 'PUSH') history.push(location);
    else if (action === 'REPLACE') history.replace(location);
    const kept = action === 'POP' ? scrollPositions?.[location.key] : undefined;
    update({
      location,
      matches,
      error,
      navigation: idle,
      initialized: true,
      historyAction: action,
      restoreScrollPosition: kept ?? null,
      preventScrollReset: preventScrollReset === true,
    });
  }

  /** Runs synchronously to the end when nothing needs loading (hash changes, pages without loaders). */
  async function startNavigation(action: HistoryAction, location: Location, preventScrollReset?: boolean) {
    const id = (navigationId += 1);
    controller?.abort();
    controller = null;
    const { state } = router;
    if (state.initialized && scrollPositions) scrollPositions[state.location.key] = window.scrollY;
    const found = matchRoutes(branches, location.pathname);
    if (!found) {
      const root = { route: routes[0]!, params: {}, pathname: '/' };
      commit(
        action,
        location,
        [root],
        { boundary: 0, error: data(null, { status: 404, statusText: 'Not Found' }) },
        preventScrollReset,
      );
      return;
    }
    if (state.initialized && !state.error && isHashChangeOnly(state.location, location)) {
      commit(action, location, found, null, preventScrollReset);
      return;
    }
    const currentUrl = new URL(createPath(state.location), history.origin);
    const nextUrl = new URL(createPath(location), history.origin);
    const abort = (controller = new AbortController());
    const request = new Request(nextUrl, { signal: abort.signal });
    const work = found.map((match, level) =>
      shouldLoad(match, level, currentUrl, nextUrl) ? run(match, request) : null,
    );
    if (work.every((item) => item === null)) {
      commit(action, location, found, null, preventScrollReset);
      return;
    }
    if (state.initialized) update({ navigation: { state: 'loading', location } });
    const outcomes = await Promise.all(work.map((item) => item ?? ({ ok: true, value: null } as Outcome)));
    if (id !== navigationId) return;
    controller = null;
    const target = outcomes.map((outcome) => redirectTarget(outcome.value)).find((value) => value !== null);
    if (target) {
      const url = new URL(target, nextUrl);
      if (url.origin !== history.origin) {
        window.location[action === 'PUSH' ? 'assign' : 'replace'](url.href);
        return;
      }
      // The entry being opened is replaced by the target, so Back never returns to a page that redirects.
      const next = createLocation(url.pathname + url.search + url.hash, '/');
      await startNavigation(action === 'PUSH' ? 'PUSH' : 'REPLACE', next, preventScrollReset);
      return;
    }
    const failed = outcomes.findIndex((outcome) => !outcome.ok);
    const error = failed >= 0 ? { boundary: boundaryOf(found, failed), error: outcomes[failed]!.value } : null;
    commit(action, location, found, error, preventScrollReset);
  }

  const stopListening = history.listen((location) => void startNavigation('POP', location));
  void startNavigation('POP', history.location);
  return router;
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

/** A router over history in memory (tests): `initialEntries` as the history, the last current. */
export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
}
