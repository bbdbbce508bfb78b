import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { migrate, openDatabase } from './database.ts';
import { SqlOtpStore, SqlRateLimitStore } from './sql-otp-store.ts';
import type { TestDatabase } from '../testing/test-runtime.ts';
import { freshDatabase, testDialects } from '../testing/test-runtime.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 2, 10, 0, seconds));
const key = { businessId: 1, phone: '+96550001234', purpose: 'login' as const };
const otp = (codeHash: string, sentAt: Date) => ({
  ...key,
  codeHash,
  salt: 's',
  channel: 'sms' as const,
  sentAt,
  expiresAt: new Date(sentAt.getTime() + 300_000),
  attempts: 0,
  consumedAt: null,
});

// Two handles on one database stand for two server processes. compose-accounts.ts checks at compile time
// that these classes satisfy services/accounts/otp-stores.ts; a Redis store must pass the same suite.
describe.each(testDialects)('the SQL code and rate-limit stores (%s)', (dialect) => {
  let database: TestDatabase;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let codes: [SqlOtpStore, SqlOtpStore];
  let limits: [SqlRateLimitStore, SqlRateLimitStore];
  beforeEach(async () => {
    database = await freshDatabase(dialect);
    first = openDatabase(database.url);
    await migrate(first);
    second = openDatabase(database.url);
    codes = [new SqlOtpStore(first.db), new SqlOtpStore(second.db)];
    limits = [new SqlRateLimitStore(first.db), new SqlRateLimitStore(second.db)];
  });
  afterEach(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('counts hits of both processes in one window and resets it after the window', async () => {
    const rule = { bucket: 'otp-send:phone:+96550001234', limit: 3, windowMs: 60_000 };
    const hits = await Promise.all([0, 1, 2, 3, 4].map((i) => limits[i % 2]!.hit({ ...rule, now: at(i) })));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
    expect((await limits[1].hit({ ...rule, now: at(10) })).retryAfterSeconds).toBeGreaterThanOrEqual(50);
    expect((await limits[0].hit({ ...rule, now: at(61) })).allowed).toBe(true);
    await limits[1].refund(rule.bucket);
    await limits[1].purge(at(62));
    expect((await limits[0].hit({ ...rule, now: at(62) })).allowed).toBe(true);
  });

  it('lets only one process replace a code within the resend timer, and only one consume it', async () => {
    expect(await codes[0].replace(otp('a', at(0)), at(-30))).toBe(true);
    expect(await codes[1].replace(otp('b', at(10)), at(-20))).toBe(false);
    expect((await codes[1].find(key))?.codeHash).toBe('a');
    const consumed = await Promise.all([codes[0].consume(key, 'a', at(11)), codes[1].consume(key, 'a', at(11))]);
    expect(consumed.filter(Boolean)).toHaveLength(1);
    expect(await codes[1].replace(otp('c', at(31)), at(1))).toBe(true);
    expect(await codes[0].find(key)).toMatchObject({ codeHash: 'c', attempts: 0, consumedAt: null });
  });

  it('gives a code no more tries than allowed across processes', async () => {
    await codes[0].replace(otp('a', at(0)), at(-30));
    const tries = await Promise.all(Array.from({ length: 8 }, (_, i) => codes[i % 2]!.reserveAttempt(key, 'a', 5)));
    expect(tries.filter(Boolean)).toHaveLength(5);
    expect(await codes[0].reserveAttempt(key, 'other-code', 5)).toBe(false);
    await codes[1].discard(key, 'a');
    expect(await codes[0].find(key)).toBeUndefined();
  });
});
