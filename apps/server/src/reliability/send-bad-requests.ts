import type { BadInputFixture } from './bad-input-fixture.ts';
import type { DatabaseDump } from './database-dump.ts';
import { changedTables, dumpDatabase } from './database-dump.ts';
import type { BadRequest } from './malformed-input.ts';

/** What a batch of hostile requests did: how many were sent and accepted, and every broken rule. */
export interface BadInputReport {
  sent: number;
  accepted: string[];
  failures: string[];
}

/** Internals that must never reach a client: stack frames, source paths, driver messages. */
const leak =
  /node_modules|\/work\/|\/tmp\/|\/home\/|\.[cm]?[jt]s:\d+|\n\s+at |SqliteError|sqlite_|syntax error at|relation "|ECONNREFUSED/i;

/**
 * Refusals that count by design: a wrong code or a request past a limit is a well-formed attempt, and
 * counting it (rate-limit windows, a code's tries) is the point. Those may touch only these tables.
 */
const countedRefusals = new Set([
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  'too_many_requests',
  'resend_too_soon',
]);
const countingTables = new Set(['rate_limits', 'otp_codes']);

function errorCode(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

let keyCounter = 0;

function inject(fixture: BadInputFixture, request: BadRequest, timeoutMs: number) {
  const headers = { ...request.headers };
  // Each case is its own checkout attempt, so an accepted one never replays another.
  if (headers['idempotency-key'] === 'fuzz-key-0000') headers['idempotency-key'] = `fuzz-key-${(keyCounter += 1)}`;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([
    fixture.runtime.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/** Problems with a refusal's body: not the `{ error: { code, message } }` shape, or internals shown. */
export function errorShapeProblems(text: string): string[] {
  const problems: string[] = [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`body is not JSON: ${text.slice(0, 120)}`];
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') {
    problems.push(`body is not the error shape: ${text.slice(0, 160)}`);
  }
  if (leak.test(text)) problems.push(`body shows internals: ${text.slice(0, 200)}`);
  return problems;
}

/**
 * Sends each request and checks the rules: never a 5xx; a refusal has the error shape, shows no
 * internals and leaves every table as it was (compared with a dump taken after the previous request);
 * an accepted request is allowed only when the case allows it.
 */
export async function sendBadRequests(
  fixture: BadInputFixture,
  requests: BadRequest[],
  options: { timeoutMs?: number } = {},
): Promise<BadInputReport> {
  const report: BadInputReport = { sent: 0, accepted: [], failures: [] };
  const database = fixture.runtime.database;
  let baseline: DatabaseDump = await dumpDatabase(database);
  for (const request of requests) {
    const where = `${request.method} ${request.url.slice(0, 120)} [${request.label}]`;
    report.sent += 1;
    let status: number;
    let text: string;
    try {
      const response = await inject(fixture, request, options.timeoutMs ?? 5000);
      status = response.statusCode;
      text = response.body;
    } catch (error) {
      report.failures.push(`${where}: ${(error as Error).message}`);
      continue;
    }
    const after = await dumpDatabase(database);
    if (status >= 500) report.failures.push(`${where}: answered ${status} ${text.slice(0, 200)}`);
    if (request.expectStatus !== undefined && status !== request.expectStatus) {
      report.failures.push(`${where}: answered ${status}, expected ${request.expectStatus}`);
    }
    if (status < 400) {
      if (request.mustReject) report.failures.push(`${where}: accepted with ${status} ${text.slice(0, 160)}`);
      else report.accepted.push(where);
    } else {
      for (const problem of errorShapeProblems(text)) report.failures.push(`${where}: ${status} ${problem}`);
      const counted = countedRefusals.has(errorCode(text) ?? '');
      const changed = changedTables(baseline, after).filter((table) => !(counted && countingTables.has(table)));
      if (changed.length > 0) report.failures.push(`${where}: refused with ${status} but wrote ${changed.join(', ')}`);
    }
    baseline = after;
  }
  return report;
}
