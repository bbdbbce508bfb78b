import fs from 'node:fs';
import path from 'node:path';
import { BusinessRepository } from '../../apps/server/src/db/business-repository.ts';
import { migrate, openDatabase } from '../../apps/server/src/db/database.ts';
import { importBusinessFile } from '../../apps/server/src/services/business/business-import.ts';
import type { BenchDatabase } from './server-process.ts';
import { repoRoot } from './server.ts';

type LargeFile = {
  business: { reference_id: string; business_name: Record<string, string>; domains: string[]; menu_layout?: string };
  branches: { id: number }[];
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
