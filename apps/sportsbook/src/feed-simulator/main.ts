/**
 * The feed simulator as its own process (decision 0057): `FEED_SIM_HOST` (127.0.0.1), `FEED_SIM_PORT` (8085; 0
 * picks a free port), `FEED_SIM_SEED` (ficha), `FEED_SIM_MINUTE_MS` (10000: one match minute every 10 s),
 * `FEED_SIM_TEST_CLOCK` (0; 1 adds the test clock, refused when NODE_ENV=production), `FEED_SIM_CORRECTION_RATE`
 * (0.02: the share of finished matches whose result is corrected 15 match minutes later, decision 0083). Prints
 * `feed-simulator listening on <url>` once it listens.
 */
import { buildFeedServer } from './feed-server.ts';

const env = process.env;
const testClock = env['FEED_SIM_TEST_CLOCK'] === '1';
if (testClock && env['NODE_ENV'] === 'production') {
  console.error('FEED_SIM_TEST_CLOCK is for tests only and is refused when NODE_ENV=production');
  process.exit(1);
}
const minuteMs = Number(env['FEED_SIM_MINUTE_MS'] ?? 10_000);
if (!Number.isInteger(minuteMs) || minuteMs < 100) {
  console.error('FEED_SIM_MINUTE_MS must be a whole number of at least 100');
  process.exit(1);
}
const correctionRate = Number(env['FEED_SIM_CORRECTION_RATE'] ?? 0.02);
if (!(correctionRate >= 0 && correctionRate <= 1)) {
  console.error('FEED_SIM_CORRECTION_RATE must be a number from 0 to 1');
  process.exit(1);
}
const app = buildFeedServer({ seed: env['FEED_SIM_SEED'] ?? 'ficha', minuteMs, testClock, correctionRate });
const url = await app.listen({ host: env['FEED_SIM_HOST'] ?? '127.0.0.1', port: Number(env['FEED_SIM_PORT'] ?? 8085) });
console.log(`feed-simulator listening on ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
