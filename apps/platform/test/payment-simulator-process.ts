import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const simulatorMain = fileURLToPath(new URL('../../payment-simulator/src/main.ts', import.meta.url));

/** Starts the payment gateway simulator as its own process on a free loopback port. */
export async function startPaymentSimulator(secret: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', simulatorMain], {
    env: { ...process.env, PAYMENT_SIMULATOR_PORT: '0', PAYMENT_GATEWAY_SECRET: secret },
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
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
