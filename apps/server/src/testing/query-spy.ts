import type { CompiledQuery, Kysely } from 'kysely';
import { vi } from 'vitest';

/** The SQL of every query `db` runs while `run` does. */
export async function queriesOf<DB>(db: Kysely<DB>, run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(db, 'executeQuery');
  try {
    await run();
    return spy.mock.calls.map(([query]) => (query as CompiledQuery).sql);
  } finally {
    spy.mockRestore();
  }
}

/** Whether a query reads a business's settings (kilobytes of JSON; decisions 0113, 0119). */
export const readsSettings = (sqlText: string) => sqlText.includes('"settings"');
