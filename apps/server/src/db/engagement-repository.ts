import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema.ts';

/** Daily counters: banner reach and menu visits. */
export class EngagementRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds one reach to each banner for the day, in one transaction. */
  async addBannerReach(businessId: number, bannerIds: number[], day: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const bannerId of bannerIds) {
        await trx
          .insertInto('banner_reach')
          .values({ business_id: businessId, banner_id: bannerId, day, count: 1 })
          .onConflict((oc) =>
            oc.columns(['business_id', 'banner_id', 'day']).doUpdateSet({ count: sql`banner_reach.count + 1` }),
          )
          .execute();
      }
    });
  }

  /** Adds one visit to a branch for the day and source. */
  async addVisit(options: { businessId: number; branchId: number; day: string; source: string }): Promise<void> {
    await this.db
      .insertInto('visits')
      .values({
        business_id: options.businessId,
        branch_id: options.branchId,
        day: options.day,
        source: options.source,
        count: 1,
      })
      .onConflict((oc) =>
        oc.columns(['business_id', 'branch_id', 'day', 'source']).doUpdateSet({ count: sql`visits.count + 1` }),
      )
      .execute();
  }

  /** Reach of a banner on a day (for reports and tests). */
  async bannerReach(businessId: number, bannerId: number, day: string): Promise<number> {
    const row = await this.db
      .selectFrom('banner_reach')
      .select('count')
      .where('business_id', '=', businessId)
      .where('banner_id', '=', bannerId)
      .where('day', '=', day)
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  /** Visits of a branch on a day, all sources together. */
  async visits(branchId: number, day: string): Promise<number> {
    const rows = await this.db
      .selectFrom('visits')
      .select('count')
      .where('branch_id', '=', branchId)
      .where('day', '=', day)
      .execute();
    return rows.reduce((total, row) => total + row.count, 0);
  }
}
