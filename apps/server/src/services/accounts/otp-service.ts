import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsSender } from '../../adapters/sms/sms-sender.ts';
import { SmsDeliveryError, maskPhone } from '../../adapters/sms/sms-sender.ts';
import { AppError, TooManyRequestsError } from '../shared/errors.ts';
import type { OtpChannel, OtpKey, OtpStore, RateLimitStore } from './otp-stores.ts';

const minute = 60_000;
const hour = 60 * minute;

/** How long codes live, how often they may be sent and tried. */
export interface OtpPolicy {
  codeTtlMs: number;
  /** The OTP timer of SPEC §9: no new code for a key before it has passed. */
  resendAfterMs: number;
  /** Tries per code, wrong or right; then a new code is needed. */
  maxAttempts: number;
  sendsPerPhone: { limit: number; windowMs: number };
  sendsPerAddress: { limit: number; windowMs: number };
  verifiesPerAddress: { limit: number; windowMs: number };
}

/** 5-minute codes, a 30 s resend timer, 5 tries a code, 5 sends a phone and 20 sends / 50 tries an address per hour. */
export const defaultOtpPolicy: OtpPolicy = {
  codeTtlMs: 5 * minute,
  resendAfterMs: 30_000,
  maxAttempts: 5,
  sendsPerPhone: { limit: 5, windowMs: hour },
  sendsPerAddress: { limit: 20, windowMs: hour },
  verifiesPerAddress: { limit: 50, windowMs: hour },
};

/** A warning for the logs; never given a code, a token or a whole phone number. */
export type WarnLog = (details: Record<string, unknown>, message: string) => void;

/** The salted hash a code is stored as; the key is in it, so a code is only good for its phone, purpose and business. */
function hashCode(input: { key: OtpKey; code: string; salt: string }): string {
  const { key, code, salt } = input;
  return createHmac('sha256', salt).update(`${key.businessId}|${key.phone}|${key.purpose}|${code}`).digest('hex');
}

function smsText(message: { code: string; businessName: string; locale: string | undefined }): string {
  const { code, businessName, locale } = message;
  if (locale?.startsWith('ar')) return `${code} هو رمز الدخول إلى ${businessName}. صالح 5 دقائق. لا تشاركه مع أحد.`;
  return `${code} is your ${businessName} code. It expires in 5 minutes. Do not share it.`;
}

/** One-time codes: sending them within the limits, and checking them once, in constant time. */
export class OtpService {
  private lastPurge = 0;

  constructor(
    private readonly deps: {
      codes: OtpStore;
      limits: RateLimitStore;
      sms: SmsSender;
      clock: () => Date;
      policy?: OtpPolicy;
      warn?: WarnLog;
    },
  ) {}

  private get policy(): OtpPolicy {
    return this.deps.policy ?? defaultOtpPolicy;
  }

  private async limit(request: {
    bucket: string;
    rule: { limit: number; windowMs: number };
    now: Date;
  }): Promise<void> {
    const { bucket, rule, now } = request;
    const hit = await this.deps.limits.hit({ bucket, limit: rule.limit, windowMs: rule.windowMs, now });
    if (!hit.allowed) {
      throw new TooManyRequestsError(
        'too_many_requests',
        `Too many requests; try again in ${hit.retryAfterSeconds} s`,
        hit.retryAfterSeconds,
      );
    }
  }

  private resendTooSoon(sentAt: Date, now: Date): TooManyRequestsError {
    const wait = Math.max(1, Math.ceil((sentAt.getTime() + this.policy.resendAfterMs - now.getTime()) / 1000));
    return new TooManyRequestsError('resend_too_soon', `A new code can be sent in ${wait} s`, wait);
  }

