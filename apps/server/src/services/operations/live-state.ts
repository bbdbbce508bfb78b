import type { RouteSellingType } from '@okmenu/domain';
import { busyStateAt, isMarkActive, SoldOutIndex } from '@okmenu/domain';
import type { BusySetting, BusyState, SoldOutMark } from '@okmenu/domain';
import type { BusyRow, OperationsRepository } from '../../db/operations-repository.ts';
import { markOfRow } from './sold-out-target.ts';

/** The marks of a branch in force, and the index built over them. */
export interface SoldOutView {
  marks: SoldOutMark[];
  index: SoldOutIndex;
}

interface Snapshot {
  readAt: number;
  marks: SoldOutMark[];
  busy: BusyRow[];
}

/** A stored busy row as the domain's setting. */
export function busySettingOf(row: BusyRow | undefined): BusySetting | undefined {
  if (!row) return undefined;
  const date = (text: string | null) => (text === null ? null : new Date(text));
  return {
    ...(row.paused ? { pausedUntil: date(row.pausedUntil) } : {}),
    extraMinutes: row.extraMinutes,
    extraUntil: date(row.extraUntil),
  };
}

/** The index of a branch with no active mark: it answers false to every question, whatever the branch. */
const nothingSoldOut = new SoldOutIndex([], { branchId: 0, now: new Date(0) });

/**
 * What staff changed while a service runs, read for every cart and menu check. A branch's marks and busy
 * settings are read at most once per `freshMs` per process, so a change made on any process reaches every
 * guest within that time while carts and orders cost no extra query in the common case.
 */
export class LiveState {
  // One entry per branch that guests use: bounded by the branches in the database.
  private readonly snapshots = new Map<number, Promise<Snapshot>>();

  constructor(private readonly deps: { repository: OperationsRepository; freshMs: number; clock: () => number }) {}

  private async snapshot(businessId: number, branchId: number, now: Date): Promise<Snapshot> {
    const kept = this.snapshots.get(branchId);
    if (kept) {
      const snapshot = await kept.catch(() => undefined);
      if (snapshot && this.deps.clock() - snapshot.readAt < this.deps.freshMs) return snapshot;
    }
    const reading = this.read(businessId, branchId, now);
    this.snapshots.set(branchId, reading);
    reading.catch(() => this.snapshots.delete(branchId));
    return reading;
  }

  private async read(businessId: number, branchId: number, now: Date): Promise<Snapshot> {
    const readAt = this.deps.clock();
    const [rows, busy] = await Promise.all([
      this.deps.repository.soldOut({ businessId, branchId, now: now.toISOString() }),
      this.deps.repository.busy({ businessId, branchId }),
    ]);
    return { readAt, marks: rows.map(markOfRow), busy };
  }

  /** Forgets what this process read of a branch, after a change made here. */
  forget(branchId: number): void {
    this.snapshots.delete(branchId);
  }

  /**
   * The sold-out marks of a branch in force at an instant (`at`, by default now: a scheduled order is checked
   * at its slot, when a mark until the end of today no longer holds), and an index to look targets up.
   */
  async soldOut(options: { businessId: number; branchId: number; now: Date; at?: Date }): Promise<SoldOutView> {
    const snapshot = await this.snapshot(options.businessId, options.branchId, options.now);
    const at = options.at ?? options.now;
    const marks = snapshot.marks.filter((mark) => isMarkActive(mark, at));
    // Most branches have nothing sold out: one shared empty index rather than three empty sets per order.
    if (marks.length === 0) return { marks, index: nothingSoldOut };
    return { marks, index: new SoldOutIndex(marks, { branchId: options.branchId, now: at }) };
  }

  /** The busy state of a branch's selling type at an instant. */
  async busy(options: {
    businessId: number;
    branchId: number;
    routeType: RouteSellingType;
    now: Date;
  }): Promise<BusyState> {
    const snapshot = await this.snapshot(options.businessId, options.branchId, options.now);
    const row = snapshot.busy.find((candidate) => candidate.sellingType === options.routeType);
    return busyStateAt(busySettingOf(row), options.now);
  }
}
