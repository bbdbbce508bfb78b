import { apiFetch, apiRequest, type ApiRequestOptions } from '../../../shared/api/api-client.ts';

/** A staff call: the shared client with the staff token (not the guest's), asked past any cache. */
type StaffOptions = Pick<ApiRequestOptions, 'method' | 'body' | 'signal'> & { token: string };

/** Opens a staff endpoint and returns the raw response (the order stream reads it as events). */
export function staffFetch(path: string, options: StaffOptions & { accept?: string }): Promise<Response> {
  const { accept, ...rest } = options;
  return apiFetch(path, { ...rest, cache: 'no-store', ...(accept ? { headers: { Accept: accept } } : {}) });
}

/** Calls a staff endpoint and returns its JSON body, or throws an ApiError. */
export function staffRequest<T>(path: string, options: StaffOptions): Promise<T> {
  return apiRequest<T>(path, { ...options, cache: 'no-store' });
}
