import { DomainError, type OperatorAccount, type OperatorRoleChoice } from '@ficha/contract';
import { isUniqueViolation } from '@ficha/server-kit';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../../security/passwords.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { normaliseCidr, type Actor } from '../merchants/merchants.service.ts';
import {
  countOtherActiveOwners,
  insertOperatorAccount,
  lastSignInOf,
  listOperatorAccountRows,
  lockOperatorAccount,
  revokeOperatorSessions,
  updateOperatorAccount,
  type OperatorAccountPatch,
  type OperatorRow,
  type OperatorWithRoleName,
} from './operator-accounts.queries.ts';
import { lockCustomRole } from './custom-roles.queries.ts';

export interface NewOperatorAccount {
  username: string;
  displayName: string;
  role: OperatorRoleChoice;
  password: string;
  allowedCidrs: readonly string[];
}

function isoOf(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function customRoleOf({ operator, customRoleName }: OperatorWithRoleName) {
  return operator.customRoleId === null ? null : { id: operator.customRoleId, name: customRoleName ?? '' };
}

function toAccount(named: OperatorWithRoleName, lastSignInAt: Date | string | null | undefined): OperatorAccount {
  const row = named.operator;
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    customRole: customRoleOf(named),
    status: row.status,
    totpEnabled: row.totpEnabled,
    mustChangePassword: row.mustChangePassword,
    allowedCidrs: row.allowedCidrs,
    lastSignInAt: isoOf(lastSignInAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit keeps of an operator: never its password hash or second-factor secrets. */
function audited(named: OperatorWithRoleName) {
  const row = named.operator;
  return {
    role: row.role,
    customRole: named.customRoleName,
    status: row.status,
    mustChangePassword: row.mustChangePassword,
    allowedCidrs: row.allowedCidrs,
  };
}

/** What a change sets, and the name of the custom role it gives (when it gives one). */
type Decided = { patch: OperatorAccountPatch } | { patch: OperatorAccountPatch; customRoleName: string | null };

/** Checks and normalises address ranges (`10.0.0.7/8` → `10.0.0.0/8`); a bad one is a field error. */
function normaliseCidrs(cidrs: readonly string[]): string[] {
  return [...new Set(cidrs.map((cidr, index) => normaliseCidr(cidr, `allowedCidrs.${index}`)))];
}

/**
 * Operator accounts of a merchant, managed by its owners (issue 20 "Operators", decision 0066). An operator never
 * changes its own role, status, password or address ranges here; the merchant always keeps an active owner; a
 * deactivated operator's sessions end with the change; every change is audited with its before and after.
 */
export function createOperatorAccountService(db: Db, deps: { audit: AuditService }) {
  /** Locks the target, refuses the caller itself, applies `patch` and audits it, all in one transaction. */
  async function change(
    merchantId: number,
    operatorId: number,
    actor: Actor,
    action: string,
    decide: (current: OperatorWithRoleName, tx: Db) => Promise<Decided>,
    after?: (updated: OperatorRow, tx: Db) => Promise<void>,
  ): Promise<OperatorAccount> {
    if (operatorId === actor.id) throw new DomainError('operator_self_change');
    const updated = await db.transaction(async (tx) => {
      const current = await lockOperatorAccount(tx, merchantId, operatorId);
      if (!current) throw new DomainError('not_found');
      const decided = await decide(current, tx);
      const operator = await updateOperatorAccount(tx, merchantId, operatorId, decided.patch);
      const row: OperatorWithRoleName = {
        operator,
        customRoleName: 'customRoleName' in decided ? decided.customRoleName : current.customRoleName,
      };
      await after?.(operator, tx);
      await deps.audit.record(tx, {
        merchantId,
        actor,
        action,
        target: `operator:${operator.username}`,
        before: audited(current),
        after: audited(row),
      });
      return row;
    });
    return toAccount(updated, await lastSignInOf(db, updated.operator.id));
  }

  /**
   * The role columns of a choice: a built-in role, or a custom role of this merchant (locked while it is given, so
   * it can't be deleted meanwhile); another merchant's or a missing one is a field error on `role`.
   */
  async function resolveChoice(tx: Db, merchantId: number, choice: OperatorRoleChoice) {
    if (typeof choice === 'string') return { role: choice, customRoleId: null, customRoleName: null };
    const custom = await lockCustomRole(tx, merchantId, choice.customRoleId, 'share');
    if (!custom) {
      throw new DomainError('request_param_err', { fields: [{ field: 'role', reason: 'role_unknown' }] });
    }
    return { role: null, customRoleId: custom.id, customRoleName: custom.name };
  }

  /** The merchant must keep an active owner: demoting or deactivating the last one is refused. */
  async function keepAnOwner(
    tx: Db,
    merchantId: number,
    { operator: current }: OperatorWithRoleName,
    stillOwner: boolean,
  ) {
    if (current.role !== 'owner' || current.status !== 'active' || stillOwner) return;
    if ((await countOtherActiveOwners(tx, merchantId, current.id)) === 0) {
      throw new DomainError('operator_last_owner');
    }
  }

  return {
    async list(merchantId: number): Promise<OperatorAccount[]> {
      const rows = await listOperatorAccountRows(db, merchantId);
      return rows.map((r) => toAccount(r, r.lastSignInAt));
    },

    /**
     * A new operator whose initial password must be changed at its first sign-in; inside `within` when given (a new
     * merchant's first owner is created in the merchant's own transaction, decision 0069).
     */
    async create(
      merchantId: number,
      input: NewOperatorAccount,
      actor: Actor,
      within: Db = db,
    ): Promise<OperatorAccount> {
      const allowedCidrs = normaliseCidrs(input.allowedCidrs);
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await within.transaction(async (tx) => {
          const { customRoleName, ...role } = await resolveChoice(tx, merchantId, input.role);
          const operator = await insertOperatorAccount(tx, {
            merchantId,
            username: input.username,
            displayName: input.displayName,
            ...role,
            status: 'active',
            passwordHash,
            mustChangePassword: true,
            allowedCidrs,
          });
          const created: OperatorWithRoleName = { operator, customRoleName };
          await deps.audit.record(tx, {
            merchantId,
            actor,
            action: 'operator.created',
            target: `operator:${operator.username}`,
            before: null,
            after: { displayName: operator.displayName, ...audited(created) },
          });
          return created;
        });
        return toAccount(row, null);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError('username_taken', { fields: [{ field: 'username', reason: 'username_taken' }] });
        }
        throw error;
      }
    },

    /** A built-in role or a custom role of the merchant (decision 0068); the last active owner stays one. */
    async setRole(merchantId: number, operatorId: number, choice: OperatorRoleChoice, actor: Actor) {
      return change(merchantId, operatorId, actor, 'operator.role', async (current, tx) => {
        const { customRoleName, ...role } = await resolveChoice(tx, merchantId, choice);
        await keepAnOwner(tx, merchantId, current, role.role === 'owner');
        return { patch: role, customRoleName };
      });
    },

    /** Deactivating ends the operator's sessions in the same transaction; its next call is refused. */
    async setStatus(merchantId: number, operatorId: number, status: 'active' | 'inactive', actor: Actor) {
      return change(
        merchantId,
        operatorId,
        actor,
        'operator.status',
        async (current, tx) => {
          await keepAnOwner(tx, merchantId, current, status === 'active');
          return { patch: { status } };
        },
        async (row, tx) => {
          if (row.status === 'inactive') await revokeOperatorSessions(tx, row.id);
        },
      );
    },

    /** A temporary password the operator changes at its next sign-in; its sessions end. */
    async resetPassword(merchantId: number, operatorId: number, password: string, actor: Actor) {
      if (operatorId === actor.id) throw new DomainError('operator_self_change');
      const passwordHash = await hashPassword(password);
      return change(
        merchantId,
        operatorId,
        actor,
        'operator.password.reset',
        async () => ({ patch: { passwordHash, mustChangePassword: true } }),
        async (row, tx) => revokeOperatorSessions(tx, row.id),
      );
    },

    async setAllowedCidrs(merchantId: number, operatorId: number, cidrs: readonly string[], actor: Actor) {
      const allowedCidrs = normaliseCidrs(cidrs);
      return change(merchantId, operatorId, actor, 'operator.allowed_ips', async () => ({ patch: { allowedCidrs } }));
    },
  };
}

export type OperatorAccountService = ReturnType<typeof createOperatorAccountService>;
