// `npm run admin -- grant <email>` makes that account Admin; `revoke <email>` makes it a Tester
// again. For the first admin of a server without mail, where no verification link can arrive.
import { loadConfig } from '@/server/config.ts';
import { DataDirLockedError } from '@/server/db/data-dir-lock.ts';
import { openConfiguredDatabase } from '@/server/db/migrate.ts';
import {
  type OperatorAction,
  setAdminByOperator,
} from '@/server/features/accounts/operator-roles.service.ts';
import { openServiceContext } from '@/server/lib/service-context.ts';

const USAGE = 'Usage: npm run admin -- grant <email>   or   npm run admin -- revoke <email>';

function parseArguments(args: string[]): { action: OperatorAction; email: string } | null {
  const [action, email, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length > 0) return null;
  return { action, email };
}

async function main() {
  const request = parseArguments(process.argv.slice(2));
  if (!request) {
    console.error(USAGE);
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  // On PostgreSQL, running servers hear the change and show the new role at once.
  const services = await openServiceContext(database);
  try {
    const { user, changed } = await setAdminByOperator(services, request.action, request.email);
    const state = user.role === 'Admin' ? 'an Admin' : `a ${user.role}`;
    console.log(changed ? `${user.email} is now ${state}.` : `${user.email} is already ${state}.`);
  } finally {
    await services.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) console.error(error.adviceFor('npm run admin'));
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
