import type { Db } from '../../db/database.ts';
import { insertAuditRow, listAuditRows } from './audit.queries.ts';

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

    async list(merchantId: number, pageNo: number, pageSize: number, actionPrefixes: readonly string[] = []) {
      const { rows, total } = await listAuditRows(db, merchantId, (pageNo - 1) * pageSize, pageSize, actionPrefixes);
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
