/**
 * What the browser and the server send to the error-reporting service (SPEC §8, decision 0098): only
 * failures outside 300-499, and never a phone number, one-time code, token or address.
 */

/** SPEC §8: statuses 300-499 are the client's business (redirects, bad input, not found), never reported. */
export function isReportedStatus(status: number | undefined): boolean {
  if (status === undefined) return true;
  return status < 300 || status >= 500;
}

const scrubbed = '[scrubbed]';

/** Keys whose values are dropped wherever they appear (lowercase, compared without - and _). */
const secretKeys = new Set(
  [
    'authorization',
    'cookie',
    'setcookie',
    'token',
    'accesstoken',
    'refreshtoken',
    'secret',
    'password',
    'code',
    'otp',
    'phone',
    'contactphone',
    'dialcode',
    'idempotencykey',
    'address',
    'street',
    'block',
    'building',
    'floor',
    'apartment',
    'avenue',
    'house',
    'area',
    'location',
    'lat',
    'lng',
    'email',
    'contactname',
    'recipient',
    'ip',
    'ipaddress',
    'xforwardedfor',
  ].map((key) => key.replace(/[-_]/g, '')),
);

const textRules: [RegExp, string][] = [
  // Bearer and other credentials in headers or messages.
  [/\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${scrubbed}`],
  // key=value credentials in URLs and messages.
  [/\b(access_token|token|secret|code|otp|key|password|phone)=([^&\s"']+)/gi, `$1=${scrubbed}`],
  // Order secrets and other long opaque strings in paths (order/{id}/{secret}).
  [/[A-Za-z0-9_-]{20,}/g, scrubbed],
  // Phone numbers: 7 or more digits with optional +, spaces, dashes, dots or brackets between.
  [/\+?\d[\d\s().-]{5,}\d/g, scrubbed],
  // One-time codes and other short numeric secrets of 4-6 digits standing alone.
  [/\b\d{4,6}\b/g, scrubbed],
];

/** A text with phone numbers, codes, tokens and long opaque strings replaced by "[scrubbed]". */
export function scrubText(text: string): string {
  return textRules.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** Whether a key names personal or secret data (its value is dropped whatever it is). */
export function isSecretKey(key: string): boolean {
  return secretKeys.has(key.toLowerCase().replace(/[-_]/g, ''));
}

/**
 * A deep copy of a report with secret keys' values replaced and every string scrubbed. Keys in `keep`
 * (such as the report's own `release` or `route`) are copied as they are.
 */
export function scrubReport<T>(value: T, keep: ReadonlySet<string> = new Set(), depth = 0): T {
  if (depth > 12) return scrubbed as T;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubReport(item, keep, depth + 1)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (keep.has(key)) out[key] = item;
    else if (isSecretKey(key) && item !== null && item !== undefined && item !== '') out[key] = scrubbed;
    else out[key] = scrubReport(item, keep, depth + 1);
  }
  return out as T;
}

/** The parts of an error-reporting event that may carry what the guest typed or the request held. */
export interface ReportableEvent {
  message?: string;
  exception?: { values?: { value?: string }[] };
  request?: unknown;
  extra?: unknown;
  breadcrumbs?: unknown;
  user?: unknown;
  tags?: Record<string, unknown>;
}

/**
 * An event ready to leave the process: messages, exception texts, the request, extras, breadcrumbs and
 * tags scrubbed; the user (address, ip) dropped. Stack frames and SDK details are left alone.
 */
export function scrubErrorEvent<E extends ReportableEvent>(event: E, keepTags: ReadonlySet<string>): E {
  const exception = event.exception?.values && {
    ...event.exception,
    values: event.exception.values.map((v) => (v.value === undefined ? v : { ...v, value: scrubText(v.value) })),
  };
  return {
    ...event,
    ...(event.message !== undefined && { message: scrubText(event.message) }),
    ...(exception && { exception }),
    ...(event.request !== undefined && { request: scrubReport(event.request) }),
    ...(event.extra !== undefined && { extra: scrubReport(event.extra) }),
    ...(event.breadcrumbs !== undefined && { breadcrumbs: scrubReport(event.breadcrumbs) }),
    ...(event.tags !== undefined && { tags: scrubReport(event.tags, keepTags) }),
    user: undefined,
  };
}
