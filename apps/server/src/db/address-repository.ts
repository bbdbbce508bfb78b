import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema.ts';
import type { UserAddressesTable } from './tables/account-tables.ts';

/** A saved address as the service sees it, with its JSON fields parsed. */
export interface AddressRecord {
  id: number;
  userId: number;
  businessId: number;
  title: string;
  type: string;
  formType: string;
  contactName: string | null;
  contactPhone: string | null;
  fields: Record<string, string>;
  areaId: number | null;
  lat: number | null;
  lng: number | null;
  isDefault: boolean;
  updatedAt: string;
}

/** What a new or replaced address holds. */
export type AddressValues = Omit<AddressRecord, 'id' | 'isDefault' | 'updatedAt'>;

function toRecord(row: Selectable<UserAddressesTable>): AddressRecord {
  return {
    id: Number(row.id),
    userId: row.user_id,
    businessId: row.business_id,
    title: row.title,
    type: row.type,
    formType: row.form_type,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    fields: JSON.parse(row.fields) as Record<string, string>,
    areaId: row.area_id,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    isDefault: Number(row.is_default) === 1,
    updatedAt: row.updated_at,
  };
}

function columns(values: AddressValues, at: string) {
  return {
    title: values.title,
    type: values.type,
    form_type: values.formType,
    contact_name: values.contactName,
    contact_phone: values.contactPhone,
    fields: JSON.stringify(values.fields),
    area_id: values.areaId,
    lat: values.lat,
    lng: values.lng,
    updated_at: at,
  };
}

/** Customers' saved addresses; every call is scoped to one user, so nobody reaches another's. */
export class AddressRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's addresses in a business: the default first, then the newest. */
  async list(userId: number, businessId: number): Promise<AddressRecord[]> {
    const rows = await this.db
      .selectFrom('user_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('business_id', '=', businessId)
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toRecord);
  }

  /** One of the user's addresses. */
  async find(userId: number, id: number): Promise<AddressRecord | undefined> {
    const row = await this.db
      .selectFrom('user_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** How many addresses the user has in a business. */
  async count(userId: number, businessId: number): Promise<number> {
    const row = await this.db
      .selectFrom('user_addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('business_id', '=', businessId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Adds an address; with `makeDefault` it becomes the only default of the user in that business. */
  async insert(values: AddressValues, options: { makeDefault: boolean; at: string }): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('user_addresses')
        .values({
          user_id: values.userId,
          business_id: values.businessId,
          ...columns(values, options.at),
          is_default: 0,
          created_at: options.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      if (options.makeDefault) await markDefault(trx, { userId: values.userId, businessId: values.businessId, id });
      return id;
    });
  }

  /** Replaces one of the user's addresses; false when it is not theirs. */
  async update(id: number, values: AddressValues, options: { makeDefault: boolean; at: string }): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('user_addresses')
        .set(columns(values, options.at))
        .where('id', '=', id)
        .where('user_id', '=', values.userId)
        .where('business_id', '=', values.businessId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      if (options.makeDefault) await markDefault(trx, { userId: values.userId, businessId: values.businessId, id });
      return true;
    });
  }

  /** Makes one of the user's addresses their default in its business; false when it is not theirs. */
  async setDefault(userId: number, id: number): Promise<AddressRecord | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('user_addresses')
        .select(['business_id'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      await markDefault(trx, { userId, businessId: row.business_id, id });
      const updated = await trx.selectFrom('user_addresses').selectAll().where('id', '=', id).executeTakeFirst();
      return updated && toRecord(updated);
    });
  }

  /**
   * Deletes one of the user's addresses. When it was the default, the newest remaining one becomes the
   * default, so a customer with addresses always has one. Returns the deleted address, if it was theirs.
   */
  async delete(userId: number, id: number): Promise<AddressRecord | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('user_addresses')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      await trx.deleteFrom('user_addresses').where('id', '=', id).execute();
      if (Number(row.is_default) === 1) {
        const next = await trx
          .selectFrom('user_addresses')
          .select('id')
          .where('user_id', '=', userId)
          .where('business_id', '=', row.business_id)
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (next) await markDefault(trx, { userId, businessId: row.business_id, id: Number(next.id) });
      }
      return toRecord(row);
    });
  }
}

async function markDefault(
  trx: Kysely<Database>,
  options: { userId: number; businessId: number; id: number },
): Promise<void> {
  await trx
    .updateTable('user_addresses')
    .set((eb) => ({ is_default: eb.case().when('id', '=', options.id).then(1).else(0).end() }))
    .where('user_id', '=', options.userId)
    .where('business_id', '=', options.businessId)
    .execute();
}
