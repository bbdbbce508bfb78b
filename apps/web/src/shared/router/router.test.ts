import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createPath } from './history.ts';
import type { RouteObject } from './match.ts';
import { data, isRouteErrorResponse, redirect } from './responses.ts';
import { createMemoryRouter, createRouter, type Router } from './router.ts';

const Page = () => null;

/** A promise settled from outside, to hold a loader or a lazy module. */
function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settled = (router: Router) =>
  vi.waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('still loading');
  });

const path = (router: Router) => createPath(router.state.location);
const leafId = (router: Router) => router.state.matches.at(-1)?.route.id;

describe('the router', () => {
  it('renders at once when nothing has a loader', () => {
    const router = createMemoryRouter([{ id: 'a', path: '/a', Component: Page }], { initialEntries: ['/a'] });
    expect(router.state.initialized).toBe(true);
    expect(leafId(router)).toBe('a');
  });

  it('runs the loaders of every level in parallel before the page shows', async () => {
    const root = deferred();
    const child = deferred();
    const started: string[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => (started.push('root'), root.promise),
          children: [{ id: 'child', path: ':id', loader: () => (started.push('child'), child.promise) }],
        },
      ],
      { initialEntries: ['/x'] },
    );
    expect(started).toEqual(['root', 'child']);
    expect(router.state.initialized).toBe(false);
    root.resolve(null);
    await Promise.resolve();
    expect(router.state.initialized).toBe(false);
    child.resolve(null);
    await settled(router);
    expect(leafId(router)).toBe('child');
  });

  it("follows a guard's redirect without showing the guarded page, replacing the first entry", async () => {
    const history = createMemoryHistory(['/start', '/guarded']);
    const router = createRouter(
      [
        { id: 'guarded', path: '/guarded', loader: () => redirect('/login?next=%2Fguarded') },
        { id: 'login', path: '/login', Component: Page },
        { id: 'start', path: '/start', Component: Page },
      ],
      history,
    );
    const seen: (string | undefined)[] = [];
    router.subscribe((state) => seen.push(state.matches.at(-1)?.route.id));
    await settled(router);
    expect(path(router)).toBe('/login?next=%2Fguarded');
    expect(seen).not.toContain('guarded');
    // Back leaves the login page for the page before, not for the guarded address.
    await router.navigate(-1);
    await settled(router);
    expect(path(router)).toBe('/start');
  });

  it('pushes the target of a redirect met on a pushed navigation, and takes thrown redirects too', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', Component: Page },
        {
          path: '/old',
          loader: () => {
            throw redirect('/new');
          },
        },
        { id: 'new', path: '/new', Component: Page },
      ],
      { initialEntries: ['/'] },
    );
    await router.navigate('/old');
    expect(path(router)).toBe('/new');
    expect(router.state.historyAction).toBe('PUSH');
    await router.navigate(-1);
    await settled(router);
    expect(path(router)).toBe('/');
  });

  it('loads a lazy module alongside the loader and keeps it for the next visit', async () => {
    const module = deferred<{ Component: () => null }>();
    const loaderStarted = vi.fn(() => null);
    const lazy = vi.fn(() => module.promise);
    const routes: RouteObject[] = [
      { path: '/', Component: Page },
      { id: 'lazy', path: '/lazy', loader: loaderStarted, lazy },
    ];
    const router = createMemoryRouter(routes);
    const navigation = router.navigate('/lazy');
    expect(loaderStarted).toHaveBeenCalledTimes(1);
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(router.state.navigation).toMatchObject({ state: 'loading', location: { pathname: '/lazy' } });
    module.resolve({ Component: Page });
    await navigation;
    expect(router.state.matches.at(-1)?.route.Component).toBe(Page);
    await router.navigate('/');
    await router.navigate('/lazy');
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('shows a thrown error at the nearest error boundary at or above the route', async () => {
    const Boundary = () => null;
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          ErrorBoundary: Boundary,
          children: [
            {
              id: 'missing',
              path: '*',
              loader: () => {
                throw data({ message: 'Page not found' }, { status: 404 });
              },
            },
          ],
        },
      ],
      { initialEntries: ['/nowhere'] },
    );
    await settled(router);
    const { error } = router.state;
    expect(error?.boundary).toBe(0);
    expect(isRouteErrorResponse(error?.error) && error.error.status).toBe(404);
    expect(isRouteErrorResponse(error?.error) && error.error.data).toEqual({ message: 'Page not found' });
  });

  it('reports a 404 when no route matches', () => {
    const router = createMemoryRouter([{ path: '/a', Component: Page }], { initialEntries: ['/b'] });
    expect(isRouteErrorResponse(router.state.error?.error) && router.state.error.error.status).toBe(404);
  });

  it('runs a loader again only for a new param, a new query or the same URL, unless shouldRevalidate says', async () => {
    const business = vi.fn(() => null);
    const root = vi.fn(() => null);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: root,
          shouldRevalidate: ({ nextUrl }) => nextUrl.pathname.endsWith('/'),
          children: [{ path: ':referenceId', loader: business, children: [{ path: ':type', Component: Page }] }],
        },
      ],
      { initialEntries: ['/demo/pickup'] },
    );
    await settled(router);
    expect([root.mock.calls.length, business.mock.calls.length]).toEqual([1, 1]);
    await router.navigate('/demo/delivery');
    expect(business).toHaveBeenCalledTimes(1);
    await router.navigate('/other/delivery');
    expect(business).toHaveBeenCalledTimes(2);
    await router.navigate('/other/delivery?table=4');
    expect(business).toHaveBeenCalledTimes(3);
    await router.navigate('/other/delivery?table=4');
    expect(business).toHaveBeenCalledTimes(4);
    expect(root).toHaveBeenCalledTimes(1);
  });

  it('gives loaders the params and the request URL', async () => {
    const loader = vi.fn(() => null);
    const router = createMemoryRouter([{ path: '/:referenceId/profile', loader, Component: Page }], {
      initialEntries: ['/demo/profile?x=1'],
    });
    await settled(router);
    const [args] = loader.mock.calls[0] as unknown as [{ params: unknown; request: Request }];
    expect(args.params).toEqual({ referenceId: 'demo' });
    expect(args.request.url).toBe('http://localhost/demo/profile?x=1');
  });

  it('drops a navigation overtaken by a newer one', async () => {
    const slow = deferred();
    const router = createMemoryRouter([
      { path: '/', Component: Page },
      { id: 'slow', path: '/slow', loader: () => slow.promise },
      { id: 'fast', path: '/fast', Component: Page },
    ]);
    const first = router.navigate('/slow');
    await router.navigate('/fast');
    slow.resolve(null);
    await first;
    expect(leafId(router)).toBe('fast');
    expect(router.state.navigation.state).toBe('idle');
  });

  it('changes only the hash without running loaders, and keeps navigation state', async () => {
    const loader = vi.fn(() => null);
    const router = createMemoryRouter([{ path: '/a', loader, Component: Page }], { initialEntries: ['/a'] });
    await settled(router);
    await router.navigate('#menu', { state: { from: 'test' } });
    expect(path(router)).toBe('/a#menu');
    expect(router.state.location.state).toEqual({ from: 'test' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('restores a kept scroll position on Back and not on a new page', async () => {
    const router = createMemoryRouter([{ path: '/:page', Component: Page }], { initialEntries: ['/a'] });
    router.enableScrollRestoration({});
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    await router.navigate('/b');
    expect(router.state.restoreScrollPosition).toBeNull();
    await router.navigate(-1);
    expect(path(router)).toBe('/a');
    expect(router.state.restoreScrollPosition).toBe(640);
    vi.restoreAllMocks();
  });
});
