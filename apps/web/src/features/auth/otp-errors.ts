import { isApiError } from '../../shared/api/api-error.ts';

/**
 * What went wrong with a code, in terms the guest can act on. `wait` is seconds before asking again;
 * `newCode` means this code can no longer work and another must be asked for.
 */
export type OtpProblem =
  | { kind: 'wrongCode'; triesLeft: number | null; newCode: boolean }
  | { kind: 'expired'; newCode: true }
  | { kind: 'tooManyTries'; newCode: true; wait: number | null }
  | { kind: 'tooManyRequests'; wait: number | null }
  | { kind: 'resendTooSoon'; wait: number | null }
  | { kind: 'invalidPhone' }
  | { kind: 'disabled' }
  | { kind: 'unavailable' }
  | { kind: 'network' }
  | { kind: 'unknown'; message: string };

/** The server says how many tries are left only in its message ("The code is wrong; 3 tries left"). */
function triesLeftOf(message: string): number | null {
  const match = /(\d+)\s+tries?\s+left/i.exec(message);
  return match ? Number(match[1]) : null;
}

/** Maps a send-otp / verify-otp failure to a problem the screen explains. */
export function otpProblemOf(error: unknown): OtpProblem {
  if (!isApiError(error)) return { kind: 'unknown', message: error instanceof Error ? error.message : '' };
  const wait = error.retryAfterSeconds ?? null;
  switch (error.code) {
    case 'invalid_code': {
      const triesLeft = triesLeftOf(error.message);
      return { kind: 'wrongCode', triesLeft, newCode: triesLeft === null || triesLeft === 0 };
    }
    case 'code_expired':
      return { kind: 'expired', newCode: true };
    case 'too_many_attempts':
      return { kind: 'tooManyTries', newCode: true, wait };
    case 'too_many_requests':
      return { kind: 'tooManyRequests', wait };
    case 'resend_too_soon':
      return { kind: 'resendTooSoon', wait };
    case 'invalid_phone':
      return { kind: 'invalidPhone' };
    case 'otp_disabled':
      return { kind: 'disabled' };
    case 'sms_unavailable':
      return { kind: 'unavailable' };
  }
  if (error.status === 0) return { kind: 'network' };
  if (error.status === 400 && error.fields?.some((field) => field.path.includes('phone'))) {
    return { kind: 'invalidPhone' };
  }
  return { kind: 'unknown', message: error.message };
}

/** Translation key and values of a problem. */
export function otpProblemMessage(problem: OtpProblem): { key: string; values?: Record<string, unknown> } {
  switch (problem.kind) {
    case 'wrongCode':
      if (problem.triesLeft && problem.triesLeft > 0) {
        return { key: 'auth.errors.wrongCodeTries', values: { count: problem.triesLeft } };
      }
      return { key: problem.newCode ? 'auth.errors.wrongCodeNewCode' : 'auth.errors.wrongCode' };
    case 'expired':
      return { key: 'auth.errors.expired' };
    case 'tooManyTries':
      return { key: 'auth.errors.tooManyTries' };
    case 'tooManyRequests':
      if (!problem.wait) return { key: 'auth.errors.tooManyRequests' };
      return problem.wait > 90
        ? { key: 'auth.errors.tooManyRequestsMinutes', values: { count: Math.ceil(problem.wait / 60) } }
        : { key: 'auth.errors.tooManyRequestsWait', values: { count: problem.wait } };
    case 'resendTooSoon':
      return { key: 'auth.errors.resendTooSoon', values: { count: problem.wait ?? 30 } };
    case 'invalidPhone':
      return { key: 'auth.phoneErrors.INVALID' };
    case 'disabled':
      return { key: 'auth.errors.disabled' };
    case 'unavailable':
      return { key: 'auth.errors.unavailable' };
    case 'network':
      return { key: 'auth.errors.network' };
    case 'unknown':
      return problem.message
        ? { key: 'auth.errors.server', values: { message: problem.message } }
        : { key: 'auth.errors.generic' };
  }
}
