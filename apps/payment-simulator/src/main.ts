/**
 * The payment gateway simulator as its own process: `PAYMENT_SIMULATOR_PORT` (0 picks a free port),
 * `PAYMENT_SIMULATOR_HOST` (loopback), `PAYMENT_GATEWAY_SECRET` (the platform's development default).
 * Prints `payment-simulator listening on <url>` once it listens.
 */
import { buildSimulator } from './simulator.ts';

const env = process.env;
const app = buildSimulator({ secret: env['PAYMENT_GATEWAY_SECRET'] ?? 'ficha-dev-payment-gateway-secret' });
const url = await app.listen({
  host: env['PAYMENT_SIMULATOR_HOST'] ?? '127.0.0.1',
  port: Number(env['PAYMENT_SIMULATOR_PORT'] ?? 8090),
});
console.log(`payment-simulator listening on ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
