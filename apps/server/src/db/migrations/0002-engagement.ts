import type { Kysely } from 'kysely';

/** Daily counters of banner reach and menu visits. */
export const engagementMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('banner_reach')
      .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
      .addColumn('banner_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('banner_reach_pk', ['business_id', 'banner_id', 'day'])
      .execute();
    await db.schema
      .createTable('visits')
      .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
      .addColumn('branch_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('visits_pk', ['business_id', 'branch_id', 'day', 'source'])
      .execute();
  },
};
