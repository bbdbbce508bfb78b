import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import type { TestDatabase } from '../testing/test-runtime.ts';
import { freshDatabase } from '../testing/test-runtime.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.TEST_DATABASE_URL)('losing the PostgreSQL connection', () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('a connection cut inside a transaction fails that transaction, not the process, and the pool recovers', async () => {
    database = await freshDatabase('postgres');
    const handle = openDatabase(database.url);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const outcome = handle.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // What a PostgreSQL restart does to every session, between two queries of a transaction.
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        await sleep(300);
        await sql`select 1`.execute(trx);
      });
      await expect(outcome).rejects.toThrow();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
