/**
 * The app's router (decision 0114): react-router's data-router behaviour that the app uses — nested routes,
 * loaders as guards with redirects, lazy route modules, error boundaries, scroll restoration — in a few KB.
 */
export type { Location } from './history.ts';
export type { LoaderArgs, Params, RouteObject, ShouldRevalidateArgs } from './match.ts';
export type { NavigateOptions, Router, RouterState } from './router.ts';
export { createBrowserRouter, createMemoryRouter, createRouter } from './router.ts';
export { data, isRouteErrorResponse, redirect, type ErrorResponse } from './responses.ts';
export {
  Outlet,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type NavigateFunction,
} from './hooks.ts';
export { Link, Navigate, NavLink, type LinkProps, type NavLinkProps } from './links.tsx';
export { MemoryRouter } from './memory-router.tsx';
export { RouterProvider } from './router-provider.tsx';
export { ScrollRestoration } from './scroll-restoration.tsx';
