import type { PasswordRepository } from '../../db/password-repository.ts';
import { AppError, TooManyRequestsError } from '../shared/errors.ts';
import type { OtpPolicy } from './otp-service.ts';
import { defaultOtpPolicy } from './otp-service.ts';
import type { RateLimitStore } from './otp-stores.ts';
import type { ScryptCost } from './password-hash.ts';
import { defaultScryptCost, hashPassword, passwordMatches } from './password-hash.ts';

/**
 * Customers' optional passwords (decision 0096), with the limits of one-time codes: `maxAttempts` wrong
 * tries, then the password is locked until the customer logs in with a code; the same per-address budget
 * of tries as codes (codes and passwords share it, so switching between them gains nothing).
 */
export class PasswordService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly deps: {
      passwords: PasswordRepository;
      limits: RateLimitStore;
      clock: () => Date;
      policy?: OtpPolicy;
      cost?: ScryptCost;
    },
  ) {}

  private get policy(): OtpPolicy {
    return this.deps.policy ?? defaultOtpPolicy;
  }

  /** Sets or replaces a user's password. */
  async set(userId: number, password: string): Promise<void> {
    const hash = await hashPassword(password, this.deps.cost ?? defaultScryptCost);
    await this.deps.passwords.set({ userId, passwordHash: hash, at: this.deps.clock().toISOString() });
  }

  /** Forgets a user's wrong tries: they proved their phone with a code. */
  clearAttempts(userId: number): Promise<void> {
    return this.deps.passwords.clearAttempts(userId);
  }

  /**
   * Checks a password for a user (undefined: no account for that phone). A wrong password, an unknown phone
   * and a user without a password answer the same 400, after the same hashing work.
   */
  async check(options: { userId: number | undefined; password: string; clientAddress: string }): Promise<void> {
    const now = this.deps.clock();
    const rule = this.policy.verifiesPerAddress;
    const bucket = `otp-verify:address:${options.clientAddress}`;
    const hit = await this.deps.limits.hit({ bucket, limit: rule.limit, windowMs: rule.windowMs, now });
    if (!hit.allowed) {
      throw new TooManyRequestsError(
        'too_many_requests',
        `Too many requests; try again in ${hit.retryAfterSeconds} s`,
        hit.retryAfterSeconds,
      );
    }
    const wrong = (left?: number) =>
      new AppError(
        400,
        'invalid_password',
        left === undefined || left > 0
          ? `The phone or password is wrong${left === undefined ? '' : `; ${left} tries left`}`
          : 'The password is wrong; log in with a code',
        [{ path: 'body.password', message: 'Wrong password' }],
      );
    const reserved =
      options.userId === undefined
        ? { locked: false }
        : await this.deps.passwords.reserveAttempt(options.userId, this.policy.maxAttempts);
    if (!('passwordHash' in reserved)) {
      if (reserved.locked) {
        const wait = Math.ceil(this.policy.resendAfterMs / 1000);
        throw new TooManyRequestsError('too_many_attempts', 'Too many wrong tries; log in with a code', wait);
      }
      await passwordMatches(options.password, await this.dummy());
      throw wrong();
    }
    if (!(await passwordMatches(options.password, reserved.passwordHash))) {
      throw wrong(this.policy.maxAttempts - reserved.attemptsBefore - 1);
    }
    await this.deps.passwords.clearAttempts(options.userId as number);
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword('not a password of anybody', this.deps.cost ?? defaultScryptCost);
    return this.dummyHash;
  }
}
