import {
  DomainError,
  loosenedFields,
  toWireMoney,
  type ProtectedSettingsKind,
  type ProtectionChange,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { ProtectionChangeRow } from '../../db/schema/index.ts';
import type { AuditEntry, AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import {
  closeChange,
  countOtherActiveOwners,
  findDueChanges,
  findPendingChange,
  insertPendingChange,
  listChangeRows,
  lockChange,
  type ProtectionChangeStatus,
} from './protection-changes.queries.ts';

/** Settings in wire units (money as numbers with 2 decimals), as they are stored in a pending change. */
export type WireSettings = Record<string, number>;

/** How the module owning a kind of protected settings reads, checks and writes them. */
export interface ProtectedSettings {
  current(merchantId: number, tx?: Db): Promise<WireSettings>;
  /** Refuses (DomainError) a change that can't apply to the current settings, e.g. a minimum above the maximum. */
  check(merchantId: number, change: WireSettings, tx?: Db): Promise<void>;
  /** Writes the change and its audit row inside `tx`. */
  apply(tx: Db, merchantId: number, change: WireSettings, actor: AuditEntry['actor']): Promise<void>;
}

/** The actor of a change that took effect when its delay ran out. */
const delayActor = { type: 'system', id: null, name: 'protection-delay', ip: null } as const;

function toWire(row: ProtectionChangeRow): ProtectionChange {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    change: row.change,
    before: row.before,
    proposedBy: row.proposedByName,
    proposedAt: row.proposedAt.toISOString(),
    effectiveAt: row.effectiveAt?.toISOString() ?? null,
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Changes to the protections of money (decision 0019). Who may change them at all is the permission matrix's
 * business (owners); this service decides whether a change applies at once (it raises or keeps every protection)
 * or waits: for a second owner's approval, or — when the merchant has no other active owner — until `delayMs`
 * has passed, during which any owner can cancel it. Every step is audited in its transaction.
 */
export function createProtectionChangeService(
  db: Db,
  deps: {
    audit: AuditService;
    settings: Record<ProtectedSettingsKind, ProtectedSettings>;
    delayMs: number;
    now: () => Date;
  },
) {
  /** Closes a pending change and audits it, inside the caller's transaction. */
  async function close(
    tx: Db,
    row: ProtectionChangeRow,
    status: 'applied' | 'cancelled',
    actor: AuditEntry['actor'],
    action: string,
    detail: Record<string, unknown> = {},
  ) {
    await deps.audit.record(tx, {
      merchantId: row.merchantId,
      actor,
      action,
      target: row.kind,
      before: { changeId: row.id, status: row.status },
      after: { changeId: row.id, status, change: row.change, ...detail },
    });
    return closeChange(tx, row.id, { status, decidedBy: actor.id, decidedByName: actor.name, decidedAt: deps.now() });
  }

  /** Cancels a change that no longer fits the settings (a minimum now above the maximum) when its time comes. */
  async function voidChange(merchantId: number, changeId: number, reason: string): Promise<false> {
    await db.transaction(async (tx) => {
      const row = await lockChange(tx, merchantId, changeId);
      if (row?.status === 'pending')
        await close(tx, row, 'cancelled', delayActor, 'protection.change.void', { reason });
    });
    return false;
  }

  async function applyDue(): Promise<number> {
    let applied = 0;
    for (const due of await findDueChanges(db, deps.now())) {
      const done = await db
        .transaction(async (tx) => {
          const row = await lockChange(tx, due.merchantId, due.id);
          if (!row || row.status !== 'pending' || !row.effectiveAt || row.effectiveAt > deps.now()) return false;
          await deps.settings[row.kind].apply(tx, row.merchantId, row.change, delayActor);
          await close(tx, row, 'applied', delayActor, 'protection.change.apply');
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof DomainError) return voidChange(due.merchantId, due.id, error.code);
          throw error;
        });
      if (done) applied += 1;
    }
    return applied;
  }

  /** The pending change of a kind, due ones applied first so nothing overdue is ever shown as waiting. */
  async function pending(kind: ProtectedSettingsKind, merchantId: number): Promise<ProtectionChange | null> {
    await applyDue();
    const row = await findPendingChange(db, merchantId, kind);
    return row ? toWire(row) : null;
  }

  async function decide(merchantId: number, changeId: number, actor: Actor, decision: 'approve' | 'cancel') {
    const closed = await db.transaction(async (tx) => {
      const row = await lockChange(tx, merchantId, changeId);
      if (!row) throw new DomainError('not_found');
      if (row.status !== 'pending') throw new DomainError('conflict');
      if (decision === 'approve') {
        if (row.proposedBy === actor.id) throw new DomainError('protection_change_same_owner');
        await deps.settings[row.kind].apply(tx, merchantId, row.change, actor);
      }
      const status = decision === 'approve' ? 'applied' : 'cancelled';
      return close(tx, row, status, actor, `protection.change.${decision}`);
    });
    return toWire(closed);
  }

  return {
    applyDue,
    pending,

    /**
     * Changes protected settings: at once when no field loosens a protection; otherwise records a pending
     * change. Answers the kind's pending change afterwards (null when none waits).
     */
    async change(
      kind: ProtectedSettingsKind,
      merchantId: number,
      change: WireSettings,
      actor: Actor,
    ): Promise<ProtectionChange | null> {
      const handler = deps.settings[kind];
      const before = await handler.current(merchantId);
      const loosened = loosenedFields(kind, before, change);
      if (loosened.length === 0) {
        await db.transaction((tx) => handler.apply(tx, merchantId, change, actor));
        return pending(kind, merchantId);
      }
      await handler.check(merchantId, change);
      if (await findPendingChange(db, merchantId, kind)) throw new DomainError('protection_change_pending');
      const otherOwners = await countOtherActiveOwners(db, merchantId, actor.id);
      const now = deps.now();
      const effectiveAt = otherOwners > 0 ? null : new Date(now.getTime() + deps.delayMs);
      const created = await db.transaction(async (tx) => {
        const row = await insertPendingChange(tx, {
          merchantId,
          kind,
          status: 'pending',
          change,
          before,
          proposedBy: actor.id,
          proposedByName: actor.name,
          proposedAt: now,
          effectiveAt,
        });
        if (!row) throw new DomainError('protection_change_pending');
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'protection.change.propose',
          target: kind,
          before,
          after: { changeId: row.id, change, loosened, effectiveAt: effectiveAt?.toISOString() ?? null },
        });
        return row;
      });
      return toWire(created);
    },

    approve: (merchantId: number, changeId: number, actor: Actor) => decide(merchantId, changeId, actor, 'approve'),
    cancel: (merchantId: number, changeId: number, actor: Actor) => decide(merchantId, changeId, actor, 'cancel'),

    async list(merchantId: number, status: ProtectionChangeStatus | undefined, pageNo: number, pageSize: number) {
      await applyDue();
      const { rows, total } = await listChangeRows(db, merchantId, status, (pageNo - 1) * pageSize, pageSize);
      return { list: rows.map(toWire), pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
    },
  };
}

export type ProtectionChangeService = ReturnType<typeof createProtectionChangeService>;

/** A parsed settings change back in wire units (money in minor units → numbers with 2 decimals), unset fields left out. */
export function wireChange(input: Record<string, bigint | number | undefined>): WireSettings {
  const entries = Object.entries(input).flatMap(([field, value]) =>
    value === undefined ? [] : [[field, typeof value === 'bigint' ? toWireMoney(value) : value] as const],
  );
  return Object.fromEntries(entries);
}
