import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { proofImageMaxBytes, proofImageTypes } from '../proof-image.ts';
import { emptyQuery, text } from '../schemas.ts';

/*
 * Live support chat between a player (or a visitor who filled the contact form) and the merchant's support
 * operators (issue 12, decision 0044). The recorded calls (`CSP_ImUrl`, `CBS_*`, upstream-api §1.3 and §1.12)
 * keep their recorded paths; our own calls follow the same `/wps/relay/CBS_<operation>` convention. Live delivery
 * travels over the IM socket (`support-im.ts`); these calls read and write what it announces.
 */

/** Longest text of one chat message, in characters (after trimming). */
export const supportMessageMaxLength = 2000;

/** An image rides base64-encoded in the JSON body, checked like a deposit proof (png or jpg, at most 5 MB). */
export const supportImageBodyLimit = Math.ceil((proofImageMaxBytes * 4) / 3) + 64 * 1024;

const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The secret a visitor's conversation is reached with (answered once, when the visitor starts it). */
export const visitorKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const supportConversationStatuses = ['open', 'closed'] as const;
export type SupportConversationStatus = (typeof supportConversationStatuses)[number];

/** Who wrote a message: the player or visitor, or an operator of the merchant. */
export const supportAuthors = ['customer', 'operator'] as const;
export type SupportAuthor = (typeof supportAuthors)[number];

export const supportImageSchema = z.strictObject({
  contentType: z.enum(proofImageTypes),
  dataBase64: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/),
});

/** A message as both sides see it; an image is fetched apart by the message id. */
export const supportMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(supportAuthors),
  /** The operator's display name on an operator message; null on the customer's. */
  operatorName: z.string().nullable(),
  text: z.string(),
  hasImage: z.boolean(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** What the player sees of the conversation, with the messages after `afterId` (oldest first). */
export const supportChatSchema = z.object({
  conversationId: z.number().int().nullable(),
  status: z.enum(supportConversationStatuses).nullable(),
  messages: z.array(supportMessageSchema),
  /** Operator messages the player has not read yet. */
  unread: z.number().int(),
  /** Whether older messages exist before the first one answered (only when `afterId` was 0). */
  hasEarlier: z.boolean(),
});
export type SupportChat = z.infer<typeof supportChatSchema>;

const visitorKey = { visitorKey: visitorKeySchema.optional() };

/** A signed-in player is known from its token; a visitor names its conversation with its key. */
const chatCaller =
  'A signed-in player is taken from the token; a visitor sends the key it got from CBS_startVisitorChat.';

export const getImUrl = defineEndpoint({
  name: 'getImUrl',
  method: 'GET',
  path: '/wps/relay/CSP_ImUrl',
  auth: 'none',
  tag: 'support-chat',
  summary: "The IM socket URL of the merchant's live support chat (upstream-api §1.3)",
  request: emptyQuery,
  response: z.object({ url: z.string() }),
});

export const getChatUnreadCount = defineEndpoint({
  name: 'getChatUnreadCount',
  method: 'GET',
  path: '/wps/relay/CBS_unreadCount',
  auth: 'member',
  tag: 'support-chat',
  summary: 'Support-chat messages from operators the signed-in player has not read yet',
  request: emptyQuery,
  response: z.object({ count: z.number().int() }),
});

export const launchChat = defineEndpoint({
  name: 'launchChat',
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  auth: 'none',
  tag: 'support-chat',
  summary:
    "Where the chat opens: the merchant's external live chat when one is configured, otherwise the site's own " +
    'support chat',
  request: emptyQuery,
  response: z.object({ chatUrl: z.string(), external: z.boolean() }),
});

export const listChatModels = defineEndpoint({
  name: 'listChatModels',
  method: 'GET',
  path: '/wps/relay/CBS_modelList',
  auth: 'none',
  tag: 'support-chat',
  summary:
    "The live-stream models the merchant's chat offers; Ficha hosts no live streams, so the list is empty " +
    '(decision 0044)',
  request: emptyQuery,
  response: z.object({ list: z.array(z.object({ id: z.string(), name: z.string() })) }),
});

export const getChatPermission = defineEndpoint({
  name: 'getChatPermission',
  method: 'GET',
  path: '/wps/relay/CBS_groupPermission',
  auth: 'member',
  tag: 'support-chat',
  summary: 'Whether the signed-in player may use the built-in support chat and send images in it',
  request: emptyQuery,
  response: z.object({ canChat: z.boolean(), canSendImages: z.boolean() }),
});

export const startVisitorChat = defineEndpoint({
  name: 'startVisitorChat',
  method: 'POST',
  path: '/wps/relay/CBS_startVisitorChat',
  auth: 'none',
  tag: 'support-chat',
  summary:
    "A visitor's contact form: name, a way to reach them and the first message open a conversation; answers the " +
    'key that reaches it (kept by the visitor, stored hashed); rate limited per address',
  request: z.strictObject({
    name: text(100).min(1),
    contact: text(200).min(3),
    text: text(supportMessageMaxLength * 2)
      .min(1)
      .max(supportMessageMaxLength),
  }),
  response: z.object({ visitorKey: z.string(), conversationId: z.number().int() }),
});

export const getChatMessages = defineEndpoint({
  name: 'getChatMessages',
  method: 'POST',
  path: '/wps/relay/CBS_messages',
  auth: 'none',
  tag: 'support-chat',
  summary:
    'The conversation and its messages after `afterId` (0: the latest page); a client resumes from its last ' +
    `seen id after a reconnection. ${chatCaller}`,
  request: z.strictObject({ afterId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0), ...visitorKey }),
  response: supportChatSchema,
});

export const sendChatMessage = defineEndpoint({
  name: 'sendChatMessage',
  method: 'POST',
  path: '/wps/relay/CBS_sendMessage',
  auth: 'none',
  tag: 'support-chat',
  summary:
    'Sends a text and/or an image (png or jpg, checked like a deposit proof); opens or reopens the conversation; ' +
    `rate limited. ${chatCaller}`,
  bodyLimit: supportImageBodyLimit,
  request: z.strictObject({
    text: text(supportMessageMaxLength * 2)
      .max(supportMessageMaxLength)
      .default(''),
    image: supportImageSchema.optional(),
    ...visitorKey,
  }),
  response: supportMessageSchema,
});

export const markChatRead = defineEndpoint({
  name: 'markChatRead',
  method: 'POST',
  path: '/wps/relay/CBS_readMessages',
  auth: 'none',
  tag: 'support-chat',
  summary: `Marks the operator messages up to \`upToId\` read; answers the unread count. ${chatCaller}`,
  request: z.strictObject({ upToId: idSchema, ...visitorKey }),
  response: z.object({ count: z.number().int() }),
});

export const getChatImage = defineEndpoint({
  name: 'getChatImage',
  method: 'POST',
  path: '/wps/relay/CBS_image',
  auth: 'none',
  tag: 'support-chat',
  summary: `The image of a message of the caller's own conversation. ${chatCaller}`,
  request: z.strictObject({ messageId: idSchema, ...visitorKey }),
  response: supportImageSchema,
});
