import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery, queryObject } from '../schemas.ts';

export const memberMessageSchema = z.object({
  id: z.number().int(),
  /**
   * What the message is; the site titles it from this (feedback_answer: the answer to a feedback) or, for an
   * operator's message (decision 0064), from its subject.
   */
  kind: z.enum(['feedback_answer', 'operator_message']),
  /** An operator message's subject; null for the other kinds. */
  subject: z.string().nullable(),
  body: z.string(),
  /** What it answers (the feedback as sent), when it answers something. */
  quote: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

export const getUnreadMessageCount = defineEndpoint({
  name: 'getUnreadMessageCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: 'member',
  moduleId: 'INBOX3',
  tag: 'messages',
  summary: "The member's unread platform messages",
  request: emptyQuery,
  response: z.object({ count: z.number().int() }),
});

export const getInbox = defineEndpoint({
  name: 'getInbox',
  method: 'GET',
  path: '/wps/relay/CSP_getInbox',
  auth: 'member',
  moduleId: 'INBOX3',
  tag: 'messages',
  summary: "The member's platform messages, newest first",
  request: queryObject({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(50).default(10),
  }),
  response: z.object({
    list: z.array(memberMessageSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    unread: z.number().int(),
  }),
});

/** The mobile client's name of the inbox (upstream-api §1.12, `EMFE_getInbox?page=1&size=1`): the same call. */
export const getInboxEmfe = defineEndpoint({ ...getInbox, name: 'getInboxEmfe', path: '/wps/relay/EMFE_getInbox' });

/** The mobile client's unread count (upstream-api §1.12): the same count, as the bare number it reads. */
export const getInboxUnreadCountEmfe = defineEndpoint({
  ...getUnreadMessageCount,
  name: 'getInboxUnreadCountEmfe',
  path: '/wps/relay/EMFE_getInboxUnreadCount',
  response: z.number().int(),
});

export const markMessageRead = defineEndpoint({
  name: 'markMessageRead',
  method: 'POST',
  path: '/wps/relay/CSP_readMessage',
  auth: 'member',
  moduleId: 'INBOX3',
  tag: 'messages',
  summary: 'Marks one of the member’s messages read (again is harmless); answers the unread count',
  request: z.strictObject({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: z.object({ count: z.number().int() }),
});
