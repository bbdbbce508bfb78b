import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { CompiledQuery } from 'kysely';
import { prepareOnPostgres } from './named-statements.ts';

/**
 * Queries of the hot paths (a menu call, an order) whose SQL the query builder compiles once per process:
 * building and compiling a small select costs more than SQLite takes to run it (decision 0094). The first
 * run of a key checks that the builder put exactly the given parameters, in that order, so a later edit
 * of the query cannot silently bind values to the wrong places. On PostgreSQL each is also a named prepared
 * statement, parsed and planned once per connection (decision 0132).
 */
export class CompiledQueries {
  private readonly sqlByKey = new Map<string, string>();

  /** The rows of the query `build` describes, run with `parameters`. */
  async rows<R>(
    db: Kysely<Database>,
    key: string,
    build: () => Compilable<R>,
    parameters: readonly unknown[],
  ): Promise<R[]> {
    let text = this.sqlByKey.get(key);
    if (text === undefined) {
      const compiled = build().compile();
      const same =
        compiled.parameters.length === parameters.length &&
        compiled.parameters.every((value, index) => value === parameters[index]);
      if (!same) throw new Error(`The parameters of query ${key} are not in the order its SQL takes them`);
      text = compiled.sql;
      this.sqlByKey.set(key, text);
      prepareOnPostgres(text);
    }
    return (await db.executeQuery<R>(CompiledQuery.raw(text, [...parameters]))).rows;
  }
}
