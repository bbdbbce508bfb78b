import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** `staff` works the order board; `owner` may also change the venue's settings. */
export type StaffRole = 'staff' | 'owner';

/** Who a live token belongs to. */
export interface StaffMember {
  businessId: number;
  label: string;
  role: StaffRole;
}

/** Staff tokens, stored only as hashes. */
export class StaffRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records a new token's hash for a business. */
  async addToken(options: {
    tokenHash: string;
    businessId: number;
    label: string;
    role: StaffRole;
    at: string;
  }): Promise<void> {
    await this.db
      .insertInto('staff_tokens')
      .values({
        token_hash: options.tokenHash,
        business_id: options.businessId,
        label: options.label,
        role: options.role,
        created_at: options.at,
        revoked_at: null,
      })
      .execute();
  }

  /** The business a live (not revoked) token hash belongs to. */
  async businessOfToken(tokenHash: string): Promise<StaffMember | undefined> {
    const row = await this.db
      .selectFrom('staff_tokens')
      .select(['business_id', 'label', 'role'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row && { businessId: row.business_id, label: row.label, role: row.role };
  }
}
