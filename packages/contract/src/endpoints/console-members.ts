import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { fieldRuleSchema, registrationFields } from '../registration-patterns.ts';
import { emptyQuery, queryObject, text } from '../schemas.ts';
import { parseMoney } from '../money.ts';
import { loginRecordSchema } from './member-security.ts';

const memberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.enum(['active', 'locked']),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  upline: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});

const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** A balance bound of the member list: wire money in the query string (at most 2 decimals, not negative). */
const balanceFilter = z.coerce.number().transform((value, ctx): bigint => {
  const parsed = parseMoney(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: `money_${parsed.reason}` });
    return z.NEVER;
  }
  return parsed.minor;
});

export const searchMembers = defineEndpoint({
  name: 'searchMembers',
  method: 'GET',
  path: '/cms/v1/members',
  auth: 'operator',
  tag: 'console',
  summary:
    'Members of the merchant with their wallet balance, searched by username, nickname, mobile or email and filtered by status, type and a balance range (wire money, both ends included; a range whose minimum is above its maximum matches no one)',
  request: queryObject({
    query: z.string().trim().max(64).optional(),
    status: z.enum(['active', 'locked']).optional(),
    type: z.coerce.number().int().min(0).max(999).optional(),
    minBalance: balanceFilter.optional(),
    maxBalance: balanceFilter.optional(),
    ...pageQuery,
  }),
  response: z.object({
    list: z.array(memberRowSchema.extend({ balance: z.number(), currency: z.string() })),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const getMemberDetail = defineEndpoint({
  name: 'getMemberDetail',
  method: 'GET',
  path: '/cms/v1/members/detail',
  auth: 'operator',
  tag: 'console',
  summary: 'One member with its profile, upline path and recent logins',
  request: queryObject({ memberId: z.coerce.number().int().positive() }),
  response: memberRowSchema.extend({
    payeeName: z.string().nullable(),
    ancestors: z.array(z.string()),
    mustChangePassword: z.boolean(),
    totpEnabled: z.boolean(),
    logins: z.array(loginRecordSchema),
  }),
});

export const setMemberStatus = defineEndpoint({
  name: 'setMemberStatus',
  method: 'PUT',
  path: '/cms/v1/members/status',
  auth: 'operator',
  tag: 'console',
  summary: 'Locks or unlocks a member (locking signs it out everywhere); audited',
  request: z.strictObject({ memberId: z.number().int().positive(), status: z.enum(['active', 'locked']) }),
  response: z.object({ memberId: z.number().int(), status: z.enum(['active', 'locked']) }),
});

export const resetMemberPassword = defineEndpoint({
  name: 'resetMemberPassword',
  method: 'POST',
  path: '/cms/v1/members/password/reset',
  auth: 'operator',
  tag: 'console',
  summary: 'Gives a member a one-time password that must be changed at the next login; audited',
  request: z.strictObject({ memberId: z.number().int().positive() }),
  response: z.object({ temporaryPassword: z.string() }),
});

export const setMemberType = defineEndpoint({
  name: 'setMemberType',
  method: 'PUT',
  path: '/cms/v1/members/type',
  auth: 'operator',
  tag: 'console',
  summary:
    "Changes a member's type among the merchant's (player 0, agent types, trial types); a member with a downline stays an agent, the top type has no upline; audited",
  request: z.strictObject({ memberId: z.number().int().positive(), type: z.number().int().min(0).max(99) }),
  response: z.object({ memberId: z.number().int(), type: z.number().int() }),
});

export const getRegisterRulesForEdit = defineEndpoint({
  name: 'getRegisterRulesForEdit',
  method: 'GET',
  path: '/cms/v1/register-rules',
  auth: 'operator',
  tag: 'console',
  summary: 'The registration field rules of the merchant, for editing',
  request: emptyQuery,
  response: z.record(z.enum(registrationFields), fieldRuleSchema),
});

const editableRuleSchema = z.strictObject({
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.number().int().min(0).max(19),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(1).max(255),
});

export const updateRegisterRules = defineEndpoint({
  name: 'updateRegisterRules',
  method: 'PUT',
  path: '/cms/v1/register-rules',
  auth: 'operator',
  tag: 'console',
  summary: 'Changes registration field rules (min ≤ max; username and password stay enabled and required); audited',
  request: z.strictObject({ rules: z.partialRecord(z.enum(registrationFields), editableRuleSchema) }),
  response: z.record(z.enum(registrationFields), fieldRuleSchema),
});

export const passwordPolicySchema = z.object({
  /** The merchant's default weak password: a member still using it must change it (SPEC §4 "Login"). */
  defaultWeakPassword: z.string().min(1).max(64),
  /** Days after which a password expires (0: never); enforced when PWDEXPFORCECHANGE3 is on. */
  expiryDays: z.number().int().min(0).max(3650),
  /** Failed logins after which the image captcha is required. */
  captchaAfterFailures: z.number().int().min(0).max(20),
  /** Ask for verification when a member signs in from an IP it never used (LOGINIPVERF3 must be on too). */
  verifyNewIp: z.boolean(),
});

export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const getPasswordPolicy = defineEndpoint({
  name: 'getPasswordPolicy',
  method: 'GET',
  path: '/cms/v1/password-policy',
  auth: 'operator',
  tag: 'console',
  summary: 'Default weak password, expiry, captcha threshold and new-IP verification',
  request: emptyQuery,
  response: passwordPolicySchema,
});

export const updatePasswordPolicy = defineEndpoint({
  name: 'updatePasswordPolicy',
  method: 'PUT',
  path: '/cms/v1/password-policy',
  auth: 'operator',
  tag: 'console',
  summary: 'Changes the password and login policy; audited',
  request: passwordPolicySchema.partial().strict(),
  response: passwordPolicySchema,
});

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  purpose: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
  createdAt: z.string(),
});

export const listOutbox = defineEndpoint({
  name: 'listOutbox',
  method: 'GET',
  path: '/cms/v1/outbox',
  auth: 'operator',
  tag: 'console',
  summary: 'SMS and email messages the platform sent for the merchant, newest first',
  request: queryObject({
    channel: z.enum(['sms', 'email']).optional(),
    recipient: text(128).optional(),
    ...pageQuery,
  }),
  response: z.object({ list: z.array(outboxMessageSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});
