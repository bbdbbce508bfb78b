import { Component, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { Location } from './history.ts';
import {
  LocationContext,
  NavigationContext,
  Outlet,
  OutletContext,
  RouteErrorContext,
  RouterContext,
  useRouteError,
} from './hooks.ts';
import type { RouteMatch } from './match.ts';
import { isRouteErrorResponse } from './responses.ts';
import type { Router, RouterState } from './router.ts';

/** Shown when no route on the way up has an error boundary. */
function DefaultError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <p>{text}</p>;
}

interface BoundaryProps {
  location: Location;
  /** A loader's error for this level, if any. */
  failed: { error: unknown } | null;
  Fallback: ComponentType;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  failed: { error: unknown } | null;
}

/** A route's error boundary: a loader's error, or one thrown while rendering below it, until the location changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, failed: this.props.failed };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState {
    if (props.location !== state.location) return { location: props.location, failed: props.failed };
    return { location: state.location, failed: state.failed ?? props.failed };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    const { Fallback } = this.props;
    return (
      <RouteErrorContext.Provider value={failed.error}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
}

/** The matched routes as nested elements: each level's component, its `<Outlet />` the next level. */
function renderMatches(matches: readonly RouteMatch[], error: RouterState['error'], location: Location): ReactNode {
  const last = error ? error.boundary : matches.length - 1;
  let outlet: ReactNode = null;
  for (let level = last; level >= 0; level -= 1) {
    const { route } = matches[level]!;
    const Page = route.Component;
    let element: ReactNode = (
      <OutletContext.Provider value={outlet}>{Page ? <Page /> : <Outlet />}</OutletContext.Provider>
    );
    const failed = error && level === last ? { error: error.error } : null;
    const Fallback = route.ErrorBoundary ?? (failed ? DefaultError : null);
    if (Fallback)
      element = (
        <RouteErrorBoundary location={location} failed={failed} Fallback={Fallback}>
          {element}
        </RouteErrorBoundary>
      );
    outlet = element;
  }
  return outlet;
}

/** Renders the router's current routes, and re-renders when a navigation completes. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const { location, matches, error, initialized } = state;
  const view = useMemo(() => ({ location, params: matches.at(-1)?.params ?? {} }), [location, matches]);
  const tree = useMemo(() => {
    if (initialized) return renderMatches(matches, error, location);
    // Until the first page's loaders are done: the root's fallback.
    const Fallback = router.routes[0]?.HydrateFallback;
    return Fallback ? <Fallback /> : null;
  }, [router, initialized, matches, error, location]);
  return (
    <RouterContext.Provider value={router}>
      <NavigationContext.Provider value={state.navigation}>
        <LocationContext.Provider value={view}>{tree}</LocationContext.Provider>
      </NavigationContext.Provider>
    </RouterContext.Provider>
  );
}
