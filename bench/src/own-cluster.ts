import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster the bench owns, so it can stop and start it (`.ci/start-postgres.sh` in code). */
export interface OwnCluster {
  /** Admin URL (`postgres` user, trust auth, loopback). */
  adminUrl: string;
  /** `pg_ctl stop -m fast`: every backend is ended at once, as in a restart or failover. */
  stop(): Promise<void>;
  /** `pg_ctl start -w`: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** Stops the cluster and deletes its folder. */
  remove(): Promise<void>;
}

const binaries = () => {
  const newest = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (!newest) throw new Error('PostgreSQL binaries not found (Debian postgresql)');
  return `/usr/lib/postgresql/${newest}/bin`;
};

/** Starts a cluster on `port` (fsync off: a bench, not a bank); run as root, it runs as the `postgres` user. */
export async function startOwnCluster(port: number): Promise<OwnCluster> {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'ficha-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  // Asynchronous, so a load generator in this process keeps running while the server stops and starts.
  const run = async (binary: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
    await promisify(execFile)(file, argv);
  };
  if (asRoot) {
    const idOf = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, idOf('-u'), idOf('-g'));
  }
  const data = join(dir, 'data');
  await run(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
  const start = () => run(`${bin}/pg_ctl`, ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
  const stop = () => run(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  // A bench that fails half-way must not leave the cluster running.
  process.once('exit', () => {
    try {
      const args = ['-D', data, '-m', 'immediate', 'stop'];
      execFileSync(
        asRoot ? 'runuser' : `${bin}/pg_ctl`,
        asRoot ? ['-u', 'postgres', '--', `${bin}/pg_ctl`, ...args] : args,
        {
          stdio: 'ignore',
        },
      );
    } catch {
      // already stopped
    }
  });
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async remove() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
