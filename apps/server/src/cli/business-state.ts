import { businessStateSchema } from '@okmenu/contract';
import { readConfig } from '../config.ts';
import { BusinessRepository } from '../db/business-repository.ts';
import { migrate, openDatabase } from '../db/database.ts';

const usage = 'Usage: npm run business-state -- <referenceId> <open|off|replacing_menu|suspended> [message in English]';

/**
 * `npm run business-state -- <referenceId> <status> [message]`: switches a business off or on, marks its menu
 * as being replaced, or suspends it (decision 0096). Running servers notice within a second.
 */
async function run(): Promise<number> {
  const [referenceId, status, message] = process.argv.slice(2);
  const parsed = businessStateSchema.safeParse({ status, ...(message ? { message: { en: message } } : {}) });
  if (!referenceId || !parsed.success) {
    console.error(usage);
    return 2;
  }
  const database = openDatabase(readConfig().databaseUrl);
  try {
    await migrate(database);
    const found = await new BusinessRepository(database.db).setState({
      referenceId,
      state: parsed.data,
      now: new Date(),
    });
    if (!found) {
      console.error(`No business "${referenceId}".`);
      return 1;
    }
    console.log(`Business "${referenceId}" is now ${parsed.data.status}.`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then((code) => process.exit(code));
