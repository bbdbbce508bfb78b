import type { ProfileResponse } from '@okmenu/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';

/** GET webapp/profile/{id}: the signed-in user with their wallet. */
export function fetchProfile(options: { userId: number; businessId: number; signal?: AbortSignal }) {
  return apiRequest<ProfileResponse>(`webapp/profile/${options.userId}`, {
    query: { business_id: options.businessId },
    signal: options.signal,
  });
}

/**
 * The profile query. Its 401/403 does not send the visitor to the login route (SPEC §2, §8): a failed
 * profile fetch logs out instead, and the guards decide where to go.
 */
export function profileQueryOptions(userId: number, businessId: number) {
  return queryOptions({
    queryKey: ['profile', userId, businessId] as const,
    queryFn: ({ signal }) => fetchProfile({ userId, businessId, signal }),
    meta: { skipAuthRedirect: true },
    staleTime: 30_000,
    retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
  });
}

/** A network failure or a server error may pass; anything else is the server refusing the session. */
export function isRetryable(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/** A failed profile fetch logs out (SPEC §8) when the server refused it; an outage keeps the session. */
export function profileFailureLogsOut(error: unknown): boolean {
  return !isRetryable(error);
}
