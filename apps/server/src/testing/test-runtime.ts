import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createRuntime } from '../compose.ts';
import type { Runtime } from '../compose.ts';

/** The databases a repository test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialects: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database: a temp SQLite file, or a new schema on the test PostgreSQL server. */
export async function freshDatabase(dialect: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'okmenu-test-'));
    return { url: path.join(dir, 'test.db'), drop: () => fs.rm(dir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export interface TestRuntime extends Runtime {
  dir: string;
  /** Writes an import file (and optional media) to a temp folder and imports it. */
  importObject(file: unknown): ReturnType<Runtime['importFile']>;
  dispose(): Promise<void>;
}

/** A whole server on a fresh database, without a web build, for `app.inject()` tests. */
export async function createTestRuntime(
  dialect: 'sqlite' | 'postgres' = 'sqlite',
  options: Parameters<typeof createRuntime>[2] = {},
): Promise<TestRuntime> {
  const database = await freshDatabase(dialect);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'okmenu-files-'));
  const runtime = await createRuntime(
    {
      databaseUrl: database.url,
      mediaDir: path.join(dir, 'media'),
      webDist: path.join(dir, 'no-web-build'),
      allowedOrigins: [],
      // Tests name client addresses with X-Forwarded-For.
      trustProxy: true,
    },
    undefined,
    options,
  ).catch(async (error: unknown) => {
    // No runtime, so no dispose(): drop what was made, or a PostgreSQL schema outlives the run.
    await database.drop().catch(() => undefined);
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  });
  let count = 0;
  return {
    ...runtime,
    dir,
    async importObject(file: unknown) {
      count += 1;
      const filePath = path.join(dir, 'imports', `import-${count}.json`);
      await fs.mkdir(path.dirname(filePath), { recursive: true });
      await fs.writeFile(filePath, JSON.stringify(file));
      return runtime.importFile(filePath);
    },
    async dispose() {
      // The test is over: drop keep-alive sockets its fetch() calls left open instead of waiting them out.
      runtime.app.server.closeAllConnections();
      await runtime.close();
      await database.drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
