import type { Db } from '../../db/database.ts';
import { DomainError } from '@ficha/contract';
import { insertAuditRow, listAuditRows, type AuditFilter } from './audit.queries.ts';

export interface AuditEntry {
  merchantId: number;
  actor: { type: 'operator' | 'agent' | 'system'; id: number | null; name: string; ip: string | null };
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Audit rows are written by the caller's transaction (`db` is that transaction), so a change and its record land together. */
export function createAuditService(db: Db) {
  return {
    async record(tx: Db, entry: AuditEntry): Promise<void> {
      await insertAuditRow(tx, {
        merchantId: entry.merchantId,
        actorType: entry.actor.type,
        actorId: entry.actor.id,
        actorName: entry.actor.name,
        action: entry.action,
        target: entry.target,
        before: entry.before ?? null,
        after: entry.after ?? null,
        ip: entry.actor.ip,
      });
    },

    /** A page of the trail, newest first; `filter` keeps who, what and when (an end before its start: `date_range`). */
    async list(
      merchantId: number,
      pageNo: number,
      pageSize: number,
      actionPrefixes: readonly string[] = [],
      filter: AuditFilter = {},
    ) {
      if (filter.from && filter.to && filter.to.getTime() <= filter.from.getTime()) {
        throw new DomainError('request_param_err', { fields: [{ field: 'to', reason: 'date_range' }] });
      }
      const { rows, total } = await listAuditRows(
        db,
        merchantId,
        (pageNo - 1) * pageSize,
        pageSize,
        actionPrefixes,
        filter,
      );
      return {
        list: rows.map((r) => ({
          id: r.id,
          actor: r.actorName,
          action: r.action,
          target: r.target,
          before: r.before,
          after: r.after,
          createdAt: r.createdAt.toISOString(),
        })),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
