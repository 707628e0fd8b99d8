import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSqlConnection, type SqlConnection } from '@ficha/server-kit';

const gamesMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * A database the game server process keeps between its runs: a PGlite folder, or — when TEST_DATABASE_URL is
 * set — a fresh PostgreSQL database. `open` connects the test to it once the process is gone.
 */
export async function processDatabase() {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'ficha-games-'));
    return {
      env: { DATA_DIR: dataDir } as Record<string, string>,
      open: (): Promise<SqlConnection> => openSqlConnection({ dataDir: join(dataDir, 'games') }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `ficha_test_${randomBytes(6).toString('hex')}`;
  const admin = await openSqlConnection({ databaseUrl: adminUrl, poolSize: 1 });
  await admin.exec(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() } as Record<string, string>,
    open: () => openSqlConnection({ databaseUrl: url.toString(), poolSize: 2 }),
    drop: async () => {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

export interface GameServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the log line of the recovery at start (`recovered: { settled, rolledBack, unresolved }`). */
  recovered: Promise<{ settled: number; rolledBack: number; unresolved: number }>;
  exited: Promise<number | null>;
}

/** Starts `apps/games/src/main.ts` as its own process on a free loopback port; resolves once it listens. */
export async function spawnGameServer(env: Record<string, string>): Promise<GameServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', gamesMain], {
    env: { ...process.env, GAMES_HOST: '127.0.0.1', GAMES_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let resolveRecovered: (value: { settled: number; rolledBack: number; unresolved: number }) => void = () => {};
  const recovered = new Promise<{ settled: number; rolledBack: number; unresolved: number }>((resolve) => {
    resolveRecovered = resolve;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening?.[1]) resolve(listening[1]);
        if (line.includes('unfinished rounds resolved')) resolveRecovered(JSON.parse(line).recovered);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => reject(new Error(`game server exited (${code}): ${output.slice(-2000)}`)));
  });
  return { url, child, recovered, exited };
}
