import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';

/** Every table's rows as text, ordered by all columns, so two dumps compare byte for byte. */
export type DatabaseDump = Map<string, string>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const tableLists = new WeakMap<DatabaseHandle, Promise<{ name: string; columns: number }[]>>();

/** The application tables (the migrator's own excluded) of SQLite or this PostgreSQL schema; read once per handle. */
function tablesOf(handle: DatabaseHandle): Promise<{ name: string; columns: number }[]> {
  let list = tableLists.get(handle);
  if (!list) {
    list = (async () => {
      let tables = await handle.db.introspection.getTables();
      if (handle.dialect === 'postgres') {
        // Other test runs keep their tables in other schemas of the same database.
        const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
        tables = tables.filter((table) => table.schema === current.rows[0]?.schema);
      }
      return tables
        .map((table) => ({ name: table.name, columns: table.columns.length }))
        .sort((a, b) => a.name.localeCompare(b.name));
    })();
    tableLists.set(handle, list);
  }
  return list;
}

/** Dumps every application table, each ordered by all its columns. */
export async function dumpDatabase(handle: DatabaseHandle): Promise<DatabaseDump> {
  const tables = await tablesOf(handle);
  const dumps = await Promise.all(
    tables.map(async (table) => {
      const order = Array.from({ length: table.columns }, (_v, index) => String(index + 1)).join(', ');
      const rows = await sql`select * from ${sql.raw(quote(table.name))} order by ${sql.raw(order)}`.execute(handle.db);
      return [table.name, rows.rows.map((row) => JSON.stringify(row)).join('\n')] as const;
    }),
  );
  return new Map(dumps);
}

/** The tables whose rows differ between two dumps (added or dropped tables included). */
export function changedTables(before: DatabaseDump, after: DatabaseDump): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
