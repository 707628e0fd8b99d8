import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { merchantOperatorRoleSchema, operatorPermissionSchema, operatorRoleSchema } from '../operator-permissions.ts';
import { emptyQuery, text } from '../schemas.ts';

/**
 * Custom operator roles (issue 20 "Operators", decision 0068): owners compose roles of their merchant from the
 * permission matrix's grantable permissions and assign them to operators like the built-in roles.
 */

const roleId = z.number().int().positive();

/** A custom role's name: 2 to 40 characters, unique in the merchant whatever the case. */
export const operatorRoleNameSchema = text(40).min(2);

export const operatorRoleInputSchema = z.strictObject({
  name: operatorRoleNameSchema,
  description: text(200).default(''),
  /** Checked against the matrix; the server adds the views they imply and `session`, and refuses owner-only ones. */
  permissions: z.array(operatorPermissionSchema).max(100),
});

export const customOperatorRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** What the role gives as it applies (implied views and `session` included). */
  permissions: z.array(operatorPermissionSchema),
  /** How many of the merchant's operators hold it; a role in use can't be deleted. */
  operatorCount: z.number().int(),
  updatedAt: z.string(),
});

export type CustomOperatorRole = z.infer<typeof customOperatorRoleSchema>;

export const builtInOperatorRoleSchema = z.object({
  role: operatorRoleSchema,
  permissions: z.array(operatorPermissionSchema),
});

/** Which role an operator is given: a built-in role, or a custom role of the same merchant by its id. */
/** A role an owner may give: a merchant's built-in role (never the platform's) or one of its custom roles. */
export const operatorRoleChoiceSchema = z.union([merchantOperatorRoleSchema, z.strictObject({ customRoleId: roleId })]);

export type OperatorRoleChoice = z.infer<typeof operatorRoleChoiceSchema>;

export const listOperatorRoles = defineEndpoint({
  name: 'listOperatorRoles',
  method: 'GET',
  path: '/cms/v1/operator-roles',
  auth: 'operator',
  tag: 'console',
  summary:
    "The built-in roles (read-only) and the merchant's custom roles with what each gives, and the permissions a custom role may hold",
  request: emptyQuery,
  response: z.object({
    builtIn: z.array(builtInOperatorRoleSchema),
    custom: z.array(customOperatorRoleSchema),
    grantable: z.array(operatorPermissionSchema),
  }),
});

export const createOperatorRole = defineEndpoint({
  name: 'createOperatorRole',
  method: 'POST',
  path: '/cms/v1/operator-roles',
  auth: 'operator',
  tag: 'console',
  summary: 'Creates a custom role from grantable permissions; audited',
  request: operatorRoleInputSchema,
  response: customOperatorRoleSchema,
});

export const updateOperatorRole = defineEndpoint({
  name: 'updateOperatorRole',
  method: 'PUT',
  path: '/cms/v1/operator-roles',
  auth: 'operator',
  tag: 'console',
  summary: "Edits a custom role; its operators' next call already follows it; audited with before and after",
  request: operatorRoleInputSchema.extend({ id: roleId }),
  response: customOperatorRoleSchema,
});

export const deleteOperatorRole = defineEndpoint({
  name: 'deleteOperatorRole',
  method: 'DELETE',
  path: '/cms/v1/operator-roles',
  auth: 'operator',
  tag: 'console',
  summary: 'Deletes a custom role no operator holds; audited',
  request: z.strictObject({ id: roleId }),
  response: z.object({ id: z.number().int() }),
});
