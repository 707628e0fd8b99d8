import { fileURLToPath } from 'node:url';
import { spawnLoopbackChild, type LoopbackChild } from '@ficha/server-kit';

const simulatorMain = fileURLToPath(new URL('./main.ts', import.meta.url));

export type SimulatorProcess = LoopbackChild;

/**
 * Runs the payment gateway simulator as a child process on loopback (port 0: a free one) and resolves with its
 * URL once it listens. Used by `npm start` in development and by the platform's gateway tests.
 */
export function spawnPaymentSimulator(options: { secret: string; port?: number }): Promise<SimulatorProcess> {
  return spawnLoopbackChild({
    name: 'payment simulator',
    main: simulatorMain,
    env: { PAYMENT_SIMULATOR_PORT: String(options.port ?? 0), PAYMENT_GATEWAY_SECRET: options.secret },
  });
}
