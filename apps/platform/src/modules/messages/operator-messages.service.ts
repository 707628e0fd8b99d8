import {
  DomainError,
  type FieldError,
  type MessageAudience,
  type OperatorMessage,
  type sendOperatorMessage,
} from '@ficha/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { OperatorMessageRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import { notifyMembers } from '../realtime/realtime-channel.ts';
import { contactableMemberSql } from '../responsible-gaming/responsible-gaming.service.ts';
import {
  audienceSql,
  claimDueMessage,
  countAudience,
  deliverToAudience,
  findAgentPath,
  findOperatorMessage,
  findOperatorMessageView,
  insertOperatorMessage,
  listMemberMessages,
  listOperatorMessages,
  listRecipients,
  markCancelled,
  markSent,
  memberInMerchant,
  tagInUse,
  unknownUsernames,
  vipRankExists,
} from './operator-messages.queries.ts';

type SendInput = z.output<(typeof sendOperatorMessage)['request']>;

function toWire(row: { message: OperatorMessageRow; operator: string; readCount: number }): OperatorMessage {
  const m = row.message;
  return {
    id: m.id,
    subject: m.subject,
    body: m.body,
    audience: m.audience,
    status: m.status,
    sendAt: m.sendAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    sentBy: row.operator,
    recipients: m.recipients,
    readCount: Number(row.readCount),
    createdAt: m.createdAt.toISOString(),
  };
}

const fieldError = (field: string, reason: string, params?: FieldError['params']): DomainError =>
  new DomainError('request_param_err', { fields: [{ field, reason, ...(params ? { params } : {}) }] });

/**
 * Operator messages (decision 0064): composed in the console for an audience, stored first and then delivered
 * (now, or by the sending job at `sendAt`) as one member message per recipient. Delivery runs in one transaction
 * under the message's row lock and inserts at most one member message per member, so a send run twice — two
 * instances, or a retry after a crash — delivers once. The audience is resolved at delivery, in the message's
 * merchant, leaving out members under a time-out or self-exclusion. `now` is the clock (tests).
 */
