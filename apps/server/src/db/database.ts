import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Migration, MigrationProvider } from 'kysely';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { businessMigration } from './migrations/0001-business.ts';
import { engagementMigration } from './migrations/0002-engagement.ts';
import { ordersMigration } from './migrations/0003-orders.ts';
import { accountsMigration } from './migrations/0004-accounts.ts';
import { addressesMigration } from './migrations/0005-addresses.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

/** Opens SQLite (a file path or `file:` URL, WAL, synchronous=FULL) or PostgreSQL (`postgres://`). */
export function openDatabase(url: string): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client losing its connection (e.g. PostgreSQL restarting) must not crash the process.
    pool.on('error', () => undefined);
    // So must a checked-out one (the pool only listens to idle ones): the query in flight fails on its
    // own, and without a listener the 'error' event would be an uncaught exception. See decision 0080.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = url.startsWith('file:') ? url.slice('file:'.length) : url;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-business': businessMigration(dialect),
    '0002-engagement': engagementMigration,
    '0003-orders': ordersMigration(dialect),
    '0004-accounts': accountsMigration(dialect),
    '0005-addresses': addressesMigration(dialect),
  };
}

/** Brings the schema up to date; safe to run at every start. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(handle.dialect) };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
