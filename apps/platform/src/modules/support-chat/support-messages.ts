import { DomainError, type SupportMessage } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { SupportConversationRow } from '../../db/schema/index.ts';
import { decodeProofImage } from '../../http/proof-image.ts';
import { announceChatEvent } from './support-chat-channel.ts';
import {
  findMessage,
  findMessageImage,
  insertMessage,
  listMessages,
  updateConversation,
  type SupportMessageRow,
} from './support-chat.queries.ts';

/** Messages answered by one read: the latest page, or what came after a client's last seen id. */
export const messagePageSize = 100;

export interface MessageInput {
  text: string;
  image?: { contentType: 'image/png' | 'image/jpeg'; dataBase64: string } | undefined;
}

export function toSupportMessage(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    author: row.author,
    operatorName: row.author === 'operator' ? row.operatorName : null,
    text: row.body,
    hasImage: row.imageType !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A message's image, checked like a deposit proof (by its bytes, never its declared type); null for none. */
function decodeImage(input: MessageInput) {
  if (!input.image) return null;
  const decoded = decodeProofImage(input.image.dataBase64);
  if (!decoded) throw new DomainError('proof_image_invalid');
  return decoded;
}

/**
 * Posts a message on a locked conversation: the message, the conversation's last message (and the changes the
 * caller asks, e.g. reopening), and the announcements, which the sockets hear when the transaction commits.
 */
export async function postMessage(
  tx: Db,
  conversation: SupportConversationRow,
  author: { kind: 'customer' } | { kind: 'operator'; operatorId: number },
  input: MessageInput,
  change: Parameters<typeof updateConversation>[2] = {},
): Promise<SupportMessage> {
  const image = decodeImage(input);
  if (input.text.length === 0 && !image) throw new DomainError('request_param_err');
  const created = await insertMessage(tx, {
    conversationId: conversation.id,
    author: author.kind,
    operatorId: author.kind === 'operator' ? author.operatorId : null,
    body: input.text,
    imageType: image?.type ?? null,
    image: image?.bytes ?? null,
  });
  await updateConversation(tx, conversation.id, {
    ...change,
    lastMessageId: created.id,
    lastMessageAt: created.createdAt,
  });
  const ids = { merchantId: conversation.merchantId, conversationId: conversation.id, memberId: conversation.memberId };
  await announceChatEvent(tx, { type: 'message', ...ids, messageId: created.id });
  return toSupportMessage((await findMessage(tx, created.id))!);
}

export async function readMessages(db: Db, conversationId: number, afterId: number) {
  const { rows, hasEarlier } = await listMessages(db, conversationId, afterId, messagePageSize);
  return { messages: rows.map(toSupportMessage), hasEarlier };
}

/** A message's image when it belongs to the merchant and `mayRead` accepts its conversation; otherwise not_found. */
export async function readImage(
  db: Db,
  merchantId: number,
  messageId: number,
  mayRead: (conversationId: number) => boolean,
) {
  const found = await findMessageImage(db, merchantId, messageId);
  if (!found || !found.image || !found.imageType || !mayRead(found.conversationId)) throw new DomainError('not_found');
  return { contentType: found.imageType, dataBase64: found.image.toString('base64') };
}
