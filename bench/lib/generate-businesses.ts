import pg from 'pg';
import { ownedTables } from '../../apps/server/src/db/schema.ts';
import type { BenchDatabase } from './server-process.ts';

/** Tables among the owned ones whose rows name a branch (column `branch_id`, and `branch_id` in their data). */
const branchRowTables = new Set(['zones', 'shipping_countries', 'dining_tables']);

/**
 * Copies an imported business `count - 1` times inside PostgreSQL with `INSERT ... SELECT` over
 * generate_series, so thousands of businesses exist in seconds instead of an import each (about 74 ms of CLI
 * start plus the items). Each copy gets what the schema keeps unique or global:
 *
 * - its own `businesses` row (serial id) with reference `<template>-<n>`, also rewritten in its settings;
 * - its own branch ids (global: `branches_global_id`), numbered after the highest branch id in the database,
 *   in its `branches` rows and their data, and in the rows and data of zones, shipping countries and tables;
 * - every other owned row (categories, items, coupons, wallet packages, banners) as it is, under the copy's
 *   business id: their keys are (business_id, id) and coupon codes are unique per business.
 *
 * A template whose items, categories or settings name branches, or that has domains, is refused: those
 * references would point at the template's branches (the 1,000-item fixture has none).
 *
 * Returns the references and first branch id of every business, the template first.
 */
export async function copyBusinessInSql(
  database: BenchDatabase,
  template: string,
  count: number,
): Promise<{ reference: string; branchId: number }[]> {
  if (database.dialect !== 'postgres') throw new Error('copyBusinessInSql works on PostgreSQL only');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('begin');
    const one = async <T>(sql: string, values: unknown[] = []): Promise<T> =>
      (await client.query(sql, values)).rows[0] as T;
    const { id: templateId, settings } = await one<{ id: number; settings: string }>(
      'select id, settings from businesses where reference_id = $1',
      [template],
    );
    const referenceText = `"reference_id":${JSON.stringify(template)}`;
    if (!settings.includes(referenceText)) throw new Error(`the settings of ${template} do not hold ${referenceText}`);
    const refusals = await one<Record<string, string>>(
      `select
         (select count(*) from business_domains where business_id = $1) as domains,
         (select count(*) from items where business_id = $1 and data::jsonb -> 'branches' <> '[]'::jsonb) as items,
         (select count(*) from categories where business_id = $1 and data::jsonb -> 'branches' <> '[]'::jsonb)
           as categories,
         (select count(*) from businesses where id = $1
            and coalesce(settings::jsonb -> 'checkoutCarPickup' -> 'branches', '[]'::jsonb) <> '[]'::jsonb)
           as settings`,
      [templateId],
    );
    const refused = Object.entries(refusals).filter(([, n]) => Number(n) > 0);
    if (refused.length > 0) throw new Error(`template names branches or domains: ${JSON.stringify(refused)}`);

    // The copies' businesses, numbered 1..count-1 after the template.
    await client.query(
      `insert into businesses (reference_id, settings, version, updated_at)
       select $2 || '-' || g, replace(b.settings, $3, '"reference_id":' || to_json($2 || '-' || g)::text),
              b.version, b.updated_at
       from businesses b, generate_series(1, $4::int) g where b.id = $1`,
      [templateId, template, referenceText, count - 1],
    );
    await client.query(
      `create temp table copies on commit drop as
       select id as business_id, substr(reference_id, length($1) + 2)::int as n
       from businesses where starts_with(reference_id, $1 || '-')`,
      [template],
    );
    // The branch ids of copy n: after every id in use, in the template's order.
    await client.query(
      `create temp table branch_map on commit drop as
       with template as (select id, row_number() over (order by id) as rank, count(*) over () as k
                         from branches where business_id = $1),
            base as (select max(id) as top from branches)
       select c.business_id, t.id as old_id, base.top + (c.n - 1) * t.k + t.rank as new_id
       from copies c cross join template t cross join base`,
      [templateId],
    );
    for (const table of ownedTables) {
      const columns = (
        await client.query<{ column_name: string }>(
          `select column_name from information_schema.columns
           where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
          [table],
        )
      ).rows.map((row) => row.column_name);
      const value = (column: string): string => {
        if (column === 'business_id') return 'c.business_id';
        if (table === 'branches' && column === 'id') return 'm.new_id';
        if (table === 'branches' && column === 'data')
          return `jsonb_set(t.data::jsonb, '{id}', to_jsonb(m.new_id))::text`;
        if (branchRowTables.has(table) && column === 'branch_id') return 'm.new_id';
        if (branchRowTables.has(table) && column === 'data') {
          return `jsonb_set(t.data::jsonb, '{branch_id}', to_jsonb(m.new_id))::text`;
        }
        return `t.${column}`;
      };
      const join =
        table === 'branches'
          ? 'join branch_map m on m.business_id = c.business_id and m.old_id = t.id'
          : branchRowTables.has(table)
            ? 'join branch_map m on m.business_id = c.business_id and m.old_id = t.branch_id'
            : '';
      await client.query(
        `insert into ${table} (${columns.join(', ')})
         select ${columns.map(value).join(', ')} from copies c cross join ${table} t ${join}
         where t.business_id = $1`,
        [templateId],
      );
    }
    const rows = (
      await client.query<{ reference: string; branch_id: number }>(
        `select b.reference_id as reference, min(br.id) as branch_id
         from businesses b join branches br on br.business_id = b.id
         where b.id = $1 or starts_with(b.reference_id, $2 || '-')
         group by b.id order by b.id`,
        [templateId, template],
      )
    ).rows;
    await client.query('commit');
    // Fresh statistics, as autovacuum would have after a real import of this size (this schema's tables only).
    await client.query(`analyze businesses, business_domains, ${ownedTables.join(', ')}`);
    return rows.map((row) => ({ reference: row.reference, branchId: row.branch_id }));
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
