import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { ownedTables } from '../schema.ts';

/** Businesses and everything an owner imports with them. */
export function businessMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('businesses')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('reference_id', 'text', (c) => c.notNull().unique())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('business_domains')
        .addColumn('domain', 'text', (c) => c.primaryKey())
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .execute();
      for (const table of ownedTables) {
        let builder = db.schema
          .createTable(table)
          .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
          .addColumn('id', 'integer', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull());
        if (table === 'branches') builder = builder.addColumn('reference_id', 'text', (c) => c.notNull());
        if (table === 'categories') {
          builder = builder.addColumn('parent_id', 'integer').addColumn('sort', 'integer', (c) => c.notNull());
        }
        if (table === 'items') {
          builder = builder
            .addColumn('category_id', 'integer', (c) => c.notNull())
            .addColumn('sort', 'integer', (c) => c.notNull());
        }
        if (table === 'zones' || table === 'shipping_countries' || table === 'dining_tables') {
          builder = builder.addColumn('branch_id', 'integer', (c) => c.notNull());
        }
        if (table === 'coupons') builder = builder.addColumn('code', 'text', (c) => c.notNull());
        await builder.addPrimaryKeyConstraint(`${table}_pk`, ['business_id', 'id']).execute();
      }
      // Branch ids are global: calls such as webapp/v5/item/{branchId}/{itemId} name a branch alone.
      await db.schema.createIndex('branches_global_id').on('branches').column('id').unique().execute();
      await db.schema.createIndex('coupons_code').on('coupons').columns(['business_id', 'code']).unique().execute();
      await db.schema.createIndex('items_category').on('items').columns(['business_id', 'category_id']).execute();
    },
  };
}
