import fs from 'node:fs';
import path from 'node:path';
import { BusinessRepository } from '../../apps/server/src/db/business-repository.ts';
import { migrate, openDatabase } from '../../apps/server/src/db/database.ts';
import { importBusinessFile } from '../../apps/server/src/services/business/business-import.ts';
import type { BenchDatabase } from './server-process.ts';
import { repoRoot } from './server.ts';

type LargeFile = {
  business: {
    reference_id: string;
    business_name: Record<string, string>;
    domains: string[];
    menu_layout?: string;
    highlighted_category_id?: number;
  };
  branches: { id: number }[];
  categories: { id: number }[];
  items: { id: number; category_id: number }[];
  smart_categories: { item_ids: number[] }[];
  discounts: Record<string, { items?: Record<string, unknown>; categories?: Record<string, unknown> }>;
};

const fixture = path.join(repoRoot, 'bench/fixtures/large-menu.json');

/**
 * The n-th copy of the 1,000-item business (bench/fixtures/large-menu.json) under another reference; branch
 * ids are unique across businesses, so each copy gets its own. Its pictures are the demo's: import the demo first.
 */
export function largeCopy(index: number, reference: string, business: Partial<LargeFile['business']> = {}) {
  const file = JSON.parse(fs.readFileSync(fixture, 'utf8')) as LargeFile;
  file.business = {
    ...file.business,
    reference_id: reference,
    domains: [],
    business_name: { en: `Kitchen ${index}`, ar: `مطبخ ${index}` },
    ...business,
  };
  file.branches.forEach((branch, at) => (branch.id = 200_000 + index * 10 + at));
  return file;
}

/**
 * The business cut to its first `items` items (in the file's order, i.e. whole categories first) and the
 * categories they sit in; smart categories, discounts and the highlighted category keep only what is left,
 * so the file still imports. `items` >= the file's count leaves it whole.
 */
export function withFirstItems<T extends LargeFile>(file: T, items: number): T {
  if (items >= file.items.length) return file;
  const kept = file.items.slice(0, items);
  const itemIds = new Set(kept.map((item) => item.id));
  const categoryIds = new Set(kept.map((item) => item.category_id));
  const pick = (entries: Record<string, unknown> | undefined, ids: Set<number>) =>
    entries && Object.fromEntries(Object.entries(entries).filter(([key]) => ids.has(Number(key))));
  const highlighted = file.business.highlighted_category_id;
  return {
    ...file,
    business: {
      ...file.business,
      highlighted_category_id: highlighted !== undefined && categoryIds.has(highlighted) ? highlighted : undefined,
    },
    items: kept,
    categories: file.categories.filter((category) => categoryIds.has(category.id)),
    smart_categories: file.smart_categories
      .map((smart) => ({ ...smart, item_ids: smart.item_ids.filter((id) => itemIds.has(id)) }))
      .filter((smart) => smart.item_ids.length > 0),
    discounts: Object.fromEntries(
      Object.entries(file.discounts).map(([type, entry]) => [
        type,
        { ...entry, items: pick(entry.items, itemIds), categories: pick(entry.categories, categoryIds) },
      ]),
    ),
  };
}

/** Imports business files in this process (one CLI start per business would take minutes); their references. */
export async function importFiles(database: BenchDatabase, files: Iterable<object>): Promise<string[]> {
  const handle = openDatabase(database.url);
  const references: string[] = [];
  try {
    await migrate(handle);
    const businesses = new BusinessRepository(handle.db);
    const file = path.join(database.dir, 'copy.json');
    const deps = {
      businesses,
      mediaDir: path.join(database.dir, 'media'),
      now: () => new Date(),
      onImported: () => {},
    };
    for (const content of files) {
      fs.writeFileSync(file, JSON.stringify(content));
      const result = await importBusinessFile(deps, file);
      if (!result.ok) throw new Error(`import: ${JSON.stringify(result.problems.slice(0, 3))}`);
      references.push(result.referenceId);
    }
  } finally {
    await handle.close();
  }
  return references;
}
