import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { Location } from './history.ts';
import type { Params } from './match.ts';
import type { Navigation, NavigateOptions, Router } from './router.ts';

export const RouterContext = createContext<Router | null>(null);
/** The rendered location and its params; a navigation's loading state lives apart, so pages do not re-render for it. */
export const LocationContext = createContext<{ location: Location; params: Params } | null>(null);
export const NavigationContext = createContext<Navigation>({ state: 'idle' });
/** What the next level renders (the child route), read by `<Outlet />`. */
export const OutletContext = createContext<ReactNode>(null);
export const RouteErrorContext = createContext<unknown>(undefined);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside <RouterProvider>.');
  return router;
}

function useView() {
  const view = useContext(LocationContext);
  if (!view) throw new Error('A router hook was used outside <RouterProvider>.');
  return view;
}

export const useLocation = (): Location => useView().location;

/** Every param of the current path (the same object at every level, as in react-router). */
export const useParams = <T extends Params = Params>(): Partial<T> => useView().params as Partial<T>;

/** `idle`, or `loading` while a navigation's loaders and route modules load. */
export const useNavigation = (): Navigation => useContext(NavigationContext);

/** In an error boundary: what the loader or the render threw. */
export const useRouteError = (): unknown => useContext(RouteErrorContext);

/** The child route's element. */
export function Outlet(): ReactNode {
  return useContext(OutletContext);
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
}

export function useNavigate(): NavigateFunction {
  const router = useRouter();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => router.navigate(to, options),
    [router],
  ) as NavigateFunction;
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query of the current location, and a setter that navigates to the same path with a new query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const router = useRouter();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next);
      void router.navigate(`?${value.toString()}`, options);
    },
    [router, search],
  );
  return [params, setParams];
}
