import { timingSafeEqual } from 'node:crypto';
import { currencyOf, fitsCurrency, toMajor, toMinor } from '@okmenu/domain';
import type { GatewayName } from './payment-gateway.ts';
import { GatewayError } from './payment-gateway.ts';

/**
 * Calls a gateway's JSON API with a timeout. A timeout, a network failure or a 5xx is a retryable
 * GatewayError; a 4xx answers its body so the adapter can say what was refused. The secret key travels
 * only in the Authorization header and never appears in an error.
 */
export async function callGateway(options: {
  gateway: GatewayName;
  url: string;
  method: 'GET' | 'POST';
  secret: string;
  body?: unknown;
  timeoutMs: number;
}): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: options.method,
      headers: {
        authorization: `Bearer ${options.secret}`,
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as { name?: string }).name === 'TimeoutError';
    throw new GatewayError(
      options.gateway,
      timedOut ? 'The gateway did not answer in time' : 'The gateway is unreachable',
      true,
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 500) {
    throw new GatewayError(options.gateway, `The gateway failed (${response.status})`, true, response.status);
  }
  return { status: response.status, body };
}

/** An amount in the currency's major unit as a gateway expects it (KWD 9750 → 9.75). */
export function gatewayAmount(minor: number, currency: string): number {
  return toMajor(minor, currencyOf(currency));
}

/** A gateway's major-unit amount back in minor units; a value that is not a finite number is -1 (never matches). */
export function minorFromGateway(amount: unknown, currency: string): number {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const known = currencyOf(currency);
  // 9.7504 KWD is not 9.750: a value with more decimals than the currency has never matches an order.
  return typeof value === 'number' && Number.isFinite(value) && fitsCurrency(value, known) ? toMinor(value, known) : -1;
}

/** The amount as written in a signature string: fixed to the currency's decimals (Tap's hashstring rule). */
export function fixedAmount(amount: unknown, currency: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(currencyOf(currency).decimalDigits) : '';
}

/** Compares two signatures in constant time (different lengths are simply unequal). */
export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** One header's value (the first when repeated). */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** A nested value of a parsed JSON body (`path` like `Data.Invoice.Id`), or undefined. */
export function pick(body: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }, body);
}
