import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';

/** The NOTIFY channel of the support chat: every platform instance LISTENs and tells its own IM sockets. */
export const supportChatChannel = 'ficha_support_chat';

/** What travels on the channel: ids only; the sockets' clients read the rest with their own authorization. */
export const supportChatEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    merchantId: z.number().int(),
    conversationId: z.number().int(),
    memberId: z.number().int().nullable(),
    messageId: z.number().int(),
  }),
  z.object({
    type: z.literal('typing'),
    merchantId: z.number().int(),
    conversationId: z.number().int(),
    memberId: z.number().int().nullable(),
    author: z.enum(['customer', 'operator']),
  }),
  z.object({
    type: z.literal('conversation'),
    merchantId: z.number().int(),
    conversationId: z.number().int(),
    memberId: z.number().int().nullable(),
  }),
]);
export type SupportChatEvent = z.infer<typeof supportChatEventSchema>;

/**
 * Announces a chat event to the IM sockets of every instance. On a transaction, the sockets hear of it only when
 * it commits; a typing event is sent on its own.
 */
export async function announceChatEvent(db: Db, event: SupportChatEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${supportChatChannel}, ${JSON.stringify(event)})`);
}
