import path from 'node:path';
import { readConfig } from '../config.ts';
import { BusinessRepository } from '../db/business-repository.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { importBusinessFile } from '../services/business/business-import.ts';

/** `npm run import -- <file>`: creates or updates a business from an import file, all or nothing. */
async function run(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run import -- <business.json>');
    return 2;
  }
  const config = readConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrate(database);
    const result = await importBusinessFile(
      {
        businesses: new BusinessRepository(database.db),
        mediaDir: config.mediaDir,
        now: () => new Date(),
        // Running servers notice the new version within a second (see ResponseCache).
        onImported: () => undefined,
      },
      path.resolve(process.env.INIT_CWD ?? process.cwd(), file),
    );
    if (!result.ok) {
      console.error(`${file}: ${result.problems.length} problem(s); nothing was changed.`);
      for (const problem of result.problems) console.error(`  ${problem.path || '(file)'}: ${problem.message}`);
      return 1;
    }
    console.log(`Imported business "${result.referenceId}" (id ${result.businessId}).`);
    // Missing translations are warnings: guests see the business's first language instead (decision 0099).
    for (const warning of result.warnings) {
      console.warn(
        `  warning: ${warning.count} text(s) have no "${warning.locale}" translation, e.g. ${warning.paths.join(', ')}`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

run().then((code) => process.exit(code));
