/**
 * The web app's error-reporting DSN, which the server gives it at run time (decision 0106): kept apart from
 * error-reporting.ts so the HTTP app reads it without loading the Node SDK.
 */

/** A DSN the browser may be given: an http(s) URL with a key and a project; anything else is ignored. */
export function validDsn(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  try {
    const url = new URL(dsn);
    const project = url.pathname.split('/').filter(Boolean).pop();
    return /^https?:$/.test(url.protocol) && url.username && project ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The origin a browser DSN sends its envelopes to, for the pages' CSP connect-src (none without a DSN). */
export function dsnOrigins(dsn: string | undefined): string[] {
  return dsn ? [new URL(dsn).origin] : [];
}
