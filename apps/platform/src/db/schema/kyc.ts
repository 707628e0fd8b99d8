import type { KycDocumentKind, KycDocumentType } from '@ficha/contract';
import { bigint, bigserial, date, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './deposits.ts';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A merchant's KYC rules (decision 0049); no row: the defaults. */
export const kycRules = platformSchema.table('kyc_rules', {
  merchantId: integer('merchant_id').primaryKey(),
  levels: jsonb('levels').$type<KycDocumentKind[][]>().notNull(),
  requiredLevel: integer('required_level').notNull(),
  withdrawalAboveMinor: bigint('withdrawal_above_minor', { mode: 'bigint' }),
  lifetimeDepositsAboveMinor: bigint('lifetime_deposits_above_minor', { mode: 'bigint' }),
  minimumAge: integer('minimum_age').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type KycRulesRow = typeof kycRules.$inferSelect;

export const kycDocuments = platformSchema.table('kyc_documents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  kind: text('kind').$type<KycDocumentKind>().notNull(),
  /** `expired` is not stored: an approved document whose `expiresOn` has passed reads as expired. */
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').$type<KycDocumentType>().notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  rejectReason: text('reject_reason'),
  expiresOn: date('expires_on', { mode: 'string' }),
  reviewedByOperatorId: integer('reviewed_by_operator_id'),
  reviewedAt: timestamptz('reviewed_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type KycDocumentRow = typeof kycDocuments.$inferSelect;

export const kycDocumentFiles = platformSchema.table('kyc_document_files', {
  documentId: bigint('document_id', { mode: 'number' }).primaryKey(),
  bytes: bytea('bytes').notNull(),
});
