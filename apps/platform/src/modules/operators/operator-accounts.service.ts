import { DomainError, type OperatorAccount, type OperatorRole } from '@ficha/contract';
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
} from './operator-accounts.queries.ts';

export interface NewOperatorAccount {
  username: string;
  displayName: string;
  role: OperatorRole;
  password: string;
  allowedCidrs: readonly string[];
}

function isoOf(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toAccount(row: OperatorRow, lastSignInAt: Date | string | null | undefined): OperatorAccount {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    status: row.status,
    totpEnabled: row.totpEnabled,
    mustChangePassword: row.mustChangePassword,
    allowedCidrs: row.allowedCidrs,
    lastSignInAt: isoOf(lastSignInAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit keeps of an operator: never its password hash or second-factor secrets. */
function audited(row: OperatorRow) {
  return {
    role: row.role,
    status: row.status,
    mustChangePassword: row.mustChangePassword,
    allowedCidrs: row.allowedCidrs,
  };
}

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
    decide: (current: OperatorRow, tx: Db) => Promise<OperatorAccountPatch>,
    after?: (updated: OperatorRow, tx: Db) => Promise<void>,
  ): Promise<OperatorAccount> {
    if (operatorId === actor.id) throw new DomainError('operator_self_change');
    const updated = await db.transaction(async (tx) => {
      const current = await lockOperatorAccount(tx, merchantId, operatorId);
      if (!current) throw new DomainError('not_found');
      const patch = await decide(current, tx);
      const row = await updateOperatorAccount(tx, merchantId, operatorId, patch);
      await after?.(row, tx);
      await deps.audit.record(tx, {
        merchantId,
        actor,
        action,
        target: `operator:${row.username}`,
        before: audited(current),
        after: audited(row),
      });
      return row;
    });
    return toAccount(updated, await lastSignInOf(db, updated.id));
  }

  /** The merchant must keep an active owner: demoting or deactivating the last one is refused. */
  async function keepAnOwner(tx: Db, merchantId: number, current: OperatorRow, stillOwner: boolean) {
    if (current.role !== 'owner' || current.status !== 'active' || stillOwner) return;
    if ((await countOtherActiveOwners(tx, merchantId, current.id)) === 0) {
      throw new DomainError('operator_last_owner');
    }
  }

  return {
    async list(merchantId: number): Promise<OperatorAccount[]> {
      const rows = await listOperatorAccountRows(db, merchantId);
      return rows.map((r) => toAccount(r.operator, r.lastSignInAt));
    },

    /** A new operator whose initial password must be changed at its first sign-in. */
    async create(merchantId: number, input: NewOperatorAccount, actor: Actor): Promise<OperatorAccount> {
      const allowedCidrs = normaliseCidrs(input.allowedCidrs);
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await db.transaction(async (tx) => {
          const created = await insertOperatorAccount(tx, {
            merchantId,
            username: input.username,
            displayName: input.displayName,
            role: input.role,
            status: 'active',
            passwordHash,
            mustChangePassword: true,
            allowedCidrs,
          });
          await deps.audit.record(tx, {
            merchantId,
            actor,
            action: 'operator.created',
            target: `operator:${created.username}`,
            before: null,
            after: { displayName: created.displayName, ...audited(created) },
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

    async setRole(merchantId: number, operatorId: number, role: OperatorRole, actor: Actor) {
      return change(merchantId, operatorId, actor, 'operator.role', async (current, tx) => {
        await keepAnOwner(tx, merchantId, current, role === 'owner');
        return { role };
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
          return { status };
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
        async () => ({ passwordHash, mustChangePassword: true }),
        async (row, tx) => revokeOperatorSessions(tx, row.id),
      );
    },

    async setAllowedCidrs(merchantId: number, operatorId: number, cidrs: readonly string[], actor: Actor) {
      const allowedCidrs = normaliseCidrs(cidrs);
      return change(merchantId, operatorId, actor, 'operator.allowed_ips', async () => ({ allowedCidrs }));
    },
  };
}

export type OperatorAccountService = ReturnType<typeof createOperatorAccountService>;
