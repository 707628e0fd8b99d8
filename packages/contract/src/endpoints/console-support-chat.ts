import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject, text } from '../schemas.ts';
import {
  supportConversationStatuses,
  supportImageBodyLimit,
  supportImageSchema,
  supportMessageMaxLength,
  supportMessageSchema,
} from './support-chat.ts';

/* The console's support inbox (issue 12, decision 0044): the merchant's conversations, replies, canned replies. */

const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idQuery = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const consoleSupportConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(supportConversationStatuses),
  /** The player, or null for a visitor's conversation. */
  memberId: z.number().int().nullable(),
  /** The player's username, or the name the visitor gave. */
  customerName: z.string(),
  /** How a visitor asked to be reached; null for a player. */
  visitorContact: z.string().nullable(),
  assignedOperatorId: z.number().int().nullable(),
  assignedOperatorName: z.string().nullable(),
  /** Customer messages no operator has read yet. */
  unread: z.number().int(),
  lastMessageText: z.string(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type ConsoleSupportConversation = z.infer<typeof consoleSupportConversationSchema>;

export const cannedReplySchema = z.object({ id: z.number().int(), title: z.string(), text: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;

const cannedReplyInput = {
  title: text(200).min(1).max(80),
  text: text(supportMessageMaxLength * 2)
    .min(1)
    .max(supportMessageMaxLength),
};

export const listSupportConversations = defineEndpoint({
  name: 'listSupportConversations',
  method: 'GET',
  path: '/cms/v1/support/conversations',
  auth: 'operator',
  tag: 'console',
  summary: 'The support inbox: conversations by status, most recent message first, with unread counts',
  request: queryObject({
    status: z.enum(supportConversationStatuses).default('open'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    list: z.array(consoleSupportConversationSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    /** Unread customer messages over every open conversation (the inbox badge). */
    unreadTotal: z.number().int(),
  }),
});

export const getSupportConversation = defineEndpoint({
  name: 'getSupportConversation',
  method: 'GET',
  path: '/cms/v1/support/conversation',
  auth: 'operator',
  tag: 'console',
  summary: 'One conversation of the merchant with its messages after `afterId` (0: the latest page), oldest first',
  request: queryObject({
    conversationId: idQuery,
    afterId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  }),
  response: z.object({
    conversation: consoleSupportConversationSchema,
    messages: z.array(supportMessageSchema),
    hasEarlier: z.boolean(),
  }),
});

export const getMemberSupportHistory = defineEndpoint({
  name: 'getMemberSupportHistory',
  method: 'GET',
  path: '/cms/v1/support/member-history',
  auth: 'operator',
  tag: 'console',
  summary: "A player's support conversation and its latest messages, for the member detail page",
  request: queryObject({ memberId: idQuery }),
  response: z.object({
    conversation: consoleSupportConversationSchema.nullable(),
    messages: z.array(supportMessageSchema),
    hasEarlier: z.boolean(),
  }),
});

export const getSupportImage = defineEndpoint({
  name: 'getSupportImage',
  method: 'GET',
  path: '/cms/v1/support/image',
  auth: 'operator',
  tag: 'console',
  summary: 'The image of a message of one of the merchant’s conversations',
  request: queryObject({ messageId: idQuery }),
  response: supportImageSchema,
});

export const replySupportConversation = defineEndpoint({
  name: 'replySupportConversation',
  method: 'POST',
  path: '/cms/v1/support/reply',
  auth: 'operator',
  tag: 'console',
  summary: 'An operator reply (text and/or image); reopens a closed conversation and assigns an unassigned one',
  bodyLimit: supportImageBodyLimit,
  request: z.strictObject({
    conversationId: idSchema,
    text: text(supportMessageMaxLength * 2)
      .max(supportMessageMaxLength)
      .default(''),
    image: supportImageSchema.optional(),
  }),
  response: supportMessageSchema,
});

export const markSupportConversationRead = defineEndpoint({
  name: 'markSupportConversationRead',
  method: 'POST',
  path: '/cms/v1/support/read',
  auth: 'operator',
  tag: 'console',
  summary: 'Marks the customer messages of a conversation up to `upToId` read by the operators',
  request: z.strictObject({ conversationId: idSchema, upToId: idSchema }),
  response: consoleSupportConversationSchema,
});

export const assignSupportConversation = defineEndpoint({
  name: 'assignSupportConversation',
  method: 'POST',
  path: '/cms/v1/support/assign',
  auth: 'operator',
  tag: 'console',
  summary: 'Assigns a conversation to the calling operator; audited',
  request: z.strictObject({ conversationId: idSchema }),
  response: consoleSupportConversationSchema,
});

export const setSupportConversationStatus = defineEndpoint({
  name: 'setSupportConversationStatus',
  method: 'POST',
  path: '/cms/v1/support/status',
  auth: 'operator',
  tag: 'console',
  summary: 'Closes or reopens a conversation (the same status again is a conflict); audited',
  request: z.strictObject({ conversationId: idSchema, status: z.enum(supportConversationStatuses) }),
  response: consoleSupportConversationSchema,
});

export const listCannedReplies = defineEndpoint({
  name: 'listCannedReplies',
  method: 'GET',
  path: '/cms/v1/support/canned-replies',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's canned replies, by title",
  request: queryObject({}),
  response: z.array(cannedReplySchema),
});

export const createCannedReply = defineEndpoint({
  name: 'createCannedReply',
  method: 'POST',
  path: '/cms/v1/support/canned-replies',
  auth: 'operator',
  tag: 'console',
  summary: 'Adds a canned reply (at most 200 per merchant); audited',
  request: z.strictObject(cannedReplyInput),
  response: cannedReplySchema,
});

export const updateCannedReply = defineEndpoint({
  name: 'updateCannedReply',
  method: 'PUT',
  path: '/cms/v1/support/canned-replies',
  auth: 'operator',
  tag: 'console',
  summary: 'Changes a canned reply; audited',
  request: z.strictObject({ id: idSchema, ...cannedReplyInput }),
  response: cannedReplySchema,
});

export const deleteCannedReply = defineEndpoint({
  name: 'deleteCannedReply',
  method: 'DELETE',
  path: '/cms/v1/support/canned-replies',
  auth: 'operator',
  tag: 'console',
  summary: 'Deletes a canned reply; audited',
  request: z.strictObject({ id: idSchema }),
  response: z.object({ id: z.number().int() }),
});
