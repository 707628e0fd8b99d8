import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A player's limit in force per kind and period, with at most one pending raise or removal (decision 0048). */
export const rgLimits = platformSchema.table(
  'rg_limits',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind', { enum: ['deposit', 'loss', 'wager', 'session'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month', 'session'] }).notNull(),
    /** Minor units; minutes for the session-time limit. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    pendingAmountMinor: bigint('pending_amount_minor', { mode: 'bigint' }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingEffectiveAt: timestamptz('pending_effective_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

export type RgLimitRow = typeof rgLimits.$inferSelect;

/** The enforcement row every seamless debit of the member reads (functions/09_responsible_gaming.sql). */
export const rgState = platformSchema.table('rg_state', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  lossDay: bigint('loss_day', { mode: 'bigint' }),
  lossWeek: bigint('loss_week', { mode: 'bigint' }),
  lossMonth: bigint('loss_month', { mode: 'bigint' }),
  wagerDay: bigint('wager_day', { mode: 'bigint' }),
  wagerWeek: bigint('wager_week', { mode: 'bigint' }),
  wagerMonth: bigint('wager_month', { mode: 'bigint' }),
  sessionMinutes: integer('session_minutes'),
  realityCheckMinutes: integer('reality_check_minutes'),
  sessionStartedAt: timestamptz('session_started_at').notNull().defaultNow(),
  realityCheckDueAt: timestamptz('reality_check_due_at'),
  blockedUntil: timestamptz('blocked_until'),
  dayStart: date('day_start', { mode: 'string' }),
  weekStart: date('week_start', { mode: 'string' }),
  monthStart: date('month_start', { mode: 'string' }),
  dayStake: bigint('day_stake', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  dayWin: bigint('day_win', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  weekStake: bigint('week_stake', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  weekWin: bigint('week_win', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  monthStake: bigint('month_stake', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  monthWin: bigint('month_win', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  sessionStake: bigint('session_stake', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  sessionWin: bigint('session_win', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});

export type RgStateRow = typeof rgState.$inferSelect;

/** A time-out or self-exclusion, by member and by verified identity (email, mobile); null ends_at: permanent. */
export const rgExclusions = platformSchema.table('rg_exclusions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  email: text('email'),
  mobile: text('mobile'),
  kind: text('kind', { enum: ['timeout', 'self_exclusion'] }).notNull(),
  source: text('source', { enum: ['player', 'operator', 'register'] }).notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at'),
  createdByOperatorId: integer('created_by_operator_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type RgExclusionRow = typeof rgExclusions.$inferSelect;

/** Every RG event of a member (limits, reality checks, exclusions, deposits credited beyond a limit). */
export const rgEvents = platformSchema.table('rg_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  kind: text('kind').notNull(),
  detail: jsonb('detail').notNull().default({}),
  operatorId: integer('operator_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type RgEventRow = typeof rgEvents.$inferSelect;
