import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '../shared/api/api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { skipAuthRedirect?: boolean };
    mutationMeta: { skipAuthRedirect?: boolean };
  }
}

/**
 * The one place that reacts to 401/403 (SPEC §2, §8): any call except those marked
 * `meta: { skipAuthRedirect: true }` (the profile call) sends the visitor to the login route.
 */
export function createQueryClient(options: { onUnauthorized: (error: unknown) => void }): QueryClient {
  const handle = (error: unknown, meta: { skipAuthRedirect?: boolean } | undefined) => {
    if (isUnauthorized(error) && !meta?.skipAuthRedirect) options.onUnauthorized(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handle(error, mutation.meta),
    }),
    defaultOptions: { queries: { refetchOnWindowFocus: false } },
  });
}

/** The business login route for a path, or null outside a business (SPEC §2: /:referenceId/login). */
export function loginPathFor(pathname: string): string | null {
  const referenceId = pathname.split('/').filter(Boolean)[0];
  // The staff area signs in with its own token and handles a refused one itself.
  if (!referenceId || referenceId === '404' || referenceId === 'staff') return null;
  if (pathname.startsWith(`/${referenceId}/login`)) return null;
  return `/${referenceId}/login`;
}
