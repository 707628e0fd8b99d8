import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface PlatformProcess {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `platform-server.ts` in its own process (PostgreSQL at `databaseUrl`, PGlite in memory without one) and
 * waits for the address it listens on.
 */
export async function startPlatform(options: { databaseUrl?: string; poolSize?: number }): Promise<PlatformProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (options.databaseUrl) env['BENCH_SERVER_DATABASE_URL'] = options.databaseUrl;
  else delete env['BENCH_SERVER_DATABASE_URL'];
  if (options.poolSize) env['BENCH_SERVER_POOL_SIZE'] = String(options.poolSize);
  // BENCH_CPU_PROF_DIR: write a V8 CPU profile of the platform process there when it stops (where Node time goes).
  const profileDir = process.env['BENCH_CPU_PROF_DIR'];
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const server = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', fileURLToPath(new URL('./platform-server.ts', import.meta.url))],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: server.stdout }).once('line', resolve);
    server.once('exit', (code) => reject(new Error(`the platform exited (${code}) before listening`)));
  });
  const { url } = JSON.parse(firstLine) as { url: string };
  return {
    url,
    process: server,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
