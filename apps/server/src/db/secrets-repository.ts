import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Server-side secrets shared by every process through the database. */
export class SecretsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The secret of a name, created from `generate()` on first use; every process gets the same one. */
  async getOrCreate(name: string, generate: () => string): Promise<string> {
    await this.db
      .insertInto('app_secrets')
      .values({ name, value: generate() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
