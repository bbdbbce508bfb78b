import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A stored sold-out mark. */
export interface SoldOutRow {
  branchId: number;
  target: string;
  until: string | null;
  actor: string;
  createdAt: string;
}

/** A stored busy setting of a branch and selling type. */
export interface BusyRow {
  branchId: number;
  sellingType: string;
  paused: boolean;
  pausedUntil: string | null;
  extraMinutes: number;
  extraUntil: string | null;
  actor: string;
  updatedAt: string;
}

/** Sold-out marks and busy settings: what staff change while a service runs. */
export class OperationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The marks of a branch that have not lapsed at an instant (ISO text compares in time order). */
  async soldOut(options: { businessId: number; branchId: number; now: string }): Promise<SoldOutRow[]> {
    const rows = await this.db
      .selectFrom('sold_out_marks')
      .select(['branch_id', 'target', 'until', 'actor', 'created_at'])
      .where('business_id', '=', options.businessId)
      .where('branch_id', '=', options.branchId)
      .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', options.now)]))
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      branchId: r.branch_id,
      target: r.target,
      until: r.until,
      actor: r.actor,
      createdAt: r.created_at,
    }));
  }

  /** Sets a mark, replacing an earlier one of the same branch and target. */
  async mark(options: { businessId: number; row: SoldOutRow }): Promise<void> {
    const { row } = options;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('sold_out_marks')
        .where('business_id', '=', options.businessId)
        .where('branch_id', '=', row.branchId)
        .where('target', '=', row.target)
        .execute();
      await trx
        .insertInto('sold_out_marks')
        .values({
          business_id: options.businessId,
          branch_id: row.branchId,
          target: row.target,
          until: row.until,
          actor: row.actor,
          created_at: row.createdAt,
        })
        .execute();
    });
  }

  /** Makes a target available again; false when it was not marked. */
  async unmark(options: { businessId: number; branchId: number; target: string }): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sold_out_marks')
      .where('business_id', '=', options.businessId)
      .where('branch_id', '=', options.branchId)
      .where('target', '=', options.target)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The busy settings of a branch, one per selling type that has any. */
  async busy(options: { businessId: number; branchId: number }): Promise<BusyRow[]> {
    const rows = await this.db
      .selectFrom('busy_settings')
      .selectAll()
      .where('business_id', '=', options.businessId)
      .where('branch_id', '=', options.branchId)
      .orderBy('selling_type')
      .execute();
    return rows.map((r) => ({
      branchId: r.branch_id,
      sellingType: r.selling_type,
      paused: r.paused === 1,
      pausedUntil: r.paused_until,
      extraMinutes: r.extra_minutes,
      extraUntil: r.extra_until,
      actor: r.actor,
      updatedAt: r.updated_at,
    }));
  }

  /** Stores the busy setting of a branch and selling type, replacing the earlier one. */
  async setBusy(options: { businessId: number; row: BusyRow }): Promise<void> {
    const { row } = options;
    const values = {
      paused: row.paused ? 1 : 0,
      paused_until: row.pausedUntil,
      extra_minutes: row.extraMinutes,
      extra_until: row.extraUntil,
      actor: row.actor,
      updated_at: row.updatedAt,
    };
    await this.db
      .insertInto('busy_settings')
      .values({ business_id: options.businessId, branch_id: row.branchId, selling_type: row.sellingType, ...values })
      .onConflict((oc) => oc.columns(['business_id', 'branch_id', 'selling_type']).doUpdateSet(values))
      .execute();
  }
}
