import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject, text } from '../schemas.ts';
import { playerTagSchema } from './console-player-360.ts';

/**
 * Operator messages (issue 20 "Messages", decision 0064): an operator composes a message for one player, a list
 * of players, a segment (a tag, a VIP rank, an agent's subtree, players inactive for N days) or everyone, sends it
 * now or at a set time, and reads who received and read it. The audience is resolved when the message is sent,
 * in the operator's merchant only; players under a time-out or self-exclusion receive nothing.
 */

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const username = text(64).min(1);

/** The longest subject and body a message may have. */
export const messageSubjectMax = 120;
export const messageBodyMax = 4000;
/** The most usernames a list audience may name. */
export const messageListMax = 500;

export const messageAudienceKinds = ['player', 'list', 'tag', 'vipRank', 'agent', 'inactive', 'everyone'] as const;
export type MessageAudienceKind = (typeof messageAudienceKinds)[number];

export const messageAudienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('player'), username }),
  z.strictObject({ kind: z.literal('list'), usernames: z.array(username).min(1).max(messageListMax) }),
  z.strictObject({ kind: z.literal('tag'), tag: playerTagSchema }),
  /** Players whose VIP rank is this level now (a kept rank counts), or this level or a higher one with `orAbove`. */
  z.strictObject({
    kind: z.literal('vipRank'),
    level: z.number().int().min(1).max(100),
    orAbove: z.boolean().default(false),
  }),
  /** Everyone below this agent in the tree, the agent itself not included. */
  z.strictObject({ kind: z.literal('agent'), agentUsername: username }),
  /** Players with neither a sign-in nor a bet in the last `days` days (accounts younger than that left out). */
  z.strictObject({ kind: z.literal('inactive'), days: z.number().int().min(1).max(365) }),
  z.strictObject({ kind: z.literal('everyone') }),
]);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

export const operatorMessageStatuses = ['scheduled', 'sent', 'cancelled'] as const;

export const operatorMessageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  audience: messageAudienceSchema,
  status: z.enum(operatorMessageStatuses),
  /** When it is (or was) to be sent. */
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  /** The operator who composed it. */
  sentBy: z.string(),
  /** Members it was delivered to, and how many of them opened it (0 and 0 until sent). */
  recipients: z.number().int(),
  readCount: z.number().int(),
  createdAt: z.string(),
});
export type OperatorMessage = z.infer<typeof operatorMessageSchema>;

export const messageRecipientSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  /** When the member opened it; null while unread. */
  readAt: z.string().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

export const previewMessageAudience = defineEndpoint({
  name: 'previewMessageAudience',
  method: 'POST',
  path: '/cms/v1/messages/preview',
  auth: 'operator',
  tag: 'console',
  summary:
    'How many players an audience reaches now (players under a time-out or self-exclusion counted apart, as ' +
    'they receive nothing); unknown usernames, tags, ranks or agents are field errors',
  request: z.strictObject({ audience: messageAudienceSchema }),
  response: z.object({ recipients: z.number().int(), excluded: z.number().int() }),
});

export const sendOperatorMessage = defineEndpoint({
  name: 'sendOperatorMessage',
  method: 'POST',
  path: '/cms/v1/messages',
  auth: 'operator',
  tag: 'console',
  summary: 'Composes a message for an audience and sends it now, or at `sendAt` (a future instant) when given; audited',
  request: z.strictObject({
    audience: messageAudienceSchema,
    subject: text(messageSubjectMax).min(1),
    body: text(messageBodyMax).min(1),
    sendAt: z.iso.datetime({ offset: true }).optional(),
  }),
  response: operatorMessageSchema,
});

export const listOperatorMessages = defineEndpoint({
  name: 'listOperatorMessages',
  method: 'GET',
  path: '/cms/v1/messages',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's operator messages, newest first, with recipients and read counts; optionally by status",
  request: queryObject({
    status: z.enum(operatorMessageStatuses).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(operatorMessageSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});

export const getOperatorMessage = defineEndpoint({
  name: 'getOperatorMessage',
  method: 'GET',
  path: '/cms/v1/messages/detail',
  auth: 'operator',
  tag: 'console',
  summary: 'One message with its recipients and when each read it (read ones first, newest read first), paged',
  request: queryObject({
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({
    message: operatorMessageSchema,
    recipients: z.array(messageRecipientSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const cancelOperatorMessage = defineEndpoint({
  name: 'cancelOperatorMessage',
  method: 'POST',
  path: '/cms/v1/messages/cancel',
  auth: 'operator',
  tag: 'console',
  summary: 'Cancels a scheduled message that has not been sent (a sent or cancelled one: conflict); audited',
  request: z.strictObject({ id }),
  response: operatorMessageSchema,
});

/** What a player was sent: an operator message (its subject and composer) or an answer to their feedback. */
export const playerMessageKinds = ['operator_message', 'feedback_answer'] as const;

export const playerMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(playerMessageKinds),
  /** An operator message's subject; null for a feedback answer (the console titles it from the kind). */
  subject: z.string().nullable(),
  sentAt: z.string(),
  /** When the player opened it; null while unread. */
  readAt: z.string().nullable(),
  /** The operator who composed or answered it; null when no operator is recorded. */
  sender: z.string().nullable(),
});
export type PlayerMessage = z.infer<typeof playerMessageSchema>;

export const listPlayerMessages = defineEndpoint({
  name: 'listPlayerMessages',
  method: 'GET',
  path: '/cms/v1/players/messages',
  auth: 'operator',
  tag: 'console',
  summary:
    "The messages a player of the operator's merchant was sent (player 360), newest first, with when each was " +
    "read; another merchant's player is `not_found`",
  request: queryObject({
    memberId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  }),
  response: z.object({ list: z.array(playerMessageSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});
