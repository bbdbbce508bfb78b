import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Migration, MigrationProvider, SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { businessMigration } from './migrations/0001-business.ts';
import { engagementMigration } from './migrations/0002-engagement.ts';
import { ordersMigration } from './migrations/0003-orders.ts';
import { accountsMigration } from './migrations/0004-accounts.ts';
import { addressesMigration } from './migrations/0005-addresses.ts';
import { paymentsMigration } from './migrations/0006-payments.ts';
import { reservationsMigration } from './migrations/0007-reservations.ts';
import { feedbackMigration } from './migrations/0008-feedback.ts';
import { passwordsMigration } from './migrations/0009-passwords.ts';
import { operationsMigration } from './migrations/0010-operations.ts';
import { conversionsMigration } from './migrations/0011-conversions.ts';
import { notificationsMigration } from './migrations/0012-notifications.ts';
import { reservationPaymentsMigration } from './migrations/0013-reservation-payments.ts';
import type { Database } from './schema.ts';
import { DurableSqliteDialect, walSync } from './durable-sqlite.ts';
import { namingPool } from './named-statements.ts';
import { fileSync, WalCheckpoints } from './wal-checkpoints.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * Opens SQLite (a file path or `file:` URL, WAL; every write answered once its WAL frames are fsynced,
 * decision 0113) or PostgreSQL (`postgres://`).
 */
export function openDatabase(url: string): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client losing its connection (e.g. PostgreSQL restarting) must not crash the process.
    pool.on('error', () => undefined);
    // So must a checked-out one (the pool only listens to idle ones): the query in flight fails on its
    // own, and without a listener the 'error' event would be an uncaught exception. See decision 0080.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // The hot paths' lookups are prepared once per connection (decision 0132).
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = url.startsWith('file:') ? url.slice('file:'.length) : url;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // SQLite writes a commit's WAL frames without fsync (NORMAL); the driver fsyncs the WAL from the thread
  // pool before any write is answered, which is what FULL guarantees, without blocking the event loop
  // (durable-sqlite.ts, decision 0113). Checkpoints still sync the WAL before and the database after.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  let wrote = false;
  const wal = file === ':memory:' ? undefined : walSync(file);
  const databaseFile = file === ':memory:' ? undefined : fileSync(file);
  // Checkpoints run off the event loop's disk waits (wal-checkpoints.ts, decision 0117): the serving
  // connection never checkpoints inside a commit.
  const checkpoints =
    wal && databaseFile
      ? new WalCheckpoints({
          connect: () => new SqliteDatabase(file),
          syncWal: () => wal.sync(),
          syncDatabase: () => databaseFile.sync(),
          // The serving connection's lock: no statement runs (no frame is written) until `work` is done.
          hold: (work) => db.connection().execute(() => work()),
        })
      : undefined;
  if (checkpoints) sqlite.pragma('wal_autocheckpoint = 0');
  const durability = {
    takeWrites() {
      const result = wrote;
      wrote = false;
      return result;
    },
    async sync() {
      if (!wal) return;
      await wal.sync();
      checkpoints?.noteWrite();
    },
  };
  const database = reusingStatements(sqlite, () => (wrote = true));
  const db = new Kysely<Database>({ dialect: new DurableSqliteDialect({ database }, durability) });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await checkpoints?.close();
      // The last connection's close checkpoints with synchronous=NORMAL (both fsyncs) and removes the WAL.
      await db.destroy();
      await wal?.close();
      await databaseFile?.close();
    },
  };
}

/** How many prepared statements are kept per SQLite connection (the queries are a fixed set; lists vary). */
const statementsKept = 500;

/**
 * Kysely prepares every query it runs; compiling the same SQL again costs more than running it. Statements
 * are kept by their SQL text and reused (SQLite recompiles one itself if the schema changed), so a
 * request's queries are each compiled once per process (decision 0094).
 */
function reusingStatements(sqlite: SqliteDatabase.Database, onWrite: () => void): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= statementsKept) statements.delete(statements.keys().next().value as string);
        statements.set(sqlText, statement);
      }
      // Kysely prepares a statement each time it runs one, so this sees every statement that writes.
      if (!statement.readonly) onWrite();
      return statement;
    },
    close: () => sqlite.close(),
  };
}

function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-business': businessMigration(dialect),
    '0002-engagement': engagementMigration,
    '0003-orders': ordersMigration(dialect),
    '0004-accounts': accountsMigration(dialect),
    '0005-addresses': addressesMigration(dialect),
    '0006-payments': paymentsMigration(dialect),
    '0007-reservations': reservationsMigration(dialect),
    '0008-feedback': feedbackMigration(dialect),
    '0009-passwords': passwordsMigration,
    '0010-operations': operationsMigration(dialect),
    '0011-conversions': conversionsMigration(dialect),
    '0012-notifications': notificationsMigration(dialect),
    '0013-reservation-payments': reservationPaymentsMigration,
  };
}

/** Brings the schema up to date; safe to run at every start. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(handle.dialect) };
  // Kysely looks for its lock table in every schema unless told which one: with several schemas in one
  // PostgreSQL database (tests give each run its own, through search_path), another schema's table would
  // make it skip creating ours. So it is told the schema the connection works in.
  const migrationTableSchema =
    handle.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
      : undefined;
  // Migrations are numbered when a branch starts, not when it lands: one merged later with a lower number
  // (0006, 0007 after 0008) must still run on a database that already has the higher one (decision 0093).
  const migrator = new Migrator({
    db: handle.db,
    provider,
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
