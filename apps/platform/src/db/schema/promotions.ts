import { bigint, bigserial, date, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const promotionKinds = [
  'deposit_bonus',
  'signup_reward',
  'daily_checkin',
  'rebate',
  'raffle',
  'issued',
  'apply',
] as const;
export type PromotionKind = (typeof promotionKinds)[number];
export const promotionCategories = ['deposit', 'welcome', 'daily', 'other'] as const;
export type PromotionCategory = (typeof promotionCategories)[number];

/** A promotion's texts in one language. */
export interface PromotionText {
  title: string;
  summary: string;
  rules: string;
}

/** What a claim grants; money as integer minor units in decimal strings (JSON has no bigint). */
export interface PromotionReward {
  /** A fixed bonus (sign-up, check-in). */
  amountMinor?: string;
  /** A deposit bonus: percent of the deposit, up to the cap, for deposits of at least the minimum. */
  matchPct?: number;
  capMinor?: string;
  minDepositMinor?: string;
  /** Only the member's n-th credited deposit (1: the first); null or absent: any. */
  depositNumber?: number | null;
  /** Only deposits through these channels; empty or absent: any. */
  channelCodes?: string[];
  /** A rebate's settings (decision 0070). */
  rebate?: RebateRewardSettings;
  /** A raffle's settings (decision 0076). */
  raffle?: RaffleRewardSettings;
}

/** What a raffle gives: a ticket per `ticketEveryMinor` of valid bets on its game types, and a prize per rank. */
export interface RaffleRewardSettings {
  ticketEveryMinor: string;
  /** Empty: every game type counts. */
  gameTypes: string[];
  prizesMinor: string[];
  maxTicketsPerMember: number | null;
  payAs: 'cash' | 'bonus';
}

/** What a rebate pays back: rates in basis points (1/100 of a percent) of valid bets or net loss per game type. */
export interface RebateRewardSettings {
  basis: 'valid_bet' | 'net_loss';
  period: 'daily' | 'weekly';
  ratesBps: Record<string, number>;
  defaultRateBps: number;
  minPayoutMinor: string;
  capMinor: string | null;
  payAs: 'cash' | 'bonus';
  manual: boolean;
  autoApproveUpToMinor: string | null;
}

/** The bonus terms every grant of the promotion carries (bonus-terms.ts), plus how long a bonus lives. */
export interface PromotionTerms {
  wageringMultiplierPct: number;
  wageringBase: 'bonus' | 'bonus_deposit';
  contributions: Record<string, number>;
  defaultContributionPct: number;
  maxBetMinor: string | null;
  maxCashoutMinor: string | null;
  playOrder: 'cash_first' | 'bonus_first';
  expiryHours: number;
}

/** Who may claim; an absent key does not restrict. */
export interface PromotionEligibility {
  memberTypes?: number[];
  /** Members under this agent (their ancestor path starts with it). */
  agentPath?: string;
  /** The agent's username as the console named it (decision 0059: the edit page shows it back). */
  agentUsername?: string;
  registeredAfter?: string;
  registeredBefore?: string;
  minDeposits?: number;
  maxDeposits?: number;
  /** ISO country codes of the caller's address. */
  countries?: string[];
  /** One claim of the promotion per IP / per device within so many hours. */
  perIpHours?: number;
  perDeviceHours?: number;
}

/** Promotions and their claims (migration 0042, decision 0054). */
export const promotions = platformSchema.table('promotions', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  kind: text('kind', { enum: promotionKinds }).notNull(),
  category: text('category', { enum: promotionCategories }).notNull(),
  status: text('status', { enum: ['active', 'paused'] }).notNull(),
  texts: jsonb('texts').$type<Record<string, PromotionText>>().notNull(),
  art: text('art').notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  budgetMinor: bigint('budget_minor', { mode: 'bigint' }).notNull(),
  reward: jsonb('reward').$type<PromotionReward>().notNull(),
  terms: jsonb('terms').$type<PromotionTerms>().notNull(),
  eligibility: jsonb('eligibility').$type<PromotionEligibility>().notNull(),
  exclusiveGroup: text('exclusive_group'),
  sortOrder: integer('sort_order').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type PromotionRow = typeof promotions.$inferSelect;

export const promotionClaims = platformSchema.table('promotion_claims', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  promotionId: integer('promotion_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  claimKey: text('claim_key').notNull(),
  exclusiveGroup: text('exclusive_group'),
  bonusId: bigint('bonus_id', { mode: 'number' }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  ip: text('ip').notNull(),
  device: text('device').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type PromotionClaimRow = typeof promotionClaims.$inferSelect;

/** Rebates (migration 0052, decision 0070): each closed period's settlement per member, the settled periods, and
 * the members' manual requests. */
export const rebateSettlements = platformSchema.table('rebate_settlements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  promotionId: integer('promotion_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  basisMinor: bigint('basis_minor', { mode: 'bigint' }).notNull(),
  computedMinor: bigint('computed_minor', { mode: 'bigint' }).notNull(),
  manualPaidMinor: bigint('manual_paid_minor', { mode: 'bigint' }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: ['due', 'paid'] }).notNull(),
  entryId: bigint('entry_id', { mode: 'number' }),
  bonusId: bigint('bonus_id', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  paidAt: timestamptz('paid_at'),
});

export type RebateSettlementRow = typeof rebateSettlements.$inferSelect;

export const rebatePeriods = platformSchema.table('rebate_periods', {
  promotionId: integer('promotion_id').notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  settledAt: timestamptz('settled_at').notNull().defaultNow(),
  members: integer('members').notNull(),
});

export const rebateRequests = platformSchema.table('rebate_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  promotionId: integer('promotion_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: ['pending', 'paid', 'rejected', 'closed'] }).notNull(),
  reason: text('reason').notNull(),
  decidedBy: integer('decided_by'),
  decidedAt: timestamptz('decided_at'),
  entryId: bigint('entry_id', { mode: 'number' }),
  bonusId: bigint('bonus_id', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type RebateRequestRow = typeof rebateRequests.$inferSelect;
