/** The product's name; page titles of error screens are this name followed by the code (SPEC §2). */
export const productName = 'OK Menu';

/** Base URL every API path is relative to (SPEC §7). */
export const apiBase = import.meta.env.VITE_API_BASE ?? '/api/';

/** The id of the running build, compared with /build.json to detect a newer deployment. */
export const buildId = import.meta.env.VITE_BUILD_ID ?? 'dev';

/** Hosts that serve the app itself; any other host is a business's custom domain. */
export const appHosts: readonly string[] = (import.meta.env.VITE_APP_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean);
