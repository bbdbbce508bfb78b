import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema.ts';

/** Customers' optional passwords: the stored hash and the count of wrong tries since the last good login. */
export class PasswordRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Sets or replaces a user's password hash and clears its wrong tries. */
  async set(password: { userId: number; passwordHash: string; at: string }): Promise<void> {
    const { userId, passwordHash, at } = password;
    await this.db
      .insertInto('user_passwords')
      .values({ user_id: userId, password_hash: passwordHash, failed_attempts: 0, updated_at: at })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ password_hash: passwordHash, failed_attempts: 0, updated_at: at }),
      )
      .execute();
  }

  /**
   * Counts one try against a user's password unless it already had `maxAttempts`, in one conditional
   * UPDATE so parallel guesses cannot pass the limit. Returns the hash to compare, or undefined when there
   * is no password or it is locked (`locked` tells which).
   */
  async reserveAttempt(
    userId: number,
    maxAttempts: number,
  ): Promise<{ passwordHash: string; attemptsBefore: number } | { locked: boolean }> {
    const row = await this.db
      .updateTable('user_passwords')
      .set({ failed_attempts: sql`failed_attempts + 1` })
      .where('user_id', '=', userId)
      .where('failed_attempts', '<', maxAttempts)
      .returning(['password_hash', 'failed_attempts'])
      .executeTakeFirst();
    if (row) return { passwordHash: row.password_hash, attemptsBefore: row.failed_attempts - 1 };
    const exists = await this.db
      .selectFrom('user_passwords')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { locked: exists !== undefined };
  }

  /** Forgets the wrong tries: the password was right, or the user proved the phone with a code. */
  async clearAttempts(userId: number): Promise<void> {
    await this.db.updateTable('user_passwords').set({ failed_attempts: 0 }).where('user_id', '=', userId).execute();
  }

  /** Whether a user has set a password. */
  async has(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_passwords')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
