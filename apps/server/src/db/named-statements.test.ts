import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing/test-runtime.ts';
import { freshDatabase } from '../testing/test-runtime.ts';
import { CompiledQueries } from './compiled-queries.ts';
import { migrate, openDatabase } from './database.ts';
import { statementName } from './named-statements.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('named prepared statements on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('prepares a compiled query once on its connection and answers each run with its own values; other queries stay unnamed', async () => {
    database = await freshDatabase('postgres');
    const handle = openDatabase(database.url);
    try {
      await migrate(handle);
      await handle.db
        .insertInto('app_secrets')
        .values([
          { name: 'a', value: '1' },
          { name: 'b', value: '2' },
        ])
        .execute();
      const queries = new CompiledQueries();
      // One connection throughout: prepared statements belong to the session that prepared them.
      await handle.db.connection().execute(async (db) => {
        const valueOf = (name: string) =>
          queries.rows(
            db,
            'secret by name',
            () => db.selectFrom('app_secrets').select('value').where('name', '=', name),
            [name],
          );
        expect(await valueOf('a')).toEqual([{ value: '1' }]);
        expect(await valueOf('b')).toEqual([{ value: '2' }]);
        expect(await valueOf('c')).toEqual([]);
        const text = db.selectFrom('app_secrets').select('value').where('name', '=', 'x').compile().sql;
        const name = statementName(text);
        expect(name).toMatch(/^okmenu_[0-9a-f]{24}$/);
        const prepared = await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(db);
        // Only the compiled query is named; the inserts and this select are not.
        expect(prepared.rows).toEqual([{ name, statement: text }]);
      });
    } finally {
      await handle.close();
    }
  });
});
