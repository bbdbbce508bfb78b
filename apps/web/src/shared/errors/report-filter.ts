import { isReportedStatus, scrubErrorEvent, scrubText } from '@okmenu/domain';

/** What is known about a failure before the SDK is loaded. */
export type FailureKind = 'error' | 'unhandledrejection' | 'chunk-load';

/** The HTTP status an error carries (the api client's ApiError, or anything with a numeric `status`). */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Whether a failure is reported (SPEC §8): never one with a status of 300-499, never a network failure
 * (status 0: the guest's connection, not our fault); everything else, including failed chunk loads.
 */
export function shouldReport(error: unknown): boolean {
  const status = statusOf(error);
  if (status === 0) return false;
  return isReportedStatus(status);
}

/** Whether an error is a lazily loaded chunk that failed to arrive. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** The page's route for a report: its path with ids, secrets and phone numbers scrubbed, never its query. */
export function routeOf(pathname: string): string {
  return scrubText(pathname);
}

/** The tags a report keeps as they are. */
export const keptTags: ReadonlySet<string> = new Set(['route', 'kind']);

/** The SDK's beforeSend: drops events carrying a 300-499 status tag and scrubs the rest. */
export function beforeSendFilter<E extends { tags?: Record<string, unknown> }>(event: E): E | null {
  const status = Number(event.tags?.status);
  if (Number.isFinite(status) && (status === 0 || !isReportedStatus(status))) return null;
  return scrubErrorEvent(event, keptTags);
}
