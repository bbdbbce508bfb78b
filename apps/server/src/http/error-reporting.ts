import fs from 'node:fs';
import path from 'node:path';
import type { ErrorEvent } from '@sentry/node';
import { isReportedStatus, scrubErrorEvent } from '@okmenu/domain';
import { validDsn } from './browser-dsn.ts';

/** Where a failure happened, for the report's tags. */
export interface FailureContext {
  status: number;
  route?: string;
  requestId?: string;
  method?: string;
}

/** Sends server failures to the error-reporting service (decision 0098). */
export interface ErrorReporter {
  /** Reports an error answered with `status`; statuses 300-499 are never reported (SPEC §8). */
  report(error: unknown, context: FailureContext): void;
  /** Waits until what was reported has left (shutdown, tests). */
  flush(timeoutMs: number): Promise<boolean>;
}

export interface ErrorReportingConfig {
  /** SENTRY_DSN; without it nothing is set up and nothing is sent. */
  dsn: string | undefined;
  /**
   * SENTRY_BROWSER_DSN, else SENTRY_DSN: the DSN the app shell gives the web app at run time (a meta tag), whose
   * origin the pages' CSP lets it send to. Unset: the browser reports nothing (unless the build set one).
   */
  browserDsn: string | undefined;
  /** SENTRY_RELEASE, else the web build's id (the same release as the browser's reports). */
  release: string;
  environment: string;
}

/**
 * SENTRY_DSN, SENTRY_BROWSER_DSN, SENTRY_RELEASE (default: the id in the web build's build.json) and
 * SENTRY_ENVIRONMENT.
 */
export function readErrorReportingConfig(env: NodeJS.ProcessEnv, webDist: string): ErrorReportingConfig {
  const dsn = env.SENTRY_DSN?.trim() || undefined;
  return {
    dsn,
    browserDsn: validDsn(env.SENTRY_BROWSER_DSN?.trim() || dsn),
    release: env.SENTRY_RELEASE?.trim() || webBuildId(webDist) || 'dev',
    environment: env.SENTRY_ENVIRONMENT?.trim() || env.NODE_ENV || 'development',
  };
}

function webBuildId(webDist: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(webDist, 'build.json'), 'utf8')) as { id?: unknown };
    return typeof manifest.id === 'string' ? manifest.id : undefined;
  } catch {
    return undefined;
  }
}

const keptTags = new Set(['route', 'request_id', 'method', 'status']);

/** Scrubs an event before it leaves the process; drops it if it carries a status of 300-499. */
export function beforeSend(event: ErrorEvent): ErrorEvent | null {
  const status = Number(event.tags?.status);
  if (Number.isFinite(status) && !isReportedStatus(status)) return null;
  return scrubErrorEvent(event, keptTags);
}

/**
 * Sets up @sentry/node when a DSN is configured (undefined otherwise): uncaught exceptions and
 * unhandled rejections, plus what the error handler reports. No tracing, no default PII, no automatic
 * request bodies: only the integrations listed here. The SDK is loaded only then: loaded, it holds about
 * 34 MB of the server's memory (decision 0112).
 */
export async function initErrorReporting(config: ErrorReportingConfig): Promise<ErrorReporter | undefined> {
  if (!config.dsn) return undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    sendDefaultPii: false,
    skipOpenTelemetrySetup: true,
    defaultIntegrations: false,
    integrations: [
      Sentry.onUncaughtExceptionIntegration(),
      // strict: an unhandled rejection still ends the process after it is reported, as it does without a DSN.
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
    ],
    beforeSend,
  });
  return {
    report(error, context) {
      if (!isReportedStatus(context.status)) return;
      Sentry.withScope((scope) => {
        scope.setTag('status', String(context.status));
        if (context.route) scope.setTag('route', context.route);
        if (context.requestId) scope.setTag('request_id', context.requestId);
        if (context.method) scope.setTag('method', context.method);
        Sentry.captureException(error);
      });
    },
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
}
