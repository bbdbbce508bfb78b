import { readConfig } from '../config.ts';
import { BusinessRepository } from '../db/business-repository.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { StaffRepository } from '../db/staff-repository.ts';
import { AppError } from '../services/errors.ts';
import { StaffAuth } from '../services/staff-auth.ts';

/** `npm run staff-token -- <referenceId> [label]`: prints a new staff token for a business's order board. */
async function run(): Promise<number> {
  const [referenceId, label = 'staff'] = process.argv.slice(2);
  if (!referenceId) {
    console.error('Usage: npm run staff-token -- <referenceId> [label]');
    return 2;
  }
  const database = openDatabase(readConfig().databaseUrl);
  try {
    await migrate(database);
    const auth = new StaffAuth({
      staff: new StaffRepository(database.db),
      businesses: new BusinessRepository(database.db),
    });
    const token = await auth.createToken(referenceId, label, new Date());
    console.log(token);
    console.error(`Staff token for "${referenceId}" (${label}). It is shown once; open /staff and paste it.`);
    return 0;
  } catch (error) {
    console.error(error instanceof AppError ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

run().then((code) => process.exit(code));
