import type { ApiErrorBody } from '@okmenu/contract';

/** A failed API call: HTTP status (0 when the network failed), the server's error code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ApiErrorBody['error']['fields'];
  /** Seconds to wait before trying again, from a 429's Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: ApiErrorBody['error']['fields'];
    retryAfterSeconds?: number;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 401 and 403 send the visitor to the login route (SPEC §2, §8). */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const inner = (value as { error: unknown }).error;
  return typeof inner === 'object' && inner !== null && 'message' in inner;
}

/** Seconds of a Retry-After header (delta-seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null | undefined, now: Date = new Date()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** Builds an ApiError from a non-2xx response body, whatever shape it has. */
export function apiErrorFromBody(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  if (isErrorBody(body)) {
    return new ApiError({
      status,
      code: String(body.error.code ?? `HTTP_${status}`),
      message: body.error.message,
      fields: body.error.fields,
      retryAfterSeconds,
    });
  }
  return new ApiError({ status, code: `HTTP_${status}`, message: '', retryAfterSeconds });
}