  /** Drops expired codes and old counters, at most once an hour per process. */
  private async purge(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurge < hour) return;
    this.lastPurge = now.getTime();
    await this.deps.codes.purge(new Date(now.getTime() - hour));
    await this.deps.limits.purge(new Date(now.getTime() - 24 * hour));
  }

  /**
   * Sends a new code for a key: the resend timer, then the per-address and per-phone limits, then the
   * code is stored (replacing the old one) and sent. When the provider fails, the code is dropped and
   * the phone's count given back, so an outage does not use up the customer's sends.
   */
  async send(options: {
    key: OtpKey;
    channel: OtpChannel;
    clientAddress: string;
    businessName: string;
    locale?: string;
  }): Promise<{ retryAfterSeconds: number; expiresInSeconds: number }> {
    const { key } = options;
    const now = this.deps.clock();
    await this.purge(now);
    const notSentAfter = new Date(now.getTime() - this.policy.resendAfterMs);
    const current = await this.deps.codes.find(key);
    if (current && current.sentAt > notSentAfter) throw this.resendTooSoon(current.sentAt, now);
    await this.limit({ bucket: `otp-send:address:${options.clientAddress}`, rule: this.policy.sendsPerAddress, now });
    const phoneBucket = `otp-send:phone:${key.phone}`;
    await this.limit({ bucket: phoneBucket, rule: this.policy.sendsPerPhone, now });

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const codeHash = hashCode({ key, code, salt });
    const stored = await this.deps.codes.replace(
      {
        ...key,
        codeHash,
        salt,
        channel: options.channel,
        sentAt: now,
        expiresAt: new Date(now.getTime() + this.policy.codeTtlMs),
        attempts: 0,
        consumedAt: null,
      },
      notSentAfter,
    );
    if (!stored) {
      // Another request sent a code for this key a moment ago.
      await this.deps.limits.refund(phoneBucket);
      throw this.resendTooSoon(now, now);
    }
    try {
      await this.deps.sms.send({
        to: key.phone,
        channel: options.channel,
        code,
        text: smsText({ code, businessName: options.businessName, locale: options.locale }),
      });
    } catch (error) {
      await this.deps.codes.discard(key, codeHash);
      await this.deps.limits.refund(phoneBucket);
      if (!(error instanceof SmsDeliveryError)) throw error;
      this.deps.warn?.(
        { provider: error.provider, ...error.details, to: maskPhone(key.phone) },
        'the one-time code could not be sent',
      );
      throw new AppError(502, 'sms_unavailable', 'The code could not be sent right now; try again in a moment');
    }
    return {
      retryAfterSeconds: Math.ceil(this.policy.resendAfterMs / 1000),
      expiresInSeconds: Math.ceil(this.policy.codeTtlMs / 1000),
    };
  }

  /**
   * Checks a code and uses it up. Every try is counted before the comparison (one conditional UPDATE),
   * so parallel guesses cannot get past `maxAttempts`; the comparison is in constant time.
   */
  async verify(options: { key: OtpKey; code: string; clientAddress: string }): Promise<void> {
    const { key } = options;
    const now = this.deps.clock();
    await this.limit({
      bucket: `otp-verify:address:${options.clientAddress}`,
      rule: this.policy.verifiesPerAddress,
      now,
    });
    const invalid = () => new AppError(400, 'invalid_code', 'The code is wrong or was already used; ask for a new one');
    const locked = (sentAt: Date) => {
      const wait = Math.max(1, Math.ceil((sentAt.getTime() + this.policy.resendAfterMs - now.getTime()) / 1000));
      return new TooManyRequestsError('too_many_attempts', 'Too many wrong tries; ask for a new code', wait);
    };
    const otp = await this.deps.codes.find(key);
    if (!otp || otp.consumedAt) throw invalid();
    if (otp.expiresAt <= now) throw new AppError(400, 'code_expired', 'The code has expired; ask for a new one');
    if (otp.attempts >= this.policy.maxAttempts) throw locked(otp.sentAt);
    if (!(await this.deps.codes.reserveAttempt(key, otp.codeHash, this.policy.maxAttempts))) {
      const again = await this.deps.codes.find(key);
      if (again && again.codeHash === otp.codeHash && !again.consumedAt) throw locked(otp.sentAt);
      throw invalid();
    }
    const presented = Buffer.from(hashCode({ key, code: options.code, salt: otp.salt }), 'hex');
    const stored = Buffer.from(otp.codeHash, 'hex');
    if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) {
      const left = Math.max(0, this.policy.maxAttempts - otp.attempts - 1);
      throw new AppError(
        400,
        'invalid_code',
        left > 0 ? `The code is wrong; ${left} tries left` : 'The code is wrong; ask for a new one',
      );
    }
    if (!(await this.deps.codes.consume(key, otp.codeHash, now))) throw invalid();
  }
}
