import type { RiskRuleKind } from '@ficha/contract';
import { bigint, bigserial, boolean, date, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A merchant's risk rule (decision 0047); params hold its values, minor units as text. */
export const riskRules = platformSchema.table('risk_rules', {
  merchantId: integer('merchant_id').notNull(),
  rule: text('rule').$type<RiskRuleKind>().notNull(),
  enabled: boolean('enabled').notNull(),
  params: jsonb('params').$type<Record<string, string | number>>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type RiskRuleRow = typeof riskRules.$inferSelect;

export const riskAlerts = platformSchema.table('risk_alerts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  rule: text('rule').$type<RiskRuleKind>().notNull(),
  windowStart: date('window_start', { mode: 'string' }).notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status', { enum: ['open', 'closed'] })
    .notNull()
    .default('open'),
  assignedOperatorId: integer('assigned_operator_id'),
  closedByOperatorId: integer('closed_by_operator_id'),
  closedAt: timestamptz('closed_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type RiskAlertRow = typeof riskAlerts.$inferSelect;

export const riskAlertNotes = platformSchema.table('risk_alert_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  alertId: bigint('alert_id', { mode: 'number' }).notNull(),
  operatorId: integer('operator_id').notNull(),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
