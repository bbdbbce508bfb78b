import type { Kysely } from 'kysely';

/** The optional password a customer may set after logging in with a code (decision 0096): one row a user. */
export const passwordsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('user_passwords')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
