import { bigserial, boolean, integer, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './deposits.ts';
import { platformSchema } from './platform-schema.ts';

export const helpEntries = platformSchema.table('help_entries', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  language: text('language').notNull(),
  device: text('device').notNull(),
  tag: text('tag').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull(),
});

export const customerServiceLinks = platformSchema.table('customer_service_links', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  csType: text('cs_type').notNull(),
  csPosition: integer('cs_position').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull(),
});

export const resources = platformSchema.table('resources', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
  sort: integer('sort').notNull(),
});

export const banners = platformSchema.table('banners', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  /** The languages it shows in; empty means all. */
  languages: text('languages').array().notNull(),
  groupName: text('group_name').notNull(),
  imageUrl: text('image_url').notNull(),
  linkageType: text('linkage_type', { enum: ['NONE', 'URL', 'ROUTE'] }).notNull(),
  target: text('target'),
  title: text('title').notNull(),
  sequence: integer('sequence').notNull(),
  kind: text('kind', { enum: ['B', 'PR'] }).notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BannerRow = typeof banners.$inferSelect;

export const notices = platformSchema.table('notices', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  type: text('type', { enum: ['PL', 'PU', 'H', 'AG'] }).notNull(),
  /** Popups only: A signed-in players, B visitors, F a member's first sign-in. */
  execution: text('execution', { enum: ['A', 'B', 'F'] }),
  sequence: integer('sequence').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NoticeRow = typeof notices.$inferSelect;

/** A notice's title and content in one language. */
export const noticeTexts = platformSchema.table(
  'notice_texts',
  {
    noticeId: integer('notice_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.language] })],
);

/** Banner images operators upload (decision 0065), per merchant, served at /media/banners/<fileKey>.<ending>. */
export const bannerImages = platformSchema.table('banner_images', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  fileKey: text('file_key').notNull(),
  sha256: text('sha256').notNull(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BannerImageRow = typeof bannerImages.$inferSelect;
