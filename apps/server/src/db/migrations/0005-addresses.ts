import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** Customers' saved delivery addresses (SPEC §3 user locations, each with a default flag). */
export function addressesMigration(dialect: Dialect) {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('user_addresses')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('business_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('form_type', 'text', (c) => c.notNull())
        .addColumn('contact_name', 'text')
        .addColumn('contact_phone', 'text')
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('area_id', 'integer')
        .addColumn('lat', real)
        .addColumn('lng', real)
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_addresses_user').on('user_addresses').columns(['user_id', 'id']).execute();
    },
  };
}
