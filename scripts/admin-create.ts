/**
 * npm run admin:create -- --email EMAIL [--name NAME] [--password-stdin]
 *
 * Creates an administrator account — the first one on a production database — in the configured
 * database (DATABASE_URL, or the embedded server: the running app's when it is up). The password is
 * generated and printed once, or read from standard input with --password-stdin (same rules as
 * registration). An existing email is refused; nothing is changed then.
 * Exit codes: 0 created, 1 refused or failed, 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { CreateAdminRequest } from '../contract/account.ts';
import { generatePassword } from '../core/auth/password.ts';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.in [--name "Full Name"] [--password-stdin]';
const FLAG: Record<string, string> = { email: '--email', fullName: '--name', password: 'The password (standard input)' };

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) console.error('Type the password, then press Enter and Ctrl-D:');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // Only the line break that ends the input is not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

let values: { email?: string; name?: string; 'password-stdin'?: boolean };
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean', default: false } } }));
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`, 2);
}
if (!values.email) fail(`--email is required.\n${USAGE}`, 2);

const fromStdin = values['password-stdin'] === true;
const parsed = CreateAdminRequest.safeParse({ email: values.email, fullName: values.name ?? 'Administrator', password: fromStdin ? await readStdin() : generatePassword() });
if (!parsed.success) {
  const issue = parsed.error.issues[0]!;
  fail(`${FLAG[String(issue.path[0])] ?? 'Input'}: ${issue.message}`, 2);
}

// Loaded only once the arguments are good, so that a typo is answered at once.
const [{ createAdmin }, { makeCtx }, { isAppError }, { openDatabaseForTool }, { ConfigError, databaseOptions, loadConfig }] = await Promise.all([
  import('../core/account/create-admin.ts'),
  import('../core/context.ts'),
  import('../core/errors.ts'),
  import('../db/open.ts'),
  import('../server/config.ts'),
]);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message, 2);
  throw err;
}

let database: Awaited<ReturnType<typeof openDatabaseForTool>>;
try {
  database = await openDatabaseForTool(databaseOptions(config));
} catch (err) {
  fail(`Could not open the database: ${(err as Error).message}`, 1);
}
let exitCode = 0;
try {
  if (database.attached) console.log(`Using the embedded database of the running app (${config.dataDir}/pg).`);
  const admin = await createAdmin(makeCtx(database.db), parsed.data);
  console.log(`Administrator created: ${admin.Name} <${admin.Email}> (user ${admin.UserId}).`);
  if (!fromStdin) console.log(`Password (shown only this once; keep it in a password manager): ${parsed.data.password}`);
} catch (err) {
  if (!isAppError(err)) throw err;
  console.error(err.message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exitCode = exitCode;
