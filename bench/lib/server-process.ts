import net from 'node:net';
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './server.ts';

/** Where benchmarks and the crash script keep PostgreSQL schemas (127.0.0.1 only). */
export const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The Redis the two-server runs share (127.0.0.1 only). */
export const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A database that outlives server processes: a SQLite file in a temp folder, or a fresh PostgreSQL schema. */
export interface BenchDatabase {
  dialect: 'sqlite' | 'postgres';
  url: string;
  dir: string;
  drop(): Promise<void>;
}

/** Creates an empty database for one run. */
export async function createBenchDatabase(dialect: 'sqlite' | 'postgres', label: string): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `okmenu-${label}-`));
  if (dialect === 'sqlite') {
    return {
      dialect,
      url: path.join(dir, 'bench.db'),
      dir,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `${label.replaceAll(/\W/g, '_')}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresBase });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(postgresBase);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    dialect,
    url: url.toString(),
    dir,
    async drop() {
      const client = new pg.Client({ connectionString: postgresBase });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One running server process of apps/server/dist/main.js. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  pid: number;
  /** Peak resident memory so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** SIGKILL: no shutdown hooks, no flushing. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/**
 * The environment of `npm start` on a bench database: only where the data lives differs. No log level or
 * other setting is changed, so the bench measures the server as users run it (decision 0094).
 */
export function userEnv(database: BenchDatabase): Record<string, string> {
  return { DATABASE_URL: database.url, MEDIA_DIR: path.join(database.dir, 'media') };
}

/** The environment of a server on a bench database: `npm start`'s, with clients named by X-Forwarded-For. */
export function serverEnv(database: BenchDatabase, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...userEnv(database),
    SMS_PROVIDER: 'outbox',
    // Clients name themselves with X-Forwarded-For so per-address limits see many customers.
    TRUST_PROXY: '1',
    ...extra,
  };
}

/**
 * The built server the benches start; BENCH_SERVER=<path> starts another build (e.g. the previous
 * commit's, built into apps/server/dist/before where it still finds node_modules) to compare before and after
 * in the same conditions.
 */
const serverMain = path.resolve(repoRoot, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js');

/** How `npm start` runs the server: the environment its `serve` script sets, and the Node.js flags it gives. */
export interface ServeCommand {
  env: Record<string, string>;
  flags: string[];
}

/**
 * Reads apps/server's `serve` script, `[NAME=value ...] node [flags] dist/main.js`: the variables set before
 * `node` (e.g. MALLOC_ARENA_MAX, decision 0131) and the words between `node` and the entry file.
 */
export function parseServeScript(script: string): ServeCommand {
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0] as string)) {
    const word = words.shift() as string;
    const at = word.indexOf('=');
    env[word.slice(0, at)] = word.slice(at + 1);
  }
  if (words[0] !== 'node' || words.at(-1) !== 'dist/main.js') {
    throw new Error(`apps/server's serve script is not "[NAME=value ...] node [flags] dist/main.js": ${script}`);
  }
  return { env, flags: words.slice(1, -1) };
}

/**
 * The environment and Node.js flags `npm start` gives the server (its `serve` script, apps/server/package.json),
 * so the benches start it exactly as a user's `npm start` does. BENCH_NODE_FLAGS="..." replaces the flags, to
 * compare settings; the script's variables are set either way, as the shell sets them for `npm start`.
 */
export function serveCommand(): ServeCommand {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  const command = parseServeScript(pkg.scripts.serve);
  if (process.env.BENCH_NODE_FLAGS === undefined) return command;
  return { env: command.env, flags: process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean) };
}

/** Fails at once when something already listens on the port (a server left behind would answer instead). */
async function ensurePortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is already in use; stop whatever listens there`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Starts the built server and waits until /readyz answers 200. Its log (stdout) goes to `logFile` when
 * given, as a deployment would write it to a file or a collector, else to the bench's own output.
 */
export async function launchServer(options: {
  port: number;
  env: Record<string, string>;
  logFile?: string;
  nodeOptions?: string[];
}): Promise<ServerProcess> {
  await ensurePortFree(options.port);
  const log = options.logFile ? fs.openSync(options.logFile, 'a') : 'inherit';
  const serve = serveCommand();
  const child = spawn(process.execPath, [...serve.flags, ...(options.nodeOptions ?? []), serverMain], {
    env: { ...process.env, ...serve.env, PORT: String(options.port), HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', log, 'inherit'],
  });
  if (typeof log === 'number') fs.closeSync(log);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let peak = 0;
  const peakRssMb = () => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, Math.round(kb / 1024));
    } catch {
      // the process is gone; keep the last reading
    }
    return peak;
  };
  return {
    url,
    child,
    pid: child.pid as number,
    peakRssMb,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      peakRssMb();
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs a server CLI (import, staff-token) against a database and returns what it printed. */
export function runServerCli(script: 'import-business' | 'staff-token', args: string[], env: Record<string, string>) {
  return execFileSync(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(repoRoot, `apps/server/src/cli/${script}.ts`), ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ).trim();
}
