import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { otpProblemMessage, otpProblemOf } from './otp-errors.ts';

const apiError = (status: number, code: string, message = '', retryAfterSeconds?: number) =>
  new ApiError({ status, code, message, retryAfterSeconds });

describe('otp problems', () => {
  it('a wrong code says how many tries are left when the server does', () => {
    const problem = otpProblemOf(apiError(400, 'invalid_code', 'The code is wrong; 3 tries left'));
    expect(problem).toEqual({ kind: 'wrongCode', triesLeft: 3, newCode: false });
    expect(otpProblemMessage(problem)).toEqual({ key: 'auth.errors.wrongCodeTries', values: { count: 3 } });
  });

  it('a wrong code with no tries left asks for a new code', () => {
    const problem = otpProblemOf(apiError(400, 'invalid_code', 'The code is wrong; ask for a new one'));
    expect(problem).toMatchObject({ kind: 'wrongCode', newCode: true });
    expect(otpProblemMessage(problem).key).toBe('auth.errors.wrongCodeNewCode');
  });

  it('too many tries asks for a new code', () => {
    const problem = otpProblemOf(apiError(429, 'too_many_attempts', 'x', 12));
    expect(problem).toEqual({ kind: 'tooManyTries', newCode: true, wait: 12 });
    expect(otpProblemMessage(problem).key).toBe('auth.errors.tooManyTries');
  });

  it('rate limits say how long to wait, from Retry-After', () => {
    expect(otpProblemMessage(otpProblemOf(apiError(429, 'too_many_requests', 'x', 40)))).toEqual({
      key: 'auth.errors.tooManyRequestsWait',
      values: { count: 40 },
    });
    expect(otpProblemMessage(otpProblemOf(apiError(429, 'too_many_requests', 'x', 3000)))).toEqual({
      key: 'auth.errors.tooManyRequestsMinutes',
      values: { count: 50 },
    });
    expect(otpProblemOf(apiError(429, 'resend_too_soon', 'x', 20))).toEqual({ kind: 'resendTooSoon', wait: 20 });
  });

  it('an expired code, a disabled login and a network failure each have their own message', () => {
    expect(otpProblemMessage(otpProblemOf(apiError(400, 'code_expired'))).key).toBe('auth.errors.expired');
    expect(otpProblemMessage(otpProblemOf(apiError(403, 'otp_disabled'))).key).toBe('auth.errors.disabled');
    expect(otpProblemMessage(otpProblemOf(apiError(0, 'NETWORK'))).key).toBe('auth.errors.network');
  });
});
