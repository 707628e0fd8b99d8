import { permissionsOf, type OperatorPermission, type OperatorRole, type RoleGrant } from '@ficha/contract';
import { isTotpRequired } from './operator-totp-policy.ts';

/** An operator row's role columns with its custom role's, as the queries read them in one statement. */
export interface HeldRoleColumns {
  role: OperatorRole | null;
  customRoleId: number | null;
  customRoleName: string | null;
  customRolePermissions: string[] | null;
}

export interface HeldRole {
  role: OperatorRole | null;
  customRole: { id: number; name: string } | null;
  /** What the matrix's check reads: the built-in role, or the custom role's stored list (decision 0068). */
  grant: RoleGrant;
  permissions: OperatorPermission[];
  totpRequired: boolean;
}

/**
 * The role an operator holds, resolved from its row as read (at sign-in and on every call, so an edited role
 * applies at once). A custom role that is gone grants only `session`.
 */
export function heldRole(columns: HeldRoleColumns): HeldRole {
  const grant: RoleGrant = columns.role ?? { permissions: columns.customRolePermissions ?? [] };
  const permissions = [...permissionsOf(grant)];
  return {
    role: columns.role,
    customRole:
      columns.role === null && columns.customRoleId !== null
        ? { id: columns.customRoleId, name: columns.customRoleName ?? '' }
        : null,
    grant,
    permissions,
    totpRequired: isTotpRequired(columns.role, permissions),
  };
}
