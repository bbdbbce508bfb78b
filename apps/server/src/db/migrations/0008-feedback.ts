import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Guest feedback: questionnaire answers (POST users/rate) and the quick rating of a delivered order.
 * `rated_order_id` is set only on an order's rating; being unique, it makes a second rating impossible
 * even when two arrive at once.
 */
export function feedbackMigration(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('feedback')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addColumn('branch_id', 'integer')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('rated_order_id', 'integer', (c) => c.unique())
        .addColumn('user_id', 'integer')
        .addColumn('device_id', 'text')
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('stars', 'integer')
        .addColumn('comment', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feedback_business').on('feedback').columns(['business_id', 'id']).execute();
    },
  };
}
