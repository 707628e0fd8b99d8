import { parseEnvironment } from '@ficha/server-kit';
import { z } from 'zod';

const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Process settings, parsed once from the environment. Nothing else reads `process.env`.
 * Every variable is documented in the README with its default.
 */
export const configSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Unset: embedded PGlite in DATA_DIR. Set: a real PostgreSQL. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DEFAULT_MERCHANT: z.string().default('demo'),
  /**
   * A request for a host no merchant has: `false` answers SPEC §8's "invalid domain" (decision 0069); `true` serves
   * the default merchant instead — for development, when the site is reached by a name or address of its own.
   */
  MERCHANT_HOST_FALLBACK: booleanText.default(false),
  /**
   * Which proxies may set X-Forwarded-For: `false` (none, the socket address counts), `true` (any — only
   * behind a proxy that overwrites the header), a hop count, or a comma list of proxy IPs/CIDRs.
   */
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPERATOR_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /** Member sessions slide: each call extends them by this much. */
  MEMBER_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(30 * 24 * 60)
    .default(120),
  /** `outbox`: SMS are only stored in the outbox (development); `http`: posted to SMS_HTTP_URL. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** `smtp://user:pass@host:port` of a real mail server; unset: a development SMTP server on loopback. */
  SMTP_URL: z.string().optional(),
  SMTP_DEV_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  MAIL_FROM: z.string().default('Ficha <no-reply@ficha.local>'),
  RSA_KEY_ROTATION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  RSA_KEY_GRACE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** Folders of the built player site and console; served when they exist. */
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  CONSOLE_DIST_DIR: z.string().default('apps/console/dist'),
  SEED_DEMO: booleanText.default(true),
  /** Realtime sockets are pinged this often; one that missed the previous ping is ended. */
  REALTIME_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** The payment gateway's base URL; unset: `npm start` runs the gateway simulator on loopback and uses it. */
  PAYMENT_GATEWAY_URL: z.url().optional(),
  /** The secret shared with the payment gateway (signs redirects and callbacks). Change it in production. */
  PAYMENT_GATEWAY_SECRET: z.string().min(16).default('ficha-dev-payment-gateway-secret'),
  /** Minutes a gateway order stays payable; a later callback is recorded and refused. */
  PAYMENT_ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Our game server as the demo merchant's seamless-wallet provider (same variables as the game server's). */
  GAMES_PUBLIC_URL: z.url().default('http://127.0.0.1:8081'),
  /** Where players' browsers reach our sportsbook: the site frames its betting pages (as the sportsbook's own setting). */
  SPORTSBOOK_PUBLIC_URL: z.url().default('http://127.0.0.1:8084'),
  GAMES_PROVIDER_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .default('FICHA'),
  GAMES_PROVIDER_SECRET: z.string().min(16).default('dev-only-provider-secret-change-me'),
  /** Our lottery (decision 0056): the site frames its betting page, on plain http in development. */
  LOTTERY_PUBLIC_URL: z.url().default('http://127.0.0.1:8083'),
  /** How long a change that lowers a protection of money waits when the merchant has no second owner. */
  PROTECTION_CHANGE_DELAY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(24),
  /**
   * Cheap refusals first: encrypted calls and the console sign-in run at most this many at once per lane, this
   * many more wait, and one client address holds at most this many places; the next is refused at once (429).
   */
  CREDENTIAL_CALLS_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  CREDENTIAL_CALLS_QUEUE: z.coerce.number().int().min(0).max(4096).default(32),
  CREDENTIAL_CALLS_PER_ADDRESS: z.coerce.number().int().min(1).max(4096).default(4),
  /**
   * A TOO_MANY_REQUESTS answer to one of those calls is held back this long, and the address cools down as long in
   * that lane (0: answered at once, no cooling).
   */
  CREDENTIAL_CALLS_REFUSAL_HOLD_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** The longest custom period (in days) an agent report answers (decision 0037). */
  AGENT_REPORT_MAX_DAYS: z.coerce.number().int().min(1).max(3660).default(93),
  /** How often the agent reports' aggregates take in the ledger's new postings (decision 0037). */
  AGENT_REPORT_FOLD_MS: z.coerce.number().int().min(100).max(3_600_000).default(1000),
  CONTRACT_SETTLEMENT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(5000),
  /** How often scheduled operator messages that are due are sent (decision 0064). */
  MESSAGE_SCHEDULE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(15_000),
  /** How often the rebate settlement job looks for closed periods and due payouts (decision 0070). */
  REBATE_SETTLE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** How often the raffle job looks for raffles whose last day closed and draws them (decision 0076). */
  RAFFLE_DRAW_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** How often the open referrals are evaluated against the merchant's rules and rewarded (decision 0081). */
  REFERRAL_EVALUATION_MS: z.coerce.number().int().min(1000).max(3_600_000).default(5000),
  /** Offers players a 1-minute reality check besides the merchant's intervals: test and demo setups only (0048). */
  RISK_EVALUATION_MS: z.coerce.number().int().min(100).max(3_600_000).default(1000),
  RG_TEST_REALITY_CHECK: booleanText.default(false),
  /**
   * Tests only (decision 0073): `true` adds `POST /testing/contract-clock`, which moves the contract settlement's
   * clock ahead so a journey sees today's period close. Refused when NODE_ENV=production.
   */
  CONTRACT_TEST_CLOCK: booleanText.default(false),
  NODE_ENV: z.string().optional(),
});

/** The demo seed's provider entry for our own game server, from the config. */
export function demoGamesProvider(config: Config) {
  return { code: config.GAMES_PROVIDER_CODE, secret: config.GAMES_PROVIDER_SECRET, baseUrl: config.GAMES_PUBLIC_URL };
}

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const config = parseEnvironment(configSchema, env);
  if (config.CONTRACT_TEST_CLOCK && config.NODE_ENV === 'production') {
    throw new Error(
      'Invalid environment: CONTRACT_TEST_CLOCK is for tests only and is refused when NODE_ENV=production',
    );
  }
  return config;
}