export function createOperatorMessageService(db: Db, deps: { audit: AuditService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  /** Refuses an audience naming what the merchant does not have (field errors under `audience.`). */
  async function checkAudience(merchantId: number, audience: MessageAudience): Promise<void> {
    switch (audience.kind) {
      case 'player':
        if ((await unknownUsernames(db, merchantId, [audience.username])).length > 0)
          throw fieldError('audience.username', 'player_unknown');
        return;
      case 'list': {
        const unknown = await unknownUsernames(db, merchantId, audience.usernames);
        if (unknown.length > 0)
          throw fieldError('audience.usernames', 'unknown_usernames', { usernames: unknown.join(', ') });
        return;
      }
      case 'tag':
        if (!(await tagInUse(db, merchantId, audience.tag))) throw fieldError('audience.tag', 'tag_unknown');
        return;
      case 'vipRank':
        if (!(await vipRankExists(db, merchantId, audience.level)))
          throw fieldError('audience.level', 'vip_rank_unknown');
        return;
      case 'agent':
        if ((await findAgentPath(db, merchantId, audience.agentUsername)) === null)
          throw fieldError('audience.agentUsername', 'agent_unknown');
        return;
      case 'inactive':
      case 'everyone':
        return;
    }
  }

  /** The audience's SQL condition; `handle` is the caller's transaction when it has one (one connection on PGlite). */
  async function resolvedAudience(handle: Db, merchantId: number, audience: MessageAudience, at: Date) {
    const agentPath =
      audience.kind === 'agent' ? await findAgentPath(handle, merchantId, audience.agentUsername) : null;
    return audienceSql(audience, at, agentPath);
  }

  async function view(merchantId: number, id: number): Promise<OperatorMessage> {
    const row = await findOperatorMessageView(db, merchantId, id);
    if (!row) throw new DomainError('not_found');
    return toWire(row);
  }

  /** Delivers one scheduled, due message in its own transaction; false when it is not (or no longer) due. */
  async function deliver(claim: (tx: Db) => Promise<OperatorMessageRow | undefined>): Promise<boolean> {
    return db.transaction(async (tx) => {
      const message = await claim(tx);
      const at = now();
      if (!message || message.status !== 'scheduled' || message.sendAt > at) return false;
      const audience = await resolvedAudience(tx, message.merchantId, message.audience, at);
      const reached = await deliverToAudience(tx, message, audience, contactableMemberSql(at));
      await notifyMembers(tx, message.merchantId, reached, { type: 'notice', key: 'info_new_mail', at });
      await markSent(tx, message.id, at);
      return true;
    });
  }

  return {
    /**
     * An audience checked (field errors under `audience.`) and resolved to its SQL condition on a member aliased
     * `mm`, for another module that reaches the same audiences (issued promotions, decision 0077). Checked on the
     * pool, resolved on `handle` (the caller's transaction on PGlite's one connection).
     */
    async audienceCondition(handle: Db, merchantId: number, audience: MessageAudience) {
      await checkAudience(merchantId, audience);
      return resolvedAudience(handle, merchantId, audience, now());
    },

    /** How many members the audience reaches now, and how many it leaves out for responsible gaming. */
    async preview(merchantId: number, audience: MessageAudience) {
      await checkAudience(merchantId, audience);
      const at = now();
      const { total, reachable } = await countAudience(
        db,
        merchantId,
        await resolvedAudience(db, merchantId, audience, at),
        contactableMemberSql(at),
      );
      return { recipients: reachable, excluded: total - reachable };
    },

    /** Stores the message (audited) and, unless it is for later, delivers it at once. */
    async send(merchantId: number, actor: Actor, input: SendInput): Promise<OperatorMessage> {
      const at = now();
      const sendAt = input.sendAt === undefined ? at : new Date(input.sendAt);
      if (sendAt < at) throw fieldError('sendAt', 'send_at_past');
      await checkAudience(merchantId, input.audience);
      const message = await db.transaction(async (tx) => {
        const row = await insertOperatorMessage(tx, {
          merchantId,
          operatorId: actor.id,
          subject: input.subject,
          body: input.body,
          audience: input.audience,
          status: 'scheduled',
          sendAt,
        });
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'message.compose',
          target: `message:${row.id}`,
          before: null,
          after: { subject: input.subject, audience: input.audience, sendAt: sendAt.toISOString() },
        });
        return row;
      });
      // A crash between the two leaves a scheduled, due message: the sending job delivers it.
      if (input.sendAt === undefined) await deliver((tx) => findOperatorMessage(tx, merchantId, message.id, true));
      return view(merchantId, message.id);
    },

    /** Delivers every scheduled message that is due (the sending job); answers how many it sent. */
    async sendDue(): Promise<number> {
      let sent = 0;
      while (await deliver((tx) => claimDueMessage(tx, now()))) sent++;
      return sent;
    },

    async list(
      merchantId: number,
      q: { status?: OperatorMessage['status'] | undefined; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await listOperatorMessages(db, {
        merchantId,
        status: q.status,
        offset: (q.pageNo - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { list: rows.map(toWire), pageNo: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) };
    },

    /** One message and a page of its recipients with when each read it. */
    async detail(merchantId: number, q: { id: number; pageNo: number; pageSize: number }) {
      const message = await view(merchantId, q.id);
      const { rows, total } = await listRecipients(db, q.id, (q.pageNo - 1) * q.pageSize, q.pageSize);
      return {
        message,
        recipients: rows.map((r) => ({
          memberId: r.memberId,
          username: r.username,
          readAt: r.readAt?.toISOString() ?? null,
        })),
        pageNo: q.pageNo,
        totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
      };
    },

    /** What one player of the merchant was sent, one page, newest first (player 360); another's player: not found. */
    async ofPlayer(merchantId: number, q: { memberId: number; pageNo: number; pageSize: number }) {
      if (!(await memberInMerchant(db, merchantId, q.memberId))) throw new DomainError('not_found');
      const { rows, total } = await listMemberMessages(db, q.memberId, (q.pageNo - 1) * q.pageSize, q.pageSize);
      return {
        list: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          subject: r.subject,
          sentAt: r.createdAt.toISOString(),
          readAt: r.readAt?.toISOString() ?? null,
          sender: r.composer ?? r.answerer ?? null,
        })),
        pageNo: q.pageNo,
        totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
      };
    },

    /** Cancels a scheduled message before it is sent (audited); a sent or cancelled one is a conflict. */
    async cancel(merchantId: number, actor: Actor, id: number): Promise<OperatorMessage> {
      await db.transaction(async (tx) => {
        const message = await findOperatorMessage(tx, merchantId, id, true);
        if (!message) throw new DomainError('not_found');
        if (message.status !== 'scheduled') throw new DomainError('conflict');
        await markCancelled(tx, id, actor.id, now());
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'message.cancel',
          target: `message:${id}`,
          before: { status: 'scheduled' },
          after: { status: 'cancelled' },
        });
      });
      return view(merchantId, id);
    },
  };
}

export type OperatorMessageService = ReturnType<typeof createOperatorMessageService>;
