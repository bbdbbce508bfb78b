import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** Running a service: staff roles, sold-out marks and busy settings per branch (issue 17). */
export function operationsMigration(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('staff_tokens')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('staff'))
        .execute();
      await db.schema
        .createTable('sold_out_marks')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('branch_id', 'integer', (c) => c.notNull())
        // `item:10`, `label:10:2` or `modifier:5`: one mark per branch and target.
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('until', 'text')
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('sold_out_marks_branch_target', ['business_id', 'branch_id', 'target'])
        .execute();
      await db.schema
        .createTable('busy_settings')
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('branch_id', 'integer', (c) => c.notNull())
        .addColumn('selling_type', 'text', (c) => c.notNull())
        .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('paused_until', 'text')
        .addColumn('extra_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('extra_until', 'text')
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('busy_settings_pk', ['business_id', 'branch_id', 'selling_type'])
        .execute();
    },
  };
}
