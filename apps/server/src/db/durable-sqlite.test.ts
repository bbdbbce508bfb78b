import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from './database.ts';
import { migrate, openDatabase } from './database.ts';
import { SharedSync } from './durable-sqlite.ts';

/** A promise resolved from outside, standing for an fsync that has not returned yet. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('SharedSync', () => {
  it('makes a caller that asks during an fsync wait for the next one, shared by everyone who asked meanwhile', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    const shared = new SharedSync(() => {
      const run = deferred();
      runs.push(run);
      return run.promise;
    });
    const done: string[] = [];
    const first = shared.sync().then(() => done.push('first'));
    // Asked while the first fsync runs: their writes may have come after it started.
    const second = shared.sync().then(() => done.push('second'));
    const third = shared.sync().then(() => done.push('third'));
    expect(runs).toHaveLength(1);
    runs[0]?.resolve();
    await first;
    await settle();
    expect(done).toEqual(['first']);
    expect(runs).toHaveLength(2);
    runs[1]?.resolve();
    await Promise.all([second, third]);
    expect(done).toEqual(['first', 'second', 'third']);
    expect(runs).toHaveLength(2);
  });

  it('fails the callers of an fsync that fails, and the next caller gets a fresh one', async () => {
    let calls = 0;
    const shared = new SharedSync(async () => {
      calls += 1;
      if (calls === 1) throw new Error('EIO');
    });
    await expect(shared.sync()).rejects.toThrow('EIO');
    await expect(shared.sync()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});

describe('writes to SQLite are answered once the WAL is fsynced', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'okmenu-durable-'));
    handle = openDatabase(path.join(dir, 'test.db'));
    await migrate(handle);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Holds every fsync made through a FileHandle until released, and counts them. */
  async function holdFsyncs() {
    const probe = await fsPromises.open(path.join(dir, 'test.db'), 'r');
    const prototype = Object.getPrototypeOf(probe) as { sync(): Promise<void> };
    await probe.close();
    const pending: ReturnType<typeof deferred>[] = [];
    const original = prototype.sync;
    vi.spyOn(prototype, 'sync').mockImplementation(async function (this: unknown) {
      const gate = deferred();
      pending.push(gate);
      await gate.promise;
      return original.call(this);
    });
    return pending;
  }
  const insertSecret = (name: string) => handle.db.insertInto('app_secrets').values({ name, value: 'v' }).execute();

  it('resolves a transaction only after the fsync that follows its commit, and reads are not held', async () => {
    const pending = await holdFsyncs();
    let committed = false;
    const transaction = handle.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('app_secrets').values({ name: 'a', value: 'v' }).execute();
      })
      .then(() => (committed = true));
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    expect(committed).toBe(false);
    // The connection is free while the fsync runs: a read (of the committed row) answers at once.
    const rows = await handle.db.selectFrom('app_secrets').select('name').where('name', '=', 'a').execute();
    expect(rows).toEqual([{ name: 'a' }]);
    while (!committed) {
      pending.shift()?.resolve();
      await settle();
    }
    await transaction;
  });

  it('holds a single writing statement until its fsync, and shares one fsync among writes made meanwhile', async () => {
    const pending = await holdFsyncs();
    const done: string[] = [];
    const first = insertSecret('first').then(() => done.push('first'));
    await vi.waitFor(() => expect(pending.length).toBe(1));
    // Written while the first write's fsync runs: they wait for the next one, together.
    const others = [insertSecret('second'), insertSecret('third')].map((p, i) =>
      p.then(() => done.push(i === 0 ? 'second' : 'third')),
    );
    await settle();
    expect(done).toEqual([]);
    pending.shift()?.resolve();
    await first;
    await vi.waitFor(() => expect(pending.length).toBe(1));
    expect(done).toEqual(['first']);
    pending.shift()?.resolve();
    await Promise.all(others);
    expect(done).toEqual(['first', 'second', 'third']);
    expect(pending).toHaveLength(0);
  });

  it('does not fsync for reads or for a transaction rolled back', async () => {
    const pending = await holdFsyncs();
    await handle.db.selectFrom('app_secrets').selectAll().execute();
    await sql`select 1`.execute(handle.db);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('app_secrets').values({ name: 'gone', value: 'v' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(pending).toHaveLength(0);
    expect(await handle.db.selectFrom('app_secrets').selectAll().where('name', '=', 'gone').execute()).toEqual([]);
  });
});
