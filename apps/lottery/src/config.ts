import { lotteryPrizeModes } from '@ficha/engines';
import { parseEnvironment } from '@ficha/server-kit';
import { z } from 'zod';

/**
 * Process settings of the lottery provider, parsed once from the environment. Nothing else reads `process.env`.
 * Every variable is documented in the README with its default.
 */
export const configSchema = z.object({
  LOTTERY_HOST: z.string().default('127.0.0.1'),
  LOTTERY_PORT: z.coerce.number().int().min(0).max(65535).default(8083),
  /** Unset: embedded PGlite in DATA_DIR. Set: a real PostgreSQL. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which proxies may set X-Forwarded-For (as GAMES_* / the platform's TRUST_PROXY). */
  TRUST_PROXY: z.string().default('false'),
  /** The code the lottery goes by as a provider towards the platform. */
  LOTTERY_PROVIDER_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .default('FICHA_LOTTO'),
  /** HMAC secret shared with the platform: it signs its `/rgs/v1/*` calls with it, we sign our wallet calls. */
  LOTTERY_PROVIDER_SECRET: z.string().min(16).default('dev-only-lottery-secret-change-me'),
  /** Where players' browsers reach the lottery (launch URLs are built on it). */
  LOTTERY_PUBLIC_URL: z.url().default('http://127.0.0.1:8083'),
  /** The platform's seamless wallet (`POST <url>/seamless/v1/*`), called signed as LOTTERY_PROVIDER_CODE. */
  LOTTERY_WALLET_URL: z.url().default('http://127.0.0.1:8080'),
  LOTTERY_WALLET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  LOTTERY_WALLET_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  LOTTERY_WALLET_BACKOFF_MS: z.coerce.number().int().min(0).max(10_000).default(200),
  /** Play money a demo session starts with, in whole currency units. */
  LOTTERY_DEMO_BALANCE: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  LOTTERY_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(12 * 60),
  /** LOTT (the lottery, 97 % return per unit) or ELOTT (the e-lottery, 98 %): the odds table and the category. */
  LOTTERY_PRIZE_MODE: z.enum(lotteryPrizeModes).default('LOTT'),
  /** The time zone (IANA) of the daily draws' times of day, e.g. Mark Six at 21:30 (decision 0074). */
  LOTTERY_TIME_ZONE: z
    .string()
    .refine((zone) => isTimeZone(zone), 'an IANA time zone such as Asia/Hong_Kong')
    .default('Asia/Hong_Kong'),
  /** Tickets are taken until this many seconds before a draw. */
  LOTTERY_CLOSE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** A draw not drawn within this many seconds of its time (the database or the process was down) is cancelled. */
  LOTTERY_DRAW_GRACE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** How often the draw scheduler looks for draws to open, draw and settle (0 = never: tests drive it). */
  LOTTERY_TICK_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** Largest stake of one ticket, in whole currency units. */
  LOTTERY_MAX_STAKE: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  /** Smallest unit of a ticket, in minor units. */
  LOTTERY_MIN_UNIT_MINOR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Every so often, tickets left unfinished by a failed wallet call are resolved (0 = only at start). */
  LOTTERY_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return parseEnvironment(configSchema, env);
}
