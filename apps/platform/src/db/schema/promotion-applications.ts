import { bigint, bigserial, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './deposits.ts';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Issued and "apply" promotions (migration 0054, decision 0077). */
export const promotionIssues = platformSchema.table('promotion_issues', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  promotionId: integer('promotion_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  note: text('note').notNull(),
  status: text('status', { enum: ['issued', 'claimed'] }).notNull(),
  issuedBy: integer('issued_by').notNull(),
  claimId: bigint('claim_id', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  claimedAt: timestamptz('claimed_at'),
});

export type PromotionIssueRow = typeof promotionIssues.$inferSelect;

export const promotionApplications = platformSchema.table('promotion_applications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  promotionId: integer('promotion_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  comment: text('comment').notNull(),
  imageCount: integer('image_count').notNull(),
  status: text('status', { enum: ['applying', 'awaiting_second_approval', 'approved', 'rejected'] }).notNull(),
  reason: text('reason').notNull(),
  firstApproverId: integer('first_approver_id'),
  firstApprovedAt: timestamptz('first_approved_at'),
  decidedBy: integer('decided_by'),
  decidedAt: timestamptz('decided_at'),
  claimId: bigint('claim_id', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type PromotionApplicationRow = typeof promotionApplications.$inferSelect;

export const promotionApplicationImages = platformSchema.table('promotion_application_images', {
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  position: integer('position').notNull(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
  bytes: bytea('bytes').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
});
