import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema.ts';

type Purpose = 'login' | 'verify_phone';
type Channel = 'sms' | 'whatsapp';

interface Key {
  businessId: number;
  phone: string;
  purpose: Purpose;
}

interface Otp extends Key {
  codeHash: string;
  salt: string;
  channel: Channel;
  sentAt: Date;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

/** One-time codes in SQL (SQLite or PostgreSQL); implements services/accounts/otp-stores.ts `OtpStore`. */
export class SqlOtpStore {
  constructor(private readonly db: Kysely<Database>) {}

  private whereKey(key: Key) {
    return this.db
      .updateTable('otp_codes')
      .where('business_id', '=', key.businessId)
      .where('phone', '=', key.phone)
      .where('purpose', '=', key.purpose);
  }

  /** The current code of a key. */
  async find(key: Key): Promise<Otp | undefined> {
    const row = await this.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('business_id', '=', key.businessId)
      .where('phone', '=', key.phone)
      .where('purpose', '=', key.purpose)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      businessId: row.business_id,
      phone: row.phone,
      purpose: row.purpose as Purpose,
      codeHash: row.code_hash,
      salt: row.salt,
      channel: row.channel as Channel,
      sentAt: new Date(row.sent_at),
      expiresAt: new Date(row.expires_at),
      attempts: row.attempts,
      consumedAt: row.consumed_at ? new Date(row.consumed_at) : null,
    };
  }

  /** Upserts the key's code unless the stored one was sent after `notSentAfter`; atomic on both databases. */
  async replace(otp: Otp, notSentAfter: Date): Promise<boolean> {
    const values = {
      business_id: otp.businessId,
      phone: otp.phone,
      purpose: otp.purpose,
      code_hash: otp.codeHash,
      salt: otp.salt,
      channel: otp.channel,
      sent_at: otp.sentAt.toISOString(),
      expires_at: otp.expiresAt.toISOString(),
      attempts: otp.attempts,
      consumed_at: null,
    };
    const row = await this.db
      .insertInto('otp_codes')
      .values(values)
      .onConflict((oc) =>
        oc
          .columns(['business_id', 'phone', 'purpose'])
          .doUpdateSet({
            code_hash: (eb) => eb.ref('excluded.code_hash'),
            salt: (eb) => eb.ref('excluded.salt'),
            channel: (eb) => eb.ref('excluded.channel'),
            sent_at: (eb) => eb.ref('excluded.sent_at'),
            expires_at: (eb) => eb.ref('excluded.expires_at'),
            attempts: (eb) => eb.ref('excluded.attempts'),
            consumed_at: null,
          })
          .where('otp_codes.sent_at', '<=', notSentAfter.toISOString()),
      )
      .returning('code_hash')
      .executeTakeFirst();
    return row?.code_hash === otp.codeHash;
  }

  /** Deletes the key's code if it is still the given one. */
  async discard(key: Key, codeHash: string): Promise<void> {
    await this.db
      .deleteFrom('otp_codes')
      .where('business_id', '=', key.businessId)
      .where('phone', '=', key.phone)
      .where('purpose', '=', key.purpose)
      .where('code_hash', '=', codeHash)
      .execute();
  }

  /** Counts a try with one conditional UPDATE, so parallel guesses cannot exceed the limit. */
  async reserveAttempt(key: Key, codeHash: string, maxAttempts: number): Promise<boolean> {
    const result = await this.whereKey(key)
      .set({ attempts: sql`attempts + 1` })
      .where('code_hash', '=', codeHash)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks the code used if nobody did yet. */
  async consume(key: Key, codeHash: string, at: Date): Promise<boolean> {
    const result = await this.whereKey(key)
      .set({ consumed_at: at.toISOString() })
      .where('code_hash', '=', codeHash)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes expired codes. */
  async purge(expiredBefore: Date): Promise<void> {
    await this.db.deleteFrom('otp_codes').where('expires_at', '<', expiredBefore.toISOString()).execute();
  }
}

/** Fixed-window rate-limit counters in SQL; implements services/accounts/otp-stores.ts `RateLimitStore`. */
export class SqlRateLimitStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** One upsert counts the hit or starts a new window, atomically, and returns the window's count. */
  async hit(options: { bucket: string; limit: number; windowMs: number; now: Date }): Promise<{
    allowed: boolean;
    retryAfterSeconds: number;
  }> {
    const now = options.now.toISOString();
    const cutoff = new Date(options.now.getTime() - options.windowMs).toISOString();
    const expired = sql<boolean>`rate_limits.window_start <= ${cutoff}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ bucket: options.bucket, window_start: now, hits: 1 })
      .onConflict((oc) =>
        oc.column('bucket').doUpdateSet({
          hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
          window_start: sql<string>`case when ${expired} then ${now} else rate_limits.window_start end`,
        }),
      )
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow();
    const resetAt = new Date(row.window_start).getTime() + options.windowMs;
    const allowed = Number(row.hits) <= options.limit;
    return { allowed, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - options.now.getTime()) / 1000)) };
  }

  /** Takes one hit back, never below zero. */
  async refund(bucket: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ hits: sql`hits - 1` })
      .where('bucket', '=', bucket)
      .where('hits', '>', 0)
      .execute();
  }

  /** Deletes old windows. */
  async purge(startedBefore: Date): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('window_start', '<', startedBefore.toISOString()).execute();
  }
}
