import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * SQL texts that PostgreSQL parses and plans once per connection (named prepared statements) instead of on
 * every run: the lookups of the hot paths, which `CompiledQueries` registers when it first compiles them.
 * A text is only ever registered by code, never built from a request, so the set stays small and every
 * connection prepares at most that many. The name is a hash of the text, so it is the same in every process
 * and cannot name two texts (decision 0132).
 */
const namesByText = new Map<string, string>();

/** Marks a query text to be run as a named prepared statement on PostgreSQL. */
export function prepareOnPostgres(text: string): void {
  if (!namesByText.has(text)) {
    namesByText.set(text, `okmenu_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`);
  }
}

/** The statement name of a registered text (tests). */
export function statementName(text: string): string | undefined {
  return namesByText.get(text);
}

/**
 * The pool Kysely's PostgreSQL dialect takes, over node-postgres's: a query whose text is registered is sent
 * with its name, so the server prepares it on the connection's first run and only binds and executes it
 * afterwards; every other query is passed on as it is.
 */
export function namingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      return {
        // A cursor (Kysely's streaming) is passed on as it is: node-postgres returns it.
        query: ((textOrCursor: string, parameters?: readonly unknown[]) => {
          const name = typeof textOrCursor === 'string' ? namesByText.get(textOrCursor) : undefined;
          if (name === undefined) return client.query(textOrCursor, parameters as unknown[] | undefined);
          return client.query({ name, text: textOrCursor, values: parameters as unknown[] | undefined });
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
