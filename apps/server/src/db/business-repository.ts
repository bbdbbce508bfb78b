import type { BusinessFile } from '@okmenu/contract';
import type { Kysely, Transaction } from 'kysely';
import { CompiledQueries } from './compiled-queries.ts';
import { KeptBusinesses } from './kept-businesses.ts';
import type { Database, OwnedTable } from './schema.ts';

/**
 * A business as stored: the import file's shape with every amount of money in integer minor units.
 * Settings also carry the discounts, smart categories and tags.
 */
export type StoredBusiness = BusinessFile;
export type StoredSettings = BusinessFile['business'] & {
  discounts: BusinessFile['discounts'];
  smart_categories: BusinessFile['smart_categories'];
  tags: BusinessFile['tags'];
};

export interface BusinessRow {
  id: number;
  reference_id: string;
  version: number;
  settings: StoredSettings;
}

export interface BusinessGraph extends BusinessRow {
  branches: BusinessFile['branches'];
  categories: BusinessFile['categories'];
  items: BusinessFile['items'];
  zones: BusinessFile['zones'];
  shipping_countries: BusinessFile['shipping_countries'];
  tables: BusinessFile['tables'];
  coupons: BusinessFile['coupons'];
  wallet_packages: BusinessFile['wallet_packages'];
  banners: BusinessFile['banners'];
}

const insertChunk = 200;

/** What every lookup reads: the business's keys and version, without its settings (kilobytes of JSON). */
export type KeyRow = { id: number; reference_id: string; version: number };

/**
 * What a cached guest answer needs of a business besides its version (decision 0119): the locales that
 * resolve the asked language and the state that refuses a suspended business. A few hundred bytes, so many
 * more are kept than whole parsed settings.
 */
export interface BusinessHead extends KeyRow {
  locales: StoredSettings['locales'];
  state: StoredSettings['state'];
}

export interface BusinessRepositoryOptions {
  /**
   * How many businesses' parsed settings are kept (the most recently read; decisions 0094, 0113). Settings are
   * kilobytes of objects each (a 5.9 KB JSON text parses to about 20 KB).
   */
  parsedSettingsKept?: number;
  /** How many businesses' heads are kept (see `BusinessHead`; decision 0119). */
  headsKept?: number;
}

/** Reads and writes businesses; the only code that knows how a business is laid out in tables. */
export class BusinessRepository {
  /** Parsed settings and heads of the businesses read most recently (see `withSettings` and `withHead`). */
  private readonly kept: KeptBusinesses;
  /** The lookups every menu call and order makes, compiled once. */
  private readonly queries = new CompiledQueries();

  constructor(
    private readonly db: Kysely<Database>,
    options: BusinessRepositoryOptions = {},
  ) {
    // Heads are about 230 bytes each: 10,000 businesses' heads are about 2.3 MB (decision 0119).
    this.kept = new KeptBusinesses(options.parsedSettingsKept ?? 1000, options.headsKept ?? 50_000);
  }

