import { parseEnvironment } from '@ficha/server-kit';
import { z } from 'zod';

/**
 * Process settings of the game server, parsed once from the environment. Nothing else reads `process.env`.
 * Every variable is documented in the README with its default.
 */
export const configSchema = z.object({
  GAMES_HOST: z.string().default('127.0.0.1'),
  GAMES_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  /** Unset: embedded PGlite in DATA_DIR. Set: a real PostgreSQL. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies may set X-Forwarded-For: `false` (none, the socket address counts), `true` (any — only
   * behind a proxy that overwrites the header), a hop count, or a comma list of proxy IPs/CIDRs.
   */
  TRUST_PROXY: z.string().default('false'),
  /** The code this game server goes by as a provider towards the platform. */
  GAMES_PROVIDER_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .default('FICHA'),
  /** HMAC secret shared with the platform: it signs its `/rgs/v1/*` calls with it, we sign our wallet calls. */
  GAMES_PROVIDER_SECRET: z.string().min(16).default('dev-only-provider-secret-change-me'),
  /** Where players' browsers reach this server (launch URLs are built on it). */
  GAMES_PUBLIC_URL: z.url().default('http://127.0.0.1:8081'),
  /** The platform's seamless wallet (`POST <url>/seamless/v1/*`), called signed as provider GAMES_PROVIDER_CODE. */
  GAMES_WALLET_URL: z.url().default('http://127.0.0.1:8080'),
  /** How long one wallet call may take before it is retried with the same transaction id. */
  GAMES_WALLET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Retries of a wallet call whose answer did not arrive (timeout, network, 5xx), with doubling backoff. */
  GAMES_WALLET_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** First backoff between wallet retries, in ms (then 2×, 4×…). */
  GAMES_WALLET_BACKOFF_MS: z.coerce.number().int().min(0).max(10_000).default(200),
  /** Play money a demo session starts with, in whole currency units. */
  GAMES_DEMO_BALANCE: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  /** How long a game session lasts after the launch token is exchanged, in minutes. */
  GAMES_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(12 * 60),
  /** Every so often, rounds left unfinished by a failed wallet call are resolved (0 = only at start). */
  GAMES_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Crash: how long each room round takes bets, in seconds. */
  GAMES_CRASH_BETTING_SECONDS: z.coerce.number().int().min(1).max(120).default(8),
  /** Crash: how long a crashed round stays on screen before the next one opens, in seconds. */
  GAMES_CRASH_PAUSE_SECONDS: z.coerce.number().int().min(0).max(120).default(4),
  /** Crash: the room's public seed, the client seed of every room round (FAIRNESS.md "Crash rooms"). */
  GAMES_CRASH_PUBLIC_SEED: z.string().min(1).max(64).default('ficha-crash-main'),
  /** Several instances on one PostgreSQL: how often one that does not run the crash room tries to take it. */
  GAMES_CRASH_LEADER_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return parseEnvironment(configSchema, env);
}
