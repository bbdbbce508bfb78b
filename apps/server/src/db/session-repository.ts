import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A session found by its token hash, with its owner's business. */
export interface SessionRecord {
  userId: number;
  businessId: number;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

/** Customer sessions, stored only as hashes of their bearer tokens. */
export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records a new session. */
  async create(options: {
    tokenHash: string;
    userId: number;
    businessId: number;
    at: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('user_sessions')
      .values({
        token_hash: options.tokenHash,
        user_id: options.userId,
        business_id: options.businessId,
        created_at: options.at.toISOString(),
        last_used_at: options.at.toISOString(),
        expires_at: options.expiresAt.toISOString(),
        revoked_at: null,
      })
      .execute();
  }

  /** A session that is not revoked and whose user is not deleted; expiry is the caller's decision. */
  async findLive(tokenHash: string): Promise<SessionRecord | undefined> {
    const row = await this.db
      .selectFrom('user_sessions')
      .innerJoin('users', 'users.id', 'user_sessions.user_id')
      .select([
        'user_sessions.user_id',
        'users.business_id',
        'user_sessions.created_at',
        'user_sessions.last_used_at',
        'user_sessions.expires_at',
      ])
      .where('user_sessions.token_hash', '=', tokenHash)
      .where('user_sessions.revoked_at', 'is', null)
      .where('users.deleted_at', 'is', null)
      .executeTakeFirst();
    return (
      row && {
        userId: row.user_id,
        businessId: row.business_id,
        createdAt: new Date(row.created_at),
        lastUsedAt: new Date(row.last_used_at),
        expiresAt: new Date(row.expires_at),
      }
    );
  }

  /** Moves the idle clock forward, at most once per `minGapMs`, so reads do not all become writes. */
  async touch(tokenHash: string, at: Date, minGapMs: number): Promise<void> {
    await this.db
      .updateTable('user_sessions')
      .set({ last_used_at: at.toISOString() })
      .where('token_hash', '=', tokenHash)
      .where('last_used_at', '<', new Date(at.getTime() - minGapMs).toISOString())
      .execute();
  }

  /** Revokes one session. */
  async revoke(tokenHash: string, at: Date): Promise<void> {
    await this.db
      .updateTable('user_sessions')
      .set({ revoked_at: at.toISOString() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
