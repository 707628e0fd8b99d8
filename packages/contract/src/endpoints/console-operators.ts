import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { operatorRoleSchema } from '../operator-permissions.ts';
import { operatorRoleChoiceSchema } from './console-operator-roles.ts';
import { emptyQuery, text } from '../schemas.ts';

/**
 * Operator accounts (issue 20 "Operators", decision 0066): owners create the merchant's operators, change their
 * role, deactivate and reactivate them, give them a new temporary password and keep them to address ranges.
 */

/** The console's password rule for operators: 10 to 128 characters with at least one letter and one digit. */
export const operatorPasswordSchema = z
  .string()
  .min(10)
  .max(128)
  .refine((password) => /\p{L}/u.test(password) && /\p{Nd}/u.test(password), 'password_weak');

/** An operator's sign-in name: 3 to 32 lowercase letters, digits, dots, dashes or underscores. */
export const operatorUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/, 'username_format');

/** An address range (`203.0.113.0/24`, `2001:db8::/32`); the server checks and normalises it. */
const cidrText = z
  .string()
  .trim()
  .max(64)
  .regex(/^[0-9a-fA-F:.]+\/\d{1,3}$/, 'cidr_format');

export const operatorAllowedCidrsSchema = z.array(cidrText).max(50);

export const operatorStatusSchema = z.enum(['active', 'inactive']);

export const operatorAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  /** The built-in role, or null when the operator holds a custom role (decision 0068). */
  role: operatorRoleSchema.nullable(),
  customRole: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: operatorStatusSchema,
  totpEnabled: z.boolean(),
  /** The password is a temporary one its owner set: the operator changes it at the next sign-in. */
  mustChangePassword: z.boolean(),
  allowedCidrs: z.array(z.string()),
  /** The newest console sign-in, or null for an operator who never signed in. */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});

export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

const operatorId = z.number().int().positive();

export const listOperatorAccounts = defineEndpoint({
  name: 'listOperatorAccounts',
  method: 'GET',
  path: '/cms/v1/operators',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's console operators: role, status, second factor, address ranges and last sign-in",
  request: emptyQuery,
  response: z.object({ list: z.array(operatorAccountSchema) }),
});

export const createOperatorAccount = defineEndpoint({
  name: 'createOperatorAccount',
  method: 'POST',
  path: '/cms/v1/operators',
  auth: 'operator',
  tag: 'console',
  summary: 'Creates an operator with an initial password it must change at its first sign-in; audited',
  request: z.strictObject({
    username: operatorUsernameSchema,
    displayName: text(64).min(1),
    role: operatorRoleChoiceSchema,
    password: operatorPasswordSchema,
    allowedCidrs: operatorAllowedCidrsSchema.default([]),
  }),
  response: operatorAccountSchema,
});

export const setOperatorRole = defineEndpoint({
  name: 'setOperatorRole',
  method: 'PUT',
  path: '/cms/v1/operators/role',
  auth: 'operator',
  tag: 'console',
  summary: "Changes another operator's role (never one's own; the last active owner stays one); audited",
  request: z.strictObject({ operatorId, role: operatorRoleChoiceSchema }),
  response: operatorAccountSchema,
});

export const setOperatorStatus = defineEndpoint({
  name: 'setOperatorStatus',
  method: 'PUT',
  path: '/cms/v1/operators/status',
  auth: 'operator',
  tag: 'console',
  summary:
    "Deactivates (its sessions end at once, sign-in is refused) or reactivates another operator; the last active owner can't be deactivated; audited",
  request: z.strictObject({ operatorId, status: operatorStatusSchema }),
  response: operatorAccountSchema,
});

export const resetOperatorPassword = defineEndpoint({
  name: 'resetOperatorPassword',
  method: 'POST',
  path: '/cms/v1/operators/password/reset',
  auth: 'operator',
  tag: 'console',
  summary: 'Gives another operator a temporary password it must change at its next sign-in; its sessions end; audited',
  request: z.strictObject({ operatorId, password: operatorPasswordSchema }),
  response: operatorAccountSchema,
});

export const setOperatorAllowedIps = defineEndpoint({
  name: 'setOperatorAllowedIps',
  method: 'PUT',
  path: '/cms/v1/operators/allowed-ips',
  auth: 'operator',
  tag: 'console',
  summary: 'Keeps another operator to address ranges for sign-in and every console call (empty: any); audited',
  request: z.strictObject({ operatorId, allowedCidrs: operatorAllowedCidrsSchema }),
  response: operatorAccountSchema,
});

export const changeOperatorPassword = defineEndpoint({
  name: 'changeOperatorPassword',
  method: 'POST',
  path: '/cms/v1/session/password',
  auth: 'operator',
  tag: 'console',
  summary:
    "The signed-in operator's own password change (the first thing a new or reset operator does); its other sessions end; audited",
  request: z.strictObject({ currentPassword: z.string().min(1).max(128), newPassword: operatorPasswordSchema }),
  response: z.object({ changed: z.literal(true) }),
});
