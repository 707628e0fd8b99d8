import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const simulatorMain = fileURLToPath(new URL('./main.ts', import.meta.url));

export interface SimulatorProcess {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Runs the payment gateway simulator as a child process on loopback (port 0: a free one) and resolves with its
 * URL once it listens. Used by `npm start` in development and by the platform's gateway tests.
 */
export async function spawnPaymentSimulator(options: { secret: string; port?: number }): Promise<SimulatorProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', simulatorMain], {
    env: { ...process.env, PAYMENT_SIMULATOR_PORT: String(options.port ?? 0), PAYMENT_GATEWAY_SECRET: options.secret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`payment simulator exited (${code}): ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