  /** Creates or replaces a business and everything it owns, in one transaction. Returns its id. */
  async replace(business: StoredBusiness, now: Date): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { discounts, smart_categories, tags } = business;
      const settings: StoredSettings = { ...business.business, discounts, smart_categories, tags };
      const existing = await trx
        .selectFrom('businesses')
        .select(['id', 'version'])
        .where('reference_id', '=', business.business.reference_id)
        .executeTakeFirst();
      let businessId: number;
      if (existing) {
        businessId = existing.id;
        await trx
          .updateTable('businesses')
          .set({ settings: JSON.stringify(settings), version: existing.version + 1, updated_at: now.toISOString() })
          .where('id', '=', businessId)
          .execute();
      } else {
        const inserted = await trx
          .insertInto('businesses')
          .values({
            reference_id: business.business.reference_id,
            settings: JSON.stringify(settings),
            version: 1,
            updated_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        businessId = inserted.id;
      }
      await trx.deleteFrom('business_domains').where('business_id', '=', businessId).execute();
      if (business.business.domains.length > 0) {
        await trx
          .insertInto('business_domains')
          .values(business.business.domains.map((domain) => ({ domain, business_id: businessId })))
          .execute();
      }
      await replaceOwned(trx, businessId, business);
      return businessId;
    });
  }

  /**
   * Sets what a business answers guests (decision 0096) and bumps its version so every cached answer is
   * dropped; one transaction. Returns the business id, or undefined when no business has this reference.
   */
  async setState(change: {
    referenceId: string;
    state: StoredSettings['state'];
    now: Date;
  }): Promise<number | undefined> {
    const { referenceId, state, now } = change;
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('businesses')
        .select(['id', 'version', 'settings'])
        .where('reference_id', '=', referenceId)
        .executeTakeFirst();
      if (!row) return undefined;
      const settings: StoredSettings = { ...JSON.parse(row.settings), state };
      await trx
        .updateTable('businesses')
        .set({ settings: JSON.stringify(settings), version: row.version + 1, updated_at: now.toISOString() })
        .where('id', '=', row.id)
        .execute();
      return row.id;
    });
  }

  /** Branch ids among `ids` that another business already uses (branch ids are global). */
  async branchIdsTakenByOthers(referenceId: string, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('branches')
      .innerJoin('businesses', 'businesses.id', 'branches.business_id')
      .select('branches.id')
      .where('branches.id', 'in', ids)
      .where('businesses.reference_id', '!=', referenceId)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Finds the business that owns a branch, by the branch's global id. */
  async findByBranch(branchId: number): Promise<BusinessRow | undefined> {
    return this.withSettings(await this.keysByBranch(branchId));
  }

  /**
   * The head of the business that owns a branch (see `BusinessHead`): one query, and the settings are read
   * only when no head is kept for the row's version (decision 0119).
   */
  async headByBranch(branchId: number): Promise<BusinessHead | undefined> {
    return this.withHead(await this.keysByBranch(branchId));
  }

  private async keysByBranch(branchId: number): Promise<KeyRow | undefined> {
    const [row] = await this.queries.rows(
      this.db,
      'business by branch',
      () =>
        this.db
          .selectFrom('branches')
          .innerJoin('businesses', 'businesses.id', 'branches.business_id')
          .select(['businesses.id', 'businesses.reference_id', 'businesses.version'])
          .where('branches.id', '=', branchId),
      [branchId],
    );
    return row;
  }

  /** Finds a business by its reference, e.g. "demo". */
  async findByReference(referenceId: string): Promise<BusinessRow | undefined> {
    return this.withSettings(await this.keysByReference(referenceId));
  }

  /** The head of a business by its reference (see `headByBranch`). */
  async headByReference(referenceId: string): Promise<BusinessHead | undefined> {
    return this.withHead(await this.keysByReference(referenceId));
  }

  private async keysByReference(referenceId: string): Promise<KeyRow | undefined> {
    const [row] = await this.queries.rows(
      this.db,
      'business by reference',
      () =>
        this.db
          .selectFrom('businesses')
          .select(['id', 'reference_id', 'version'])
          .where('reference_id', '=', referenceId),
      [referenceId],
    );
    return row;
  }

  /** Finds a business by its numeric id. */
  async findById(id: number): Promise<BusinessRow | undefined> {
    const [row] = await this.queries.rows(
      this.db,
      'business by id',
      () => this.db.selectFrom('businesses').select(['id', 'reference_id', 'version']).where('id', '=', id),
      [id],
    );
    return this.withSettings(row);
  }

  /** Finds the business that a custom domain points to. */
  async findByDomain(domain: string): Promise<BusinessRow | undefined> {
    const row = await this.db
      .selectFrom('business_domains')
      .innerJoin('businesses', 'businesses.id', 'business_domains.business_id')
      .select(['businesses.id', 'businesses.reference_id', 'businesses.version'])
      .where('business_domains.domain', '=', domain.toLowerCase())
      .executeTakeFirst();
    return this.withSettings(row);
  }

  /**
   * The business of a looked-up row with its settings parsed. Every change of the settings bumps the
   * version in the same statement (`replace`, `setState`), so a parse kept for this id and version is the
   * stored settings: it is reused, and the settings are read and parsed only when the version moved. What
   * this saves is reading and comparing kilobytes of JSON on every menu call and order (decision 0113);
   * every lookup still reads the row, so no answer is staler than the database. Callers never mutate it.
   */
  private async withSettings(row: KeyRow | undefined): Promise<BusinessRow | undefined> {
    if (!row) return undefined;
    const kept = this.kept.settings(row);
    if (kept) return kept;
    const [stored] = await this.queries.rows(
      this.db,
      'business settings',
      () => this.db.selectFrom('businesses').select(['reference_id', 'version', 'settings']).where('id', '=', row.id),
      [row.id],
    );
    // Gone between the two reads.
    if (!stored) return undefined;
    // The version read with the settings, so the two agree even if an import landed in between.
    const parsed: BusinessRow = {
      id: row.id,
      reference_id: stored.reference_id,
      version: stored.version,
      settings: JSON.parse(stored.settings) as StoredSettings,
    };
    this.kept.keepSettings(parsed);
    return parsed;
  }

  /**
   * The business of a head (or of a row read with its settings) with its settings: the parse kept for its
   * version, else read and parsed. What a cached answer's build needs; undefined when the business is gone.
   * When an import landed since the head was read, this is the newer version.
   */
  async settingsOf(head: KeyRow | BusinessRow): Promise<BusinessRow | undefined> {
    if ('settings' in head) return head;
    return this.withSettings(head);
  }

  /**
   * The head of a looked-up row: kept for this id and version, or taken from its settings (read and parsed
   * when no parse is kept). Heads are kept for many more businesses than parsed settings (`headsKept`), so a
   * guest call whose answer is cached reads no settings for any of 10,000 businesses (decision 0119). Every
   * change of the locales or the state bumps the version, as for `withSettings`.
   */
  private async withHead(row: KeyRow | undefined): Promise<BusinessHead | undefined> {
    if (!row) return undefined;
    const kept = this.kept.head(row);
    if (kept) return kept;
    const parsed = await this.withSettings(row);
    return parsed ? this.kept.headOf(parsed) : undefined;
  }

  /** When a business was last imported (or its state changed), ISO; the sitemap's `lastmod`. */
  async updatedAt(businessId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('businesses')
      .select('updated_at')
      .where('id', '=', businessId)
      .executeTakeFirst();
    return row ? String(row.updated_at) : undefined;
  }

  /** The version of a business, bumped by every import; undefined when it no longer exists. */
  async version(businessId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('businesses')
      .select('version')
      .where('id', '=', businessId)
      .executeTakeFirst();
    return row?.version;
  }

  /** Whether any business exists yet. */
  async isEmpty(): Promise<boolean> {
    const row = await this.db.selectFrom('businesses').select('id').limit(1).executeTakeFirst();
    return row === undefined;
  }

  /** Loads a business with everything it owns, in the order the owner sorted it. */
  async loadGraph(business: BusinessRow): Promise<BusinessGraph> {
    const owned = async <T>(table: OwnedTable, orderBy: 'id' | 'sort' = 'id'): Promise<T[]> => {
      let query = this.db.selectFrom(table).select('data').where('business_id', '=', business.id);
      query = orderBy === 'sort' ? query.orderBy('sort' as never).orderBy('id') : query.orderBy('id');
      const rows = await query.execute();
      return rows.map((row) => JSON.parse(row.data) as T);
    };
    const [branches, categories, items, zones, shipping_countries, tables, coupons, wallet_packages, banners] =
      await Promise.all([
        owned<BusinessFile['branches'][number]>('branches'),
        owned<BusinessFile['categories'][number]>('categories', 'sort'),
        owned<BusinessFile['items'][number]>('items', 'sort'),
        owned<BusinessFile['zones'][number]>('zones'),
        owned<BusinessFile['shipping_countries'][number]>('shipping_countries'),
        owned<BusinessFile['tables'][number]>('dining_tables'),
        owned<BusinessFile['coupons'][number]>('coupons'),
        owned<BusinessFile['wallet_packages'][number]>('wallet_packages'),
        owned<BusinessFile['banners'][number]>('banners'),
      ]);
    return {
      ...business,
      branches,
      categories,
      items,
      zones,
      shipping_countries,
      tables,
      coupons,
      wallet_packages,
      banners,
    };
  }
}

