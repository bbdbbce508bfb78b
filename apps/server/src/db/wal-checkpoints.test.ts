import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database.ts';
import { checkpointEveryMs, WalCheckpoints } from './wal-checkpoints.ts';

let dir: string;
let file: string;
let writer: SqliteDatabase.Database;
const opened: SqliteDatabase.Database[] = [];

/** Frames in the WAL now and how many of them are already in the database file (a checkpoint copying nothing). */
function walFrames(connection: SqliteDatabase.Database) {
  const [row] = connection.pragma('wal_checkpoint(NOOP)') as { log: number; checkpointed: number }[];
  return row as { log: number; checkpointed: number };
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'okmenu-checkpoints-'));
  file = path.join(dir, 'test.db');
  writer = new SqliteDatabase(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = NORMAL');
  writer.pragma('wal_autocheckpoint = 0');
  writer.exec('CREATE TABLE t (x TEXT)');
});
afterEach(() => {
  for (const connection of opened.splice(0)) if (connection.open) connection.close();
  writer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function connect() {
  const connection = new SqliteDatabase(file);
  opened.push(connection);
  return connection;
}

const insert = (count: number) => {
  const statement = writer.prepare('INSERT INTO t VALUES (?)');
  for (let i = 0; i < count; i++) statement.run('x'.repeat(2000));
};

describe('WalCheckpoints', () => {
  it('copies without syncing only what the WAL fsync after the pin covered, and syncs the database before the pin ends', async () => {
    insert(50);
    const steps: string[] = [];
    let framesWhenPinned = 0;
    let held = false;
    const checkpoints = new WalCheckpoints(
      {
        connect,
        async syncWal() {
          steps.push('sync wal');
          if (held) return;
          // The pin is taken: its snapshot holds every frame so far. A commit lands while the fsync runs.
          framesWhenPinned = walFrames(writer).log;
          insert(10);
        },
        async syncDatabase() {
          steps.push('sync database');
          if (held) return;
          // The pin still holds the WAL: a write now must append, not restart it over frames just copied.
          insert(1);
          expect(walFrames(writer).log).toBeGreaterThan(framesWhenPinned);
        },
        async hold(work) {
          steps.push('hold');
          held = true;
          try {
            return await work();
          } finally {
            held = false;
            steps.push('release');
          }
        },
        onError: (error) => steps.push(`error ${String(error)}`),
      },
      checkpointEveryMs,
      0,
    );
    const cycle = await checkpoints.run();
    // Both passes fsync from the parts (the thread pool), the last while the serving connection is held:
    // before decision 0120 the last pass was SQLite's own checkpoint, fsyncing on the event loop.
    expect(steps).toEqual(['sync wal', 'sync database', 'hold', 'sync wal', 'sync database', 'release']);
    // The copy with synchronous=OFF stopped at the pinned snapshot, not at the frames written during the fsync.
    expect(cycle?.copied).toBe(framesWhenPinned);
    // The held pass copied the rest...
    expect(cycle?.left).toBe(0);
    // ...so the next write starts the WAL over.
    insert(1);
    expect(walFrames(writer).log).toBeLessThan(5);
    expect(writer.prepare('SELECT count(*) FROM t').pluck().get()).toBe(62);
    await checkpoints.close();
  });

  it('never lets SQLite sync on the event loop: the checkpoint connections run with synchronous=OFF', async () => {
    const made: SqliteDatabase.Database[] = [];
    const checkpoints = new WalCheckpoints({
      connect: () => {
        const connection = connect();
        made.push(connection);
        return connection;
      },
      syncWal: async () => {},
      syncDatabase: async () => {},
      hold: (work) => work(),
    });
    insert(5);
    await checkpoints.run();
    expect(made.length).toBe(2);
    // 0 = OFF (a checkpoint at NORMAL fsyncs the WAL and the database file itself, on the calling thread).
    for (const connection of made) expect(connection.pragma('synchronous', { simple: true })).toBe(0);
    await checkpoints.close();
  });

  it('keeps the WAL bounded under writes that never stop', async () => {
    const checkpoints = new WalCheckpoints(
      { connect, syncWal: async () => {}, syncDatabase: async () => {}, hold: (work) => work() },
      checkpointEveryMs,
      0,
    );
    let largest = 0;
    for (let round = 0; round < 40; round++) {
      insert(50); // about 100 KB
      largest = Math.max(largest, fs.statSync(`${file}-wal`).size);
      // A cycle with a write in the middle of it, as under load.
      const cycle = checkpoints.run();
      insert(5);
      await cycle;
    }
    // 40 rounds wrote about 4.4 MB; the WAL never held much more than a round of it.
    expect(largest).toBeLessThan(600_000);
    await checkpoints.close();
  });

  it('holds the serving connection only once the WAL has grown past the threshold', async () => {
    let holds = 0;
    let held = false;
    const checkpoints = new WalCheckpoints(
      {
        connect,
        // A commit lands during every WAL fsync outside a hold, as under load: the first pass never reaches
        // the WAL's end.
        syncWal: async () => {
          if (!held) insert(2);
        },
        syncDatabase: async () => {},
        hold: async (work) => {
          holds += 1;
          held = true;
          try {
            return await work();
          } finally {
            held = false;
          }
        },
      },
      checkpointEveryMs,
      200,
    );
    insert(20); // about 25 frames
    const small = await checkpoints.run();
    expect(holds).toBe(0);
    expect(small?.left).toBeGreaterThan(0);
    insert(200); // past 200 frames
    const large = await checkpoints.run();
    expect(holds).toBe(1);
    expect(large?.left).toBe(0);
    await checkpoints.close();
  });

  it('runs one cycle at a time, scheduled after writes, and close waits for a running one', async () => {
    let syncs = 0;
    let release!: () => void;
    const checkpoints = new WalCheckpoints(
      {
        connect,
        syncWal: () => {
          syncs += 1;
          return new Promise<void>((resolve) => (release = resolve));
        },
        syncDatabase: async () => {},
        hold: (work) => work(),
      },
      5,
    );
    insert(5);
    checkpoints.noteWrite();
    checkpoints.noteWrite();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(syncs).toBe(1);
    // A write during the running cycle schedules the next one after it, not a second at once.
    checkpoints.noteWrite();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(syncs).toBe(1);
    let closed = false;
    const closing = checkpoints.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(syncs).toBe(1);
  });
});

describe('openDatabase on SQLite', () => {
  let handleDir: string;
  beforeEach(() => {
    handleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'okmenu-checkpoints-db-'));
  });
  afterEach(() => fs.rmSync(handleDir, { recursive: true, force: true }));

  it('never checkpoints inside a commit, checkpoints after writes, and keeps every row through close', async () => {
    const databaseFile = path.join(handleDir, 'app.db');
    const handle = openDatabase(databaseFile);
    await migrate(handle);
    const setting = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(handle.db);
    expect(setting.rows[0]?.wal_autocheckpoint).toBe(0);
    await sql`CREATE TABLE notes (body TEXT)`.execute(handle.db);
    for (let i = 0; i < 20; i++) await sql`INSERT INTO notes VALUES (${'n'.repeat(5000)})`.execute(handle.db);
    // The scheduled cycle (within 250 ms of the writes) copies the WAL into the database file.
    const reader = new SqliteDatabase(databaseFile);
    await expect
      .poll(() => walFrames(reader), { timeout: 2000 })
      .toEqual(expect.objectContaining({ checkpointed: walFrames(reader).log }));
    // The last pass held the serving connection, so it copied everything: the next write restarts the WAL.
    await sql`INSERT INTO notes VALUES ('after')`.execute(handle.db);
    expect(walFrames(reader).log).toBeLessThan(5);
    reader.close();
    await handle.close();
    const after = new SqliteDatabase(databaseFile, { readonly: true });
    expect(after.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(21);
    after.close();
  });
});
