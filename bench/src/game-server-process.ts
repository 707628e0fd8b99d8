import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface GameServerProcess {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A loopback port nobody listens on right now. */
export async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The game server (`apps/games/src/main.ts`) in its own process on PostgreSQL at `databaseUrl`, its wallet at
 * `walletUrl`; resolves once `/readyz` answers 200. `env` adds or overrides settings.
 */
export async function startGameServer(options: {
  databaseUrl: string;
  walletUrl: string;
  secret: string;
  env?: Record<string, string>;
}): Promise<GameServerProcess> {
  const port = await unusedPort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../../apps/games/src/main.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        GAMES_HOST: '127.0.0.1',
        GAMES_PORT: String(port),
        GAMES_PUBLIC_URL: url,
        GAMES_WALLET_URL: options.walletUrl,
        GAMES_PROVIDER_SECRET: options.secret,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // A bench that fails half-way must not leave the server behind.
  process.once('exit', () => child.kill());
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the game server exited (${code}) before it was ready`))),
  );
  exited.catch(() => undefined);
  for (;;) {
    const ready = await Promise.race([
      fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      ),
      exited,
    ]);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
