import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema.ts';
import type { UsersTable } from './tables/account-tables.ts';

/** A live (not deleted) customer account with its JSON columns parsed. */
export interface UserRecord {
  id: number;
  businessId: number;
  phone: string;
  name: string | null;
  email: string | null;
  birthday: string | null;
  verifiedPhones: string[];
  walletBalance: number;
  createdAt: string;
}

function toRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    businessId: row.business_id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    birthday: row.birthday,
    verifiedPhones: JSON.parse(row.verified_phones) as string[],
    walletBalance: Number(row.wallet_balance),
    createdAt: row.created_at,
  };
}

/** Customer accounts; each belongs to one business and is found by its phone there. */
export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The live account of a phone in a business. */
  async findByPhone(businessId: number, phone: string): Promise<UserRecord | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('business_id', '=', businessId)
      .where('phone', '=', phone)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** A live account by id. */
  async findById(id: number): Promise<UserRecord | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /**
   * The account of a phone in a business, created on first login. Two parallel first logins end with
   * one account: the insert yields to the unique (business_id, phone) key.
   */
  async findOrCreate(options: {
    businessId: number;
    phone: string;
    at: string;
  }): Promise<{ user: UserRecord; created: boolean }> {
    const inserted = await this.db
      .insertInto('users')
      .values({
        business_id: options.businessId,
        phone: options.phone,
        name: null,
        email: null,
        birthday: null,
        verified_phones: JSON.stringify([options.phone]),
        created_at: options.at,
        updated_at: options.at,
        deleted_at: null,
      })
      .onConflict((oc) => oc.columns(['business_id', 'phone']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const user = await this.findByPhone(options.businessId, options.phone);
    if (!user) throw new Error('The account vanished right after it was created');
    return { user, created: inserted !== undefined };
  }

  /** Changes profile fields; `undefined` leaves a field as it is. Returns false when the phone is taken. */
  async update(
    id: number,
    changes: {
      name?: string | null;
      email?: string | null;
      birthday?: string | null;
      phone?: string;
      verifiedPhones?: string[];
    },
    at: string,
  ): Promise<boolean> {
    if (changes.phone !== undefined) {
      const me = await this.db.selectFrom('users').select('business_id').where('id', '=', id).executeTakeFirst();
      const holder = me && (await this.findByPhone(me.business_id, changes.phone));
      if (holder && holder.id !== id) return false;
    }
    await this.db
      .updateTable('users')
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.email !== undefined ? { email: changes.email } : {}),
        ...(changes.birthday !== undefined ? { birthday: changes.birthday } : {}),
        ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
        ...(changes.verifiedPhones !== undefined ? { verified_phones: JSON.stringify(changes.verifiedPhones) } : {}),
        updated_at: at,
      })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
    return true;
  }

  /**
   * Deletes an account softly, in one transaction: personal data is erased, the phone is freed for a new
   * account, every session is revoked. The row and its wallet ledger stay for the venue's accounts.
   */
  async softDelete(id: number, at: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          phone: `deleted:${id}`,
          name: null,
          email: null,
          birthday: null,
          verified_phones: '[]',
          deleted_at: at,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
      await trx
        .updateTable('user_sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
      // Saved addresses and the password are personal data too.
      await trx.deleteFrom('user_addresses').where('user_id', '=', id).execute();
      await trx.deleteFrom('user_passwords').where('user_id', '=', id).execute();
    });
  }
}
