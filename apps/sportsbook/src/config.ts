import { parseEnvironment } from '@ficha/server-kit';
import { z } from 'zod';

/**
 * Process settings of the sportsbook (decision 0057), parsed once from the environment. Nothing else reads
 * `process.env`. Every variable is documented in the README with its default.
 */
export const configSchema = z.object({
  SPORTSBOOK_HOST: z.string().default('127.0.0.1'),
  SPORTSBOOK_PORT: z.coerce.number().int().min(0).max(65535).default(8084),
  /** Unset: embedded PGlite in DATA_DIR. Set: a real PostgreSQL. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** As the game server's TRUST_PROXY. */
  TRUST_PROXY: z.string().default('false'),
  /** The code the sportsbook goes by as a provider towards the platform. */
  SPORTSBOOK_PROVIDER_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .default('FICHA_SPORTS'),
  /** HMAC secret shared with the platform: it signs its `/rgs/v1/*` calls with it, we sign our wallet calls. */
  SPORTSBOOK_PROVIDER_SECRET: z.string().min(16).default('dev-only-sportsbook-secret-change-me'),
  /** Where players' browsers reach the sportsbook (launch URLs are built on it). */
  SPORTSBOOK_PUBLIC_URL: z.url().default('http://127.0.0.1:8084'),
  /** The platform's seamless wallet, called signed as SPORTSBOOK_PROVIDER_CODE. */
  SPORTSBOOK_WALLET_URL: z.url().default('http://127.0.0.1:8080'),
  SPORTSBOOK_WALLET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  SPORTSBOOK_WALLET_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  SPORTSBOOK_WALLET_BACKOFF_MS: z.coerce.number().int().min(0).max(10_000).default(200),
  /** Play money a demo session starts with, in whole currency units. */
  SPORTSBOOK_DEMO_BALANCE: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  SPORTSBOOK_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(12 * 60),
  /** The odds feed (the feed simulator's process by default). */
  SPORTSBOOK_FEED_URL: z.url().default('http://127.0.0.1:8085'),
  /** How often the feed is read (events, odds, scores, results), in ms (0: never by itself). */
  SPORTSBOOK_FEED_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /**
   * The cash-out margin in basis points (decision 0075): an offer is the bet's fair value at the current prices less
   * this share (500 = 5 %).
   */
  SPORTSBOOK_CASHOUT_MARGIN_BP: z.coerce.number().int().min(0).max(5_000).default(500),
  /**
   * The live bet delay (decision 0083): a bet with a leg on a live event is held this long (ms), then checked again
   * against the prices and market states now, by the player's odds-change choice, before it is accepted (0: none).
   */
  SPORTSBOOK_LIVE_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(5_000),
  /** Every so often, bets a failed wallet call left behind are finished (0 = only at start). */
  SPORTSBOOK_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return parseEnvironment(configSchema, env);
}
