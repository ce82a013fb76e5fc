import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoAccount } from './demo.ts';

/**
 * DATA_DIR/demo-accounts.txt: the demo accounts' passwords, generated when the demo marketplace was
 * loaded. Readable by the app's user only (mode 600); the console shows them once, at that load.
 */
export const demoAccountsFile = (dataDir: string) => path.join(dataDir, 'demo-accounts.txt');

export function demoAccountsText(accounts: DemoAccount[]): string {
  return accounts.map((a) => `  ${a.role.padEnd(11)} ${a.email.padEnd(30)} ${a.password}`).join('\n');
}

/** The demo accounts' verified phone numbers, for "Sign in with phone" (docs/decisions/057): the code lands in DATA_DIR/sms-outbox and the log. */
export function demoPhonesText(accounts: DemoAccount[], dataDir: string): string {
  return [
    `Verified phone numbers ("Sign in with phone"; without SMS_PROVIDER the code lands in ${path.join(dataDir, 'sms-outbox')} and the log):`,
    ...accounts.map((a) => `  ${a.role.padEnd(11)} ${a.phone}`),
  ].join('\n');
}

/** Replaces the file (a new load makes new passwords); created 600 before anything is written to it. */
export function writeDemoAccountsFile(dataDir: string, accounts: DemoAccount[], now = new Date()): string {
  const file = demoAccountsFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  rmSync(file, { force: true });
  writeFileSync(
    file,
    [
      `# BuildMart demo accounts, loaded ${now.toISOString()}.`,
      '# The passwords were generated at random for this installation. Sign in from the site header.',
      '# Before opening the site to the public, change them or disable these accounts (/admin/users).',
      '',
      demoAccountsText(accounts),
      '',
      ...demoPhonesText(accounts, dataDir)
        .split('\n')
        .map((line) => `# ${line.trim()}`),
      '',
    ].join('\n'),
    { mode: 0o600, flag: 'wx' },
  );
  return file;
}

/** The accounts in the file (email → password), for tools and tests that sign in as a demo user. */
export function readDemoAccountsFile(dataDir: string): Map<string, string> {
  const file = demoAccountsFile(dataDir);
  const accounts = new Map<string, string>();
  if (!existsSync(file)) return accounts;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s+\S+\s+(\S+@\S+)\s+(\S+)\s*$/.exec(line);
    if (m) accounts.set(m[1]!, m[2]!);
  }
  return accounts;
}
