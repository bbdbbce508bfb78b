import type { DeliveryResult } from './conversion-event.ts';

/** An answer worth trying again: rate limited, timed out, or the platform's own failure. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * POSTs JSON and classifies the answer. 2xx is delivered (the caller may look closer at the body);
 * 408, 429, 5xx and network failures are retried; any other 4xx is refused for good. Error text never
 * carries the URL (it may hold an access token).
 */
export async function postJson(options: {
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
}): Promise<{ result: DeliveryResult; json: unknown }> {
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return { result: { ok: false, retry: true, error: `network: ${name}` }, json: null };
  }
  const text = await response.text().catch(() => '');
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (response.ok) return { result: { ok: true }, json };
  return {
    result: { ok: false, retry: isRetryableStatus(response.status), error: `${response.status} ${describe(json)}` },
    json,
  };
}

/** A short description of a platform's error body, for the outbox's last_error (never the request). */
export function describe(json: unknown): string {
  const body = json as { error?: { message?: unknown; code?: unknown }; message?: unknown; code?: unknown } | null;
  const message = body?.error?.message ?? body?.message ?? '';
  const code = body?.error?.code ?? body?.code ?? '';
  return `${String(code)} ${String(message)}`.trim().slice(0, 300);
}
