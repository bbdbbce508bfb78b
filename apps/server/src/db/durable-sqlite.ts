import fs from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseConnection, SqliteDialectConfig } from 'kysely';
import { SqliteDialect, SqliteDriver } from 'kysely';

/**
 * One fsync at a time, shared (decision 0113): a caller waits for an fsync that *started after it asked*,
 * so everything it wrote before asking is on disk when its promise resolves. Callers that ask while one
 * runs share the next one, so however many commits land during an fsync, they cost one more fsync.
 */
export class SharedSync {
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(private readonly syncOnce: () => Promise<void>) {}

  sync(): Promise<void> {
    if (!this.running) return this.start();
    // The running fsync may have started before this caller's writes: wait for the one after it.
    this.next ??= this.running.then(
      () => this.startNext(),
      () => this.startNext(),
    );
    return this.next;
  }

  private startNext(): Promise<void> {
    this.next = undefined;
    return this.start();
  }

  private start(): Promise<void> {
    const run = this.syncOnce().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }
}

/**
 * The WAL of a SQLite file, made durable from libuv's thread pool: `fsync` of the `-wal` file (and, the
 * first time, of its folder, so the file itself survives a power cut).
 */
export function walSync(databaseFile: string): { sync(): Promise<void>; close(): Promise<void> } {
  const walFile = `${path.resolve(databaseFile)}-wal`;
  let handle: fs.FileHandle | undefined;
  const shared = new SharedSync(async () => {
    if (!handle) {
      const opened = await fs.open(walFile, 'r');
      const folder = await fs.open(path.dirname(walFile), 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      handle = opened;
    }
    await handle.sync();
  });
  return {
    sync: () => shared.sync(),
    close: async () => {
      await handle?.close();
      handle = undefined;
    },
  };
}

/** What the durable driver needs: whether the connection wrote since last asked, and the WAL's fsync. */
export interface Durability {
  /** True when a statement that writes ran since the last call (and resets it). */
  takeWrites(): boolean;
  sync(): Promise<void>;
}

/**
 * Kysely's SQLite driver, answering every write only once it is on disk (decision 0113). SQLite runs with
 * `synchronous=NORMAL`, so a commit writes its WAL frames without an fsync on the event loop; when the
 * connection is released after a write (a committed transaction, or a single writing statement), the
 * WAL is fsynced from the thread pool, shared with every other commit of that moment, before the caller's
 * promise resolves. Other requests use the connection meanwhile. This is `synchronous=FULL`'s guarantee
 * (a commit is acknowledged after its WAL frames are on disk) without blocking the process for the fsync.
 */
class DurableSqliteDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly durability: Durability,
  ) {
    super(config);
  }

  override async releaseConnection(): Promise<void> {
    // Read before unlocking: the next holder's statements are not this caller's.
    const wrote = this.durability.takeWrites();
    await super.releaseConnection();
    if (wrote) await this.durability.sync();
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await super.rollbackTransaction(connection);
    // Nothing of a transaction rolled back is kept: there is nothing to wait for.
    this.durability.takeWrites();
  }
}

/** A SQLite dialect whose writes resolve once durable (see DurableSqliteDriver). */
export class DurableSqliteDialect extends SqliteDialect {
  constructor(
    private readonly driverConfig: SqliteDialectConfig,
    private readonly durability: Durability,
  ) {
    super(driverConfig);
  }

  override createDriver(): SqliteDriver {
    return new DurableSqliteDriver(this.driverConfig, this.durability);
  }
}