async function replaceOwned(trx: Transaction<Database>, businessId: number, business: StoredBusiness): Promise<void> {
  const rows: { [K in OwnedTable]: Record<string, unknown>[] } = {
    branches: business.branches.map((b) => ({ id: b.id, reference_id: b.reference_id ?? `branch-${b.id}`, data: b })),
    categories: business.categories.map((c) => ({ id: c.id, parent_id: c.parent_id ?? null, sort: c.sort, data: c })),
    items: business.items.map((i) => ({ id: i.id, category_id: i.category_id, sort: i.sort, data: i })),
    zones: business.zones.map((z) => ({ id: z.id, branch_id: z.branch_id, data: z })),
    shipping_countries: business.shipping_countries.map((c) => ({ id: c.id, branch_id: c.branch_id, data: c })),
    dining_tables: business.tables.map((t) => ({ id: t.id, branch_id: t.branch_id, data: t })),
    coupons: business.coupons.map((c) => ({ id: c.id, code: c.code.toUpperCase(), data: c })),
    wallet_packages: business.wallet_packages.map((p) => ({ id: p.id, data: p })),
    banners: business.banners.map((b) => ({ id: b.id, data: b })),
  };
  for (const table of Object.keys(rows) as OwnedTable[]) {
    await trx.deleteFrom(table).where('business_id', '=', businessId).execute();
    const values = rows[table].map((row) => ({ ...row, business_id: businessId, data: JSON.stringify(row.data) }));
    for (let start = 0; start < values.length; start += insertChunk) {
      await trx
        .insertInto(table)
        .values(values.slice(start, start + insertChunk) as never)
        .execute();
    }
  }
}
