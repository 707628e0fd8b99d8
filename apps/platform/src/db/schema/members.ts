import { bigint, bigserial, boolean, date, integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const members = platformSchema.table('members', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  type: integer('type').notNull(),
  uplineId: bigint('upline_id', { mode: 'number' }),
  ancestorPath: text('ancestor_path').notNull(),
  language: text('language').notNull(),
  status: text('status', { enum: ['active', 'locked'] }).notNull(),
  passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  mobileNum: text('mobile_num'),
  countryDialingCode: text('country_dialing_code'),
  mobileVerified: boolean('mobile_verified').notNull().default(false),
  payeeName: text('payee_name'),
  paymentPasswordHash: text('payment_password_hash'),
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  firstLoginAt: timestamptz('first_login_at'),
  lastLoginAt: timestamptz('last_login_at'),
  invitationCode: text('invitation_code'),
  referralCode: text('referral_code'),
  referredBy: bigint('referred_by', { mode: 'number' }),
  qqNum: text('qq_num'),
  line: text('line'),
  whatsapp: text('whatsapp'),
  facebook: text('facebook'),
  wechat: text('wechat'),
  telegram: text('telegram'),
  zalo: text('zalo'),
  idNumber: text('id_number'),
  recommenderId: text('recommender_id'),
  birthday: date('birthday', { mode: 'string' }),
  address: text('address'),
  nationality: text('nationality'),
  occupation: text('occupation'),
  sourceOfIncome: text('source_of_income'),
  registerIp: text('register_ip'),
  registerUrl: text('register_url'),
  pendingEmail: text('pending_email'),
  emailCodeHash: text('email_code_hash'),
  emailCodeExpiresAt: timestamptz('email_code_expires_at'),
  emailCodeAttempts: integer('email_code_attempts').notNull().default(0),
  /** The static avatar the member picked (migration 0027). */
  avatar: smallint('avatar').notNull().default(0),
});

export type MemberRow = typeof members.$inferSelect;

export const memberSessions = platformSchema.table('member_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  id: text('id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  merchantId: integer('merchant_id').notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
  /** Opened by the member's first sign-in (popups of execution F show to it). */
  firstLogin: boolean('first_login').notNull().default(false),
});

export const memberLogins = platformSchema.table('member_logins', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  username: text('username').notNull(),
  ip: text('ip').notNull(),
  country: text('country'),
  userAgent: text('user_agent').notNull(),
  method: text('method').notNull(),
  success: boolean('success').notNull(),
  reason: text('reason'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const memberKnownIps = platformSchema.table('member_known_ips', {
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  ip: text('ip').notNull(),
  firstSeenAt: timestamptz('first_seen_at').notNull().defaultNow(),
});

export const loginChallenges = platformSchema.table('login_challenges', {
  id: text('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  ip: text('ip').notNull(),
  methods: text('methods').array().notNull(),
  loginMethod: text('login_method').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
});

export const passwordResetTokens = platformSchema.table('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** Operators' notes on a player (player 360, decision 0051). */
export const memberNotes = platformSchema.table('member_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  operatorId: integer('operator_id').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operators' tags on a player (player 360, decision 0051). */
export const memberTags = platformSchema.table('member_tags', {
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  tag: text('tag').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
