import { readConfig } from '../config.ts';
import { BusinessRepository } from '../db/business-repository.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { StaffRepository } from '../db/staff-repository.ts';
import { AppError } from '../services/shared/errors.ts';
import { StaffAuth } from '../services/staff/staff-auth.ts';

/**
 * `npm run staff-token -- <referenceId> [label] [--role owner]`: prints a new staff token for a business's
 * order board; an owner token may also change settings (busy mode, wallet credits, the zone tester).
 */
async function run(): Promise<number> {
  const args = process.argv.slice(2);
  const roleAt = args.indexOf('--role');
  const role = roleAt === -1 ? 'staff' : args[roleAt + 1];
  const [referenceId, label = role === 'owner' ? 'owner' : 'staff'] = args.filter(
    (_, index) => roleAt === -1 || (index !== roleAt && index !== roleAt + 1),
  );
  if (!referenceId || (role !== 'staff' && role !== 'owner')) {
    console.error('Usage: npm run staff-token -- <referenceId> [label] [--role staff|owner]');
    return 2;
  }
  const database = openDatabase(readConfig().databaseUrl);
  try {
    await migrate(database);
    const auth = new StaffAuth({
      staff: new StaffRepository(database.db),
      businesses: new BusinessRepository(database.db),
    });
    const token = await auth.createToken({ referenceId, label, now: new Date(), role });
    console.log(token);
    console.error(
      `${role === 'owner' ? 'Owner' : 'Staff'} token for "${referenceId}" (${label}). It is shown once; open /staff and paste it.`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof AppError ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

run().then((code) => process.exit(code));
