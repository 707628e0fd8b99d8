import { toWireMoney, type Player360 } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { addDays, localDayOf } from '../agent-reports/report-periods.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import type { ConsoleMemberService } from '../members/console-members.service.ts';
import {
  accountAudit,
  insertNote,
  listNotes,
  listTags,
  playerDays,
  playerTotals,
  replaceTags,
  sharedIpAccounts,
} from './player-360.queries.ts';

const money = (minor: string) => toWireMoney(BigInt(minor));

/**
 * The player 360 page's own data (decision 0051): play and money per merchant-local day from the per-member day
 * rows the fold keeps, shared IPs, notes, tags and the account's audit trail. `now` is the clock (tests).
 */
export function createPlayer360Service(
  db: Db,
  deps: { audit: AuditService; members: ConsoleMemberService; merchants: MerchantService; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

  async function notesOf(memberId: number) {
    return (await listNotes(db, memberId)).map((n) => ({
      id: n.note.id,
      operator: n.operator,
      body: n.note.body,
      createdAt: n.note.createdAt.toISOString(),
    }));
  }

  return {
    async view(merchantId: number, memberId: number, days: number): Promise<Player360> {
      const member = await deps.members.member(merchantId, memberId);
      const merchant = await deps.merchants.byId(merchantId);
      const fromDay = addDays(localDayOf(now(), merchant.timeZone), -(days - 1));
      const [dayRows, totals, shared, notes, tags, audit] = await Promise.all([
        playerDays(db, merchantId, memberId, fromDay),
        playerTotals(db, merchantId, memberId),
        sharedIpAccounts(db, merchantId, memberId),
        notesOf(memberId),
        listTags(db, memberId),
        accountAudit(db, merchantId, member),
      ]);
      const byIp = new Map<string, Array<{ id: number; username: string }>>();
      for (const row of shared) byIp.set(row.ip, [...(byIp.get(row.ip) ?? []), { id: row.id, username: row.username }]);
      return {
        days: dayRows.map((d) => ({
          day: d.day,
          bets: money(d.bets),
          wins: money(d.wins),
          deposits: money(d.deposits),
          withdrawals: money(d.withdrawals),
          rounds: Number(d.rounds),
        })),
        totals: {
          bets: money(totals.bets),
          wins: money(totals.wins),
          deposits: money(totals.deposits),
          withdrawals: money(totals.withdrawals),
        },
        sharedIps: [...byIp].map(([ip, accounts]) => ({ ip, accounts })),
        notes,
        tags,
        audit: audit.map((a) => ({
          id: a.id,
          actor: a.actorName,
          action: a.action,
          before: a.before,
          after: a.after,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },

    async addNote(merchantId: number, memberId: number, body: string, actor: Actor) {
      const member = await deps.members.member(merchantId, memberId);
      await db.transaction(async (tx) => {
        await insertNote(tx, { merchantId, memberId, operatorId: actor.id, body });
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'member.note',
          target: `member:${member.username}`,
          before: null,
          after: { note: body },
        });
      });
      return { notes: await notesOf(memberId) };
    },

    async setTags(merchantId: number, memberId: number, tags: readonly string[], actor: Actor) {
      const member = await deps.members.member(merchantId, memberId);
      const unique = [...new Set(tags)].sort();
      await db.transaction(async (tx) => {
        const before = await listTags(tx, memberId);
        await replaceTags(tx, merchantId, memberId, unique);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'member.tags',
          target: `member:${member.username}`,
          before: { tags: before },
          after: { tags: unique },
        });
      });
      return { tags: unique };
    },
  };
}

export type Player360Service = ReturnType<typeof createPlayer360Service>;
