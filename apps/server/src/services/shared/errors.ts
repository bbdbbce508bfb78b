/** An expected failure of a use case, answered with its status and the error shape of ARCHITECTURE.md. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: { path: string; message: string; code?: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The named thing does not exist (or is not the caller's to see). */
export function notFound(what: string): AppError {
  return new AppError(404, 'not_found', `${what} was not found`);
}

/** A 429: the caller must wait `retryAfterSeconds` (sent as the Retry-After header). */
export class TooManyRequestsError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
    this.name = 'TooManyRequestsError';
  }
}
