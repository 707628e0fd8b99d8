import { operatorRoles } from '@ficha/contract';
import { bigint, bigserial, boolean, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

export const operators = platformSchema.table('operators', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name').notNull(),
  /** The built-in role, or null when the operator holds the custom role `customRoleId` (decision 0068). */
  role: text('role', { enum: operatorRoles }),
  customRoleId: integer('custom_role_id'),
  status: text('status', { enum: ['active', 'inactive'] }).notNull(),
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** Set by an owner's create or reset: the operator changes the password before anything else (decision 0066). */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** Address ranges the operator may use the console from; empty: any. */
  allowedCidrs: text('allowed_cidrs').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A merchant's custom operator roles: a stored permission list the matrix's check reads (decision 0068). */
export const customOperatorRoles = platformSchema.table('operator_roles', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  permissions: text('permissions').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const operatorSessions = platformSchema.table('operator_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: integer('operator_id').notNull(),
  merchantId: integer('merchant_id').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const auditLog = platformSchema.table('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  actorType: text('actor_type', { enum: ['operator', 'agent', 'system'] }).notNull(),
  actorId: bigint('actor_id', { mode: 'number' }),
  actorName: text('actor_name').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
