import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from './index.ts';

afterEach(cleanup);

function deferred() {
  let resolve!: (value: unknown) => void;
  const promise = new Promise((res) => (resolve = res));
  return { promise, resolve };
}

function Where() {
  const location = useLocation();
  const params = useParams();
  return <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(params)}`}</p>;
}

const where = () => screen.getByTestId('where').textContent;

function Pending() {
  return useNavigation().state === 'loading' ? <p>loading</p> : null;
}

function Shell() {
  return (
    <div>
      <Pending />
      <nav>
        <NavLink to="/demo" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Menu
        </NavLink>
        <NavLink to="/demo/profile">Profile</NavLink>
        <Link to="/demo/profile?tab=wallet" state={{ from: 'nav' }}>
          Wallet
        </Link>
      </nav>
      <Outlet />
    </div>
  );
}

function renderAt(routes: RouteObject[], entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouterProvider', () => {
  it('renders nested routes through outlets with the params of the path', () => {
    renderAt(
      [{ path: '/', Component: Shell, children: [{ path: ':referenceId/:page?', Component: Where }] }],
      '/demo/profile',
    );
    expect(where()).toBe('/demo/profile {"referenceId":"demo","page":"profile"}');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Profile' }).className).toBe('active');
    expect(screen.getByRole('link', { name: 'Menu' }).className).toBe('off');
  });

  it('shows the root fallback until the first loaders are done, then the page', async () => {
    const gate = deferred();
    renderAt(
      [{ path: '/', HydrateFallback: () => <p>starting</p>, loader: () => gate.promise, Component: Where }],
      '/',
    );
    expect(screen.getByText('starting')).toBeTruthy();
    await act(async () => gate.resolve(null));
    expect(where()).toBe('/ {}');
  });

  it('navigates on a link click after the loaders, with the pending state meanwhile and the link state', async () => {
    const gate = deferred();
    const router = renderAt(
      [
        {
          path: '/',
          Component: Shell,
          children: [
            { path: ':referenceId', Component: Where },
            { path: ':referenceId/profile', loader: () => gate.promise, Component: Where },
          ],
        },
      ],
      '/demo',
    );
    expect(screen.getByRole('link', { name: 'Menu' }).className).toBe('on');
    fireEvent.click(screen.getByRole('link', { name: 'Wallet' }));
    expect(await screen.findByText('loading')).toBeTruthy();
    expect(where()).toBe('/demo {"referenceId":"demo"}');
    await act(async () => gate.resolve(null));
    expect(where()).toBe('/demo/profile?tab=wallet {"referenceId":"demo"}');
    expect(router.state.location.state).toEqual({ from: 'nav' });
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('leaves a modified click (a new tab) to the browser', () => {
    const router = renderAt([{ path: '/', Component: Shell, children: [{ path: '*', Component: Where }] }], '/');
    // The browser's own navigation (which jsdom does not do) is held back after the link has had its say.
    const holdBack = (event: Event) => event.preventDefault();
    document.addEventListener('click', holdBack);
    fireEvent.click(screen.getByRole('link', { name: 'Profile' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/');
    document.removeEventListener('click', holdBack);
  });

  it('catches an error thrown while rendering in the route error boundary, and clears it on the next page', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    const Boundary = () => <p>{(useRouteError() as Error).message}</p>;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderAt(
      [
        {
          path: '/',
          ErrorBoundary: Boundary,
          Component: Outlet,
          children: [
            { path: 'broken', Component: Broken },
            { path: 'fine', Component: Where },
          ],
        },
      ],
      '/broken',
    );
    expect(screen.getByText('render failed')).toBeTruthy();
    await act(() => router.navigate('/fine'));
    expect(where()).toBe('/fine {}');
    vi.restoreAllMocks();
  });

  it('sets the query with useSearchParams and redirects with Navigate', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ q: 'tea' }, { replace: true })}>
          {params.get('q') ?? 'none'}
        </button>
      );
    }
    renderAt(
      [
        { path: '/search', Component: Search },
        { path: '/old', Component: () => <Navigate to="/search" replace /> },
      ],
      '/old',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'none' }));
    expect(await screen.findByRole('button', { name: 'tea' })).toBeTruthy();
  });
});

describe('ScrollRestoration', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    window.sessionStorage.clear();
  });

  function Layout() {
    return (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    );
  }

  it('opens a new page at its top, Back where it was, a hash at its element, and a kept scroll when asked', async () => {
    const router = renderAt(
      [
        {
          path: '/',
          Component: Layout,
          children: [{ path: ':page', Component: () => <h1 id="details">{useParams().page}</h1> }],
        },
      ],
      '/list',
    );
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    await act(() => router.navigate('/item'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading').textContent).toBe('list');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);

    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollTo.mockReset();
    await act(() => router.navigate('/other#details'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/other?q=1', { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('keeps the positions for the tab when the page is left, for a reload', async () => {
    const router = renderAt([{ path: '/', Component: Layout }], '/');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(320);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(window.sessionStorage.getItem('okmenu-scroll-positions') ?? '{}') as Record<
      string,
      number
    >;
    expect(saved[router.state.location.key]).toBe(320);
    vi.restoreAllMocks();
  });
});
