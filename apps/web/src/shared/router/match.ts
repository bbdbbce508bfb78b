import type { ComponentType } from 'react';

export type Params = Record<string, string | undefined>;

export interface LoaderArgs {
  params: Params;
  request: Request;
}

export interface ShouldRevalidateArgs {
  currentUrl: URL;
  nextUrl: URL;
  currentParams: Params;
  nextParams: Params;
  defaultShouldRevalidate: boolean;
}

/** What a lazy route module adds to its route once loaded. */
export type LazyRouteParts = Partial<Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'loader'>>;

/**
 * A route: a path pattern relative to its parent (`:param`, `:param?`, a final `*`), or an index route, or a
 * pathless layout. Its loader runs before it renders (a guard returns or throws `redirect(...)`); `lazy`
 * loads its component alongside.
 */
export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  ErrorBoundary?: ComponentType | null;
  HydrateFallback?: ComponentType | null;
  loader?: ((args: LoaderArgs) => unknown) | null;
  lazy?: (() => Promise<LazyRouteParts>) | null;
  shouldRevalidate?: ((args: ShouldRevalidateArgs) => boolean) | null;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  /** Every param of the whole path (as react-router gave them to each level). */
  params: Params;
  /** The part of the URL this level matched, e.g. `/demo` for `:referenceId`. */
  pathname: string;
}

interface Branch {
  /** The pattern's segments from the root: static words, `:name` or `*`. */
  segments: string[];
  /** Each route of the branch, root first, with how many of the segments it covers. */
  routes: { route: RouteObject; depth: number }[];
  score: number;
  /** The position of each route among its siblings, to keep the table's order between equal scores. */
  order: number[];
}

const splitPath = (path: string) => path.split('/').filter((segment) => segment !== '');

/** `a/:b?/c` → `a/:b/c` and `a/c` (react-router's order). */
export function explodeOptionalSegments(path: string): string[] {
  const [first, ...rest] = path.split('/');
  if (first === undefined) return [path];
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restPaths = explodeOptionalSegments(rest.join('/'));
  const result = restPaths.map((sub) => (sub === '' ? required : [required, sub].join('/')));
  if (optional) result.push(...restPaths);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

/**
 * react-router's ranking: more segments score more, a static segment 10, a dynamic one 3, an empty one 1, an
 * index route 2 more, a splat 2 less. So `staff` outranks `:referenceId`, which outranks `*`.
 */
export function routeScore(fullPath: string, index: boolean): number {
  const segments = fullPath.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function flatten(
  routes: readonly RouteObject[],
  parent: { segments: string[]; routes: Branch['routes']; path: string; order: number[] },
  branches: Branch[],
): void {
  routes.forEach((route, position) => {
    const paths = route.path?.includes('?') ? explodeOptionalSegments(route.path) : [route.path];
    for (const path of paths) {
      const segments = [...parent.segments, ...splitPath(path ?? '')];
      const fullPath = `${parent.path}/${path ?? ''}`.replace(/\/\/+/g, '/');
      const level = {
        segments,
        routes: [...parent.routes, { route, depth: segments.length }],
        path: fullPath,
        order: [...parent.order, position],
      };
      // Children first: a parent's own branch comes after its children's (react-router's order).
      if (route.children?.length) flatten(route.children, level, branches);
      if (path === undefined && !route.index) continue;
      branches.push({ ...level, score: routeScore(fullPath, route.index === true) });
    }
  });
}

const siblingsFirst = (a: Branch, b: Branch) => {
  const siblings = a.order.length === b.order.length && a.order.slice(0, -1).every((n, i) => n === b.order[i]);
  return siblings ? a.order.at(-1)! - b.order.at(-1)! : 0;
};

/** The table's branches, best first; computed once per route table. */
export function rankRoutes(routes: readonly RouteObject[]): Branch[] {
  const branches: Branch[] = [];
  flatten(routes, { segments: [], routes: [], path: '', order: [] }, branches);
  return branches.sort((a, b) => b.score - a.score || siblingsFirst(a, b));
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchBranch(branch: Branch, urlSegments: readonly string[]): RouteMatch[] | null {
  const splat = branch.segments.at(-1) === '*';
  if (!splat && urlSegments.length !== branch.segments.length) return null;
  const params: Params = {};
  for (const [index, segment] of branch.segments.entries()) {
    if (segment === '*') {
      params['*'] = urlSegments.slice(index).map(decode).join('/');
      break;
    }
    const value = urlSegments[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) {
      if (value === '') return null;
      params[segment.slice(1)] = decode(value);
    } else if (decode(value).toLowerCase() !== segment.toLowerCase()) return null;
  }
  return branch.routes.map(({ route, depth }) => {
    const covered = branch.segments[depth - 1] === '*' ? urlSegments.length : depth;
    return { route, params, pathname: `/${urlSegments.slice(0, covered).join('/')}` };
  });
}

/** The routes a pathname renders, root first, or null when none fits (trailing slashes are ignored). */
export function matchRoutes(branches: readonly Branch[], pathname: string): RouteMatch[] | null {
  const trimmed = pathname.replace(/\/+$/, '');
  const urlSegments = trimmed ? trimmed.slice(1).split('/') : [];
  for (const branch of branches) {
    const matches = matchBranch(branch, urlSegments);
    if (matches) return matches;
  }
  return null;
}
