import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject, text } from '../schemas.ts';

/** One member as the console's agent tree shows it: who it is, where it hangs, and how much hangs below it. */
export const treeMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(['active', 'locked']),
  uplineId: z.number().int().nullable(),
  /** Depth in its tree: the top of a tree is 1. */
  level: z.number().int(),
  /** Members directly below it. */
  directCount: z.number().int(),
  /** Members anywhere below it (its whole downline, itself excluded). */
  downlineCount: z.number().int(),
  createdAt: z.string(),
});

export type TreeMember = z.infer<typeof treeMemberSchema>;

const memberIdQuery = z.coerce.number().int().positive();

const treePage = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

const treePageSchema = z.object({
  list: z.array(treeMemberSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const searchAgentTree = defineEndpoint({
  name: 'searchAgentTree',
  method: 'GET',
  path: '/cms/v1/agent-tree/search',
  auth: 'operator',
  tag: 'console',
  summary: "Members of the operator's merchant whose username contains the text, with their place in the tree",
  request: queryObject({ username: z.string().trim().min(1).max(64), ...treePage }),
  response: treePageSchema,
});

export const getAgentTreeMember = defineEndpoint({
  name: 'getAgentTreeMember',
  method: 'GET',
  path: '/cms/v1/agent-tree/member',
  auth: 'operator',
  tag: 'console',
  summary: 'One member of the tree with its upline chain (the top of the tree first)',
  request: queryObject({ memberId: memberIdQuery }),
  response: z.object({ member: treeMemberSchema, upline: z.array(treeMemberSchema) }),
});

export const listAgentTreeDownline = defineEndpoint({
  name: 'listAgentTreeDownline',
  method: 'GET',
  path: '/cms/v1/agent-tree/downline',
  auth: 'operator',
  tag: 'console',
  summary: "A member's direct downline, one level, agents first then by username, paged",
  request: queryObject({ memberId: memberIdQuery, ...treePage }),
  response: treePageSchema,
});

/** Moving a member under another agent (decision 0040): alone (its direct downline passes to its former upline) or with its downline. */
export const moveTreeMemberRequestSchema = z.strictObject({
  memberId: z.number().int().positive(),
  uplineId: z.number().int().positive(),
  withDownline: z.boolean(),
  reason: text(500).min(1),
});

export type MoveTreeMemberRequest = z.infer<typeof moveTreeMemberRequestSchema>;

export const moveTreeMember = defineEndpoint({
  name: 'moveTreeMember',
  method: 'POST',
  path: '/cms/v1/agent-tree/move',
  auth: 'operator',
  tag: 'console',
  summary:
    'Moves a member (and optionally its downline) under another agent, with a reason; balances and history stay; audited',
  request: moveTreeMemberRequestSchema,
  response: z.object({
    moveId: z.number().int(),
    /** Members whose place in the tree changed (the member and its downline, or the member and its direct downline). */
    moved: z.number().int(),
    member: treeMemberSchema,
  }),
});
