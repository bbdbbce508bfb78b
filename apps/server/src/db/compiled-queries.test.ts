import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database.ts';
import { CompiledQueries } from './compiled-queries.ts';

describe('queries compiled once', () => {
  it('reuses the SQL with new values, and refuses parameters in another order than the SQL takes them', async () => {
    const handle = openDatabase(':memory:');
    await migrate(handle);
    const db = handle.db;
    await db
      .insertInto('app_secrets')
      .values([
        { name: 'a', value: '1' },
        { name: 'b', value: '2' },
      ])
      .execute();
    const queries = new CompiledQueries();
    const byName = (name: string, value: string) =>
      queries.rows(
        db,
        'secret by name and value',
        () => db.selectFrom('app_secrets').select('name').where('name', '=', name).where('value', '=', value),
        [name, value],
      );
    expect(await byName('a', '1')).toEqual([{ name: 'a' }]);
    expect(await byName('b', '2')).toEqual([{ name: 'b' }]);
    expect(await byName('b', '1')).toEqual([]);
    await expect(
      new CompiledQueries().rows(
        db,
        'swapped',
        () => db.selectFrom('app_secrets').select('name').where('name', '=', 'a').where('value', '=', '1'),
        ['1', 'a'],
      ),
    ).rejects.toThrow(/not in the order/);
    await handle.close();
  });
});
