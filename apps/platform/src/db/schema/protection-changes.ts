import { bigserial, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { protectedSettingsKinds } from '@ficha/contract';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Changes that lower a protection of money, waiting for a second owner or their delay (decision 0019). */
export const protectionChanges = platformSchema.table('protection_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  kind: text('kind', { enum: protectedSettingsKinds }).notNull(),
  status: text('status', { enum: ['pending', 'applied', 'cancelled'] }).notNull(),
  change: jsonb('change').$type<Record<string, number>>().notNull(),
  before: jsonb('before').$type<Record<string, number>>().notNull(),
  proposedBy: integer('proposed_by').notNull(),
  proposedByName: text('proposed_by_name').notNull(),
  proposedAt: timestamptz('proposed_at').notNull().defaultNow(),
  effectiveAt: timestamptz('effective_at'),
  decidedBy: integer('decided_by'),
  decidedByName: text('decided_by_name'),
  decidedAt: timestamptz('decided_at'),
});

export type ProtectionChangeRow = typeof protectionChanges.$inferSelect;
