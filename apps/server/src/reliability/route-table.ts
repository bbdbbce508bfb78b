import type { FastifyInstance } from 'fastify';

/** One route of the app: a method and its URL pattern (`/api/webapp/order/:a/:b`). */
export interface RouteEntry {
  method: string;
  url: string;
}

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Every way to read a printed path whose shared nodes list several parameter names (`:businessId|:id`). */
function expand(url: string): string[] {
  const match = /:[A-Za-z_][A-Za-z0-9_]*(?:\|:[A-Za-z_][A-Za-z0-9_]*)+/.exec(url);
  if (!match) return [url];
  const head = url.slice(0, match.index);
  const tail = url.slice(match.index + match[0].length);
  return match[0].split('|').flatMap((name) => expand(tail).map((rest) => head + name + rest));
}

/**
 * Every route the app registered, read from `printRoutes` one method at a time, so a route added
 * later is covered without touching the suite. The tree prints a child as the rest of its parent's
 * path; each candidate is confirmed with `hasRoute`.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const method of methods) {
    const stack: string[] = [];
    for (const line of app.printRoutes({ method, commonPrefix: false }).split('\n')) {
      const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      stack.length = depth;
      const url = (stack[depth - 1] ?? '') + (match[2] ?? '');
      stack.push(url);
      for (const candidate of expand(url)) {
        const known = routes.some((route) => route.method === method && route.url === candidate);
        if (!known && app.hasRoute({ method, url: candidate })) routes.push({ method, url: candidate });
      }
    }
  }
  return routes;
}

/** The `:name` parameters of a URL pattern, in order. */
export function routeParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

/** A URL pattern with its parameters filled in (each value URL-encoded). */
export function fillRoute(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_all, name: string) => encodeURIComponent(values[name] ?? '1'));
}
