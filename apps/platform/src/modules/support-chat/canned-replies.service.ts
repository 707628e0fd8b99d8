import { DomainError, type CannedReply } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import {
  countCannedReplies,
  deleteCannedReplyRow,
  insertCannedReply,
  listCannedReplyRows,
  updateCannedReplyRow,
} from './support-chat.queries.ts';

/** Canned replies a merchant may keep. */
export const cannedReplyLimit = 200;

const toCannedReply = (row: { id: number; title: string; body: string }): CannedReply => ({
  id: row.id,
  title: row.title,
  text: row.body,
});

/** The merchant's canned replies for the support inbox, edited in the console; every change audited. */
export function createCannedReplyService(db: Db, deps: { audit: AuditService }) {
  const audited = (
    merchantId: number,
    actor: Actor,
    action: string,
    id: number,
    before: object | null,
    after: object | null,
  ) => deps.audit.record(db, { merchantId, actor, action, target: `canned-reply:${id}`, before, after });

  return {
    async list(merchantId: number): Promise<CannedReply[]> {
      return (await listCannedReplyRows(db, merchantId)).map(toCannedReply);
    },

    async create(merchantId: number, actor: Actor, input: { title: string; text: string }) {
      if ((await countCannedReplies(db, merchantId)) >= cannedReplyLimit) throw new DomainError('conflict');
      const row = await insertCannedReply(db, { merchantId, title: input.title, body: input.text });
      await audited(merchantId, actor, 'support.canned_reply.create', row.id, null, input);
      return toCannedReply(row);
    },

    async update(merchantId: number, actor: Actor, id: number, input: { title: string; text: string }) {
      const row = await updateCannedReplyRow(db, merchantId, id, { title: input.title, body: input.text });
      if (!row) throw new DomainError('not_found');
      await audited(merchantId, actor, 'support.canned_reply.update', id, null, input);
      return toCannedReply(row);
    },

    async remove(merchantId: number, actor: Actor, id: number) {
      const row = await deleteCannedReplyRow(db, merchantId, id);
      if (!row) throw new DomainError('not_found');
      await audited(merchantId, actor, 'support.canned_reply.delete', id, toCannedReply(row), null);
      return { id };
    },
  };
}

export type CannedReplyService = ReturnType<typeof createCannedReplyService>;
