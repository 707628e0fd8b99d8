import {
  DomainError,
  customRolePermissions,
  grantablePermissions,
  merchantOperatorRoles,
  ownerOnlyPermissions,
  rolePermissions,
  type CustomOperatorRole,
  type OperatorPermission,
} from '@ficha/contract';
import { isUniqueViolation } from '@ficha/server-kit';
import type { Db } from '../../db/database.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import {
  countRoleHolders,
  deleteCustomRole,
  insertCustomRole,
  listCustomRoleRows,
  lockCustomRole,
  updateCustomRole,
  type CustomRoleRow,
} from './custom-roles.queries.ts';

export interface CustomRoleInput {
  name: string;
  description: string;
  permissions: readonly OperatorPermission[];
}

function toRole(row: CustomRoleRow, holders: number): CustomOperatorRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: customRolePermissions(row.permissions),
    operatorCount: holders,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit keeps of a role: its name, description and what it gives. */
function audited(row: CustomRoleRow) {
  return { name: row.name, description: row.description, permissions: customRolePermissions(row.permissions) };
}

/**
 * The stored list of a role as an owner chose it: owner-only permissions are refused (field errors), the rest is
 * normalised by the matrix (implied views, `session`) so what is stored is what applies.
 */
function permissionsToStore(chosen: readonly OperatorPermission[]): OperatorPermission[] {
  const fields = chosen.flatMap((permission, index) =>
    ownerOnlyPermissions.includes(permission)
      ? [{ field: `permissions.${index}`, reason: 'permission_owner_only' }]
      : [],
  );
  if (fields.length > 0) throw new DomainError('request_param_err', { fields });
  return customRolePermissions(chosen);
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new DomainError('role_name_taken', { fields: [{ field: 'name', reason: 'role_name_taken' }] });
  }
  throw error;
}

/**
 * Custom operator roles of a merchant (issue 20 "Operators", decision 0068): owners compose them from the
 * matrix's grantable permissions; the access hook's `roleMayCall` reads the stored list on every call. A role
 * in use can't be deleted; every change is audited with its before and after.
 */
export function createCustomRoleService(db: Db, deps: { audit: AuditService }) {
  return {
    async list(merchantId: number) {
      const rows = await listCustomRoleRows(db, merchantId);
      return {
        builtIn: merchantOperatorRoles.map((role) => ({ role, permissions: [...rolePermissions[role]] })),
        custom: rows.map((r) => toRole(r.role, Number(r.holders ?? 0))),
        grantable: [...grantablePermissions],
      };
    },

    async create(merchantId: number, input: CustomRoleInput, actor: Actor): Promise<CustomOperatorRole> {
      const permissions = permissionsToStore(input.permissions);
      const row = await db
        .transaction(async (tx) => {
          const created = await insertCustomRole(tx, {
            merchantId,
            name: input.name,
            description: input.description,
            permissions,
          });
          await deps.audit.record(tx, {
            merchantId,
            actor,
            action: 'operator_role.created',
            target: `role:${created.name}`,
            before: null,
            after: audited(created),
          });
          return created;
        })
        .catch(nameTaken);
      return toRole(row, 0);
    },

    /** Its operators' next call already follows the new list (the access hook reads it on every call). */
    async update(merchantId: number, id: number, input: CustomRoleInput, actor: Actor): Promise<CustomOperatorRole> {
      const permissions = permissionsToStore(input.permissions);
      return db
        .transaction(async (tx) => {
          const current = await lockCustomRole(tx, merchantId, id, 'update');
          if (!current) throw new DomainError('not_found');
          const updated = await updateCustomRole(tx, id, {
            name: input.name,
            description: input.description,
            permissions,
          });
          await deps.audit.record(tx, {
            merchantId,
            actor,
            action: 'operator_role.updated',
            target: `role:${updated.name}`,
            before: audited(current),
            after: audited(updated),
          });
          return toRole(updated, await countRoleHolders(tx, id));
        })
        .catch(nameTaken);
    },

    /** Refused (`role_in_use`) while an operator holds the role: the owner gives them another role first. */
    async remove(merchantId: number, id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const current = await lockCustomRole(tx, merchantId, id, 'update');
        if (!current) throw new DomainError('not_found');
        if ((await countRoleHolders(tx, id)) > 0) {
          throw new DomainError('role_in_use', { fields: [{ field: 'id', reason: 'role_in_use' }] });
        }
        await deleteCustomRole(tx, id);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'operator_role.deleted',
          target: `role:${current.name}`,
          before: audited(current),
          after: null,
        });
      });
      return { id };
    },
  };
}

export type CustomRoleService = ReturnType<typeof createCustomRoleService>;
