import { text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

export const rsaKeys = platformSchema.table('rsa_keys', {
  id: text('id').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Nonces of accepted encrypted calls, until their timestamp goes stale (decision 0020). */
export const encryptedRequestNonces = platformSchema.table('encrypted_request_nonces', {
  nonce: text('nonce').primaryKey(),
  forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
});
