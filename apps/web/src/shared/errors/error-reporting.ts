import type * as SentrySdk from './sentry-sdk.ts';
import type { FailureKind } from './report-filter.ts';
import { beforeSendFilter, isChunkLoadError, routeOf, shouldReport } from './report-filter.ts';

/** Settings (pageErrorDsn); without a DSN nothing is listened to, loaded or sent. */
export interface ErrorReportingOptions {
  dsn: string | undefined;
  release: string;
  environment?: string;
}

type Sdk = typeof SentrySdk;

/**
 * The DSN to report to: the one the server writes into the page (`<meta name="okmenu-error-dsn">`, from its
 * SENTRY_BROWSER_DSN or SENTRY_DSN, decision 0106), else the build's VITE_SENTRY_DSN, else none.
 */
export function pageErrorDsn(doc: Document | undefined, buildDsn: string | undefined): string | undefined {
  const fromPage = doc?.querySelector<HTMLMetaElement>('meta[name="okmenu-error-dsn"]')?.content.trim();
  return fromPage || buildDsn || undefined;
}

/**
 * Listens for uncaught errors, unhandled rejections and failed chunk loads, and only when one worth
 * reporting happens loads @sentry/browser (a separate chunk, never in the first load) to send it with
 * the release and the route (decision 0098). Returns a function that stops listening.
 */
export function startErrorReporting(options: ErrorReportingOptions): () => void {
  const { dsn } = options;
  if (!dsn || typeof window === 'undefined') return () => undefined;
  let sdk: Promise<Sdk> | undefined;
  const load = () =>
    (sdk ??= import('./sentry-sdk.ts').then((Sentry) => {
      Sentry.init({
        dsn,
        release: options.release,
        environment: options.environment ?? 'production',
        // Our own listeners below report; the SDK's would add its global handlers and breadcrumbs of the page.
        defaultIntegrations: false,
        integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
        sendDefaultPii: false,
        beforeSend: (event) => beforeSendFilter(event),
      });
      return Sentry;
    }));
  const report = (error: unknown, kind: FailureKind) => {
    if (!shouldReport(error)) return;
    const status = (error as { status?: unknown } | null)?.status;
    void load()
      .then((Sentry) =>
        Sentry.withScope((scope) => {
          scope.setTag('kind', isChunkLoadError(error) ? 'chunk-load' : kind);
          scope.setTag('route', routeOf(window.location.pathname));
          if (typeof status === 'number') scope.setTag('status', String(status));
          Sentry.captureException(error);
        }),
      )
      .catch(() => undefined);
  };
  const onError = (event: ErrorEvent) => report(event.error ?? event.message, 'error');
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'unhandledrejection');
  // Vite's event when a lazy route's chunk (or its CSS) fails to load.
  const onPreloadError = (event: Event) => report((event as Event & { payload?: unknown }).payload, 'chunk-load');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}
