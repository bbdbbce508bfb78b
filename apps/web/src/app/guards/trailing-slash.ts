import { redirect } from '../../shared/router/index.ts';

/** The same URL without trailing slashes ("/demo/?x=1" → "/demo?x=1"), or null when there is none. */
export function withoutTrailingSlash(url: URL): string | null {
  if (url.pathname === '/' || !url.pathname.endsWith('/')) return null;
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  return pathname + url.search + url.hash;
}

/** Root loader: a trailing slash is redirected to the path without it (SPEC §2). */
export function trailingSlashLoader({ request }: { request: Request }): Response | null {
  const target = withoutTrailingSlash(new URL(request.url));
  return target ? redirect(target) : null;
}

/** Re-run the root loader only when the next URL has a trailing slash to remove. */
export function shouldCheckTrailingSlash({ nextUrl }: { nextUrl: URL }): boolean {
  return withoutTrailingSlash(nextUrl) !== null;
}
