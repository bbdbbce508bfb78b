/** What a loader throws to show an error page with a status (`data(...)`), and what `useRouteError` then gives. */
export class ErrorResponse {
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  constructor(status: number, statusText: string, data: unknown) {
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

/** An error page with a status: `throw data({ message }, { status: 404 })` in a loader. */
export function data(value: unknown, init: { status: number; statusText?: string }): ErrorResponse {
  return new ErrorResponse(init.status, init.statusText ?? '', value);
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof ErrorResponse;
}

/** A loader's answer that sends the visitor elsewhere (returned or thrown): a 302 with the target. */
export function redirect(url: string): Response {
  return new Response(null, { status: 302, headers: { Location: url } });
}

/** The target of a redirect answer, or null for anything else. */
export function redirectTarget(value: unknown): string | null {
  if (!(value instanceof Response) || value.status < 300 || value.status > 399) return null;
  return value.headers.get('Location');
}
