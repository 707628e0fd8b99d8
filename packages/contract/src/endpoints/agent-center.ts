import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject, text } from '../schemas.ts';
import { agentPeriodQuery, agentPeriodSchema } from './agent-reports.ts';
import { noticeSchema } from './content.ts';

/**
 * The agent center's own calls (SPEC §2.7, issue 14): the register center (invitation code and links, accounts
 * created directly, sign-ups through the links) and team management (the downline as a tree and a list, one
 * member's facts, lock/unlock and password reset of a direct downline). Every call acts inside the calling
 * agent's subtree and is switched by the merchant's module (REGCEN, DOWNMAN).
 */

const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

const memberIdQuery = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const getAgentAnnouncements = defineEndpoint({
  name: 'getAgentAnnouncements',
  method: 'GET',
  path: '/wps/agent/announcements',
  auth: 'member',
  moduleId: 'AGENTANNOUNCE3',
  tag: 'agent',
  summary: "The merchant's agent announcements (notices of type AG) in the request language, in the console's order",
  request: queryObject({}),
  response: z.object({ list: z.array(noticeSchema) }),
});

export const memberStatusSchema = z.enum(['active', 'locked']);

export const registerLinkSchema = z.object({ domain: z.string(), url: z.string() });

export const getRegisterCenter = defineEndpoint({
  name: 'getRegisterCenter',
  method: 'GET',
  path: '/wps/agent/register/center',
  auth: 'member',
  moduleId: 'REGCEN',
  tag: 'agent',
  summary: "The agent's invitation code, its sign-up link on each merchant domain and the types it may create",
  request: queryObject({}),
  response: z.object({
    invitationCode: z.string(),
    links: z.array(registerLinkSchema),
    /** Member types the agent may create directly: 0 a player, then the sub-agent types. */
    downlineTypes: z.array(z.number().int()),
  }),
});

export const createDownlineAccount = defineEndpoint({
  name: 'createDownlineAccount',
  method: 'POST',
  path: '/wps/agent/register/downline',
  auth: 'member',
  moduleId: 'REGCEN',
  tag: 'agent',
  summary:
    'Creates a player or sub-agent directly below the agent; the initial password must be changed at its first ' +
    'sign-in (until then its sessions may only change the password)',
  request: z.strictObject({
    username: text(32).min(1),
    password: z.string().min(1).max(64),
    type: z.number().int().min(0).max(99),
  }),
  response: z.object({ id: z.number().int(), username: z.string(), type: z.number().int() }),
});

export const signupRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  registeredAt: z.string(),
  /** The page the member registered on (the agent's link), when known. */
  registerUrl: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});

export const listAgentSignups = defineEndpoint({
  name: 'listAgentSignups',
  method: 'GET',
  path: '/wps/agent/register/signups',
  auth: 'member',
  moduleId: 'REGCEN',
  tag: 'agent',
  summary: "Members who registered through the agent's invitation code or links, newest first",
  request: queryObject(pageQuery),
  response: z.object({
    list: z.array(signupRowSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
});

export const teamSortKeys = [
  'username',
  'type',
  'level',
  'registeredAt',
  'lastLoginAt',
  'balance',
  'deposits',
  'validBets',
  'profit',
  'status',
] as const;

export type TeamSortKey = (typeof teamSortKeys)[number];

export const teamMemberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  /** Depth below the calling agent: 1 a direct downline. */
  level: z.number().int(),
  status: memberStatusSchema,
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Main wallet balance (JSON number, at most 2 decimals). */
  balance: z.number(),
  /** How many members sit directly below this one. */
  directCount: z.number().int(),
});

export type TeamMemberRow = z.infer<typeof teamMemberRowSchema>;

/**
 * A row of the team list: the member, and what it moved for the calling agent in the list's period (the agent
 * reports' figures, decision 0039): deposits, valid bets and P&L (payouts − valid bets), JSON numbers.
 */
export const teamListRowSchema = teamMemberRowSchema.extend({
  deposits: z.number(),
  validBets: z.number(),
  profit: z.number(),
});

export type TeamListRow = z.infer<typeof teamListRowSchema>;

export const listTeamMembers = defineEndpoint({
  name: 'listTeamMembers',
  method: 'GET',
  path: '/wps/agent/team/members',
  auth: 'member',
  moduleId: 'DOWNMAN',
  tag: 'agent',
  summary:
    "The agent's downline, searched by username or nickname, sorted and paged, with each member's deposits, valid " +
    'bets and P&L for the period (as the agent reports count them); with `parentId`, only the direct downline of ' +
    'that member of the subtree (the tree view, one level at a time)',
  request: queryObject({
    query: text(32).optional(),
    parentId: memberIdQuery.optional(),
    sort: z.enum(teamSortKeys).default('registeredAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    ...agentPeriodQuery,
    ...pageQuery,
  }),
  response: z.object({
    period: agentPeriodSchema,
    list: z.array(teamListRowSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
});

export const getTeamMember = defineEndpoint({
  name: 'getTeamMember',
  method: 'GET',
  path: '/wps/agent/team/member',
  auth: 'member',
  moduleId: 'DOWNMAN',
  tag: 'agent',
  summary:
    'One member of the subtree: what the agent may see of it (contact data masked), its path from the agent and ' +
    'which actions the agent may take on it',
  request: queryObject({ memberId: memberIdQuery }),
  response: teamMemberRowSchema.extend({
    email: z.string().nullable(),
    mobileNum: z.string().nullable(),
    /** Usernames from the agent's direct downline down to this member's upline. */
    path: z.array(z.string()),
    isDirect: z.boolean(),
    mustChangePassword: z.boolean(),
    mayLock: z.boolean(),
    mayResetPassword: z.boolean(),
  }),
});

export const setDownlineStatus = defineEndpoint({
  name: 'setDownlineStatus',
  method: 'PUT',
  path: '/wps/agent/team/status',
  auth: 'member',
  moduleId: 'DOWNMAN',
  tag: 'agent',
  summary:
    "Locks or unlocks a direct downline's login when the merchant lets agents do so (locking signs it out); audited",
  request: z.strictObject({ memberId: z.number().int().positive(), status: memberStatusSchema }),
  response: z.object({ memberId: z.number().int(), status: memberStatusSchema }),
});

export const resetDownlinePassword = defineEndpoint({
  name: 'resetDownlinePassword',
  method: 'POST',
  path: '/wps/agent/team/password',
  auth: 'member',
  moduleId: 'DOWNMAN',
  tag: 'agent',
  summary: 'Gives a direct downline a one-time password it must change at its next sign-in (its sessions end); audited',
  request: z.strictObject({ memberId: z.number().int().positive() }),
  response: z.object({ temporaryPassword: z.string() }),
});
