import { z } from 'zod';
import type { SupportImClientMessage, SupportImServerMessage } from './support-im.ts';

/* Schemas of the IM socket's messages, for the server and tests (kept apart from support-im.ts like the realtime ones). */

const conversationId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const supportImClientMessageSchema: z.ZodType<SupportImClientMessage> = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('auth'),
    as: z.enum(['member', 'visitor', 'operator']),
    token: z.string().min(1).max(200),
  }),
  z.strictObject({ type: z.literal('ping') }),
  z.strictObject({ type: z.literal('typing'), conversationId: conversationId.optional() }),
]);

export const supportImServerMessageSchema: z.ZodType<SupportImServerMessage> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ready') }),
  z.strictObject({ type: z.literal('pong') }),
  z.strictObject({ type: z.literal('resync') }),
  z.strictObject({ type: z.literal('message'), conversationId: z.number().int(), messageId: z.number().int() }),
  z.strictObject({
    type: z.literal('typing'),
    conversationId: z.number().int(),
    author: z.enum(['customer', 'operator']),
  }),
  z.strictObject({ type: z.literal('conversation'), conversationId: z.number().int() }),
]);
