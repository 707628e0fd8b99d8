import { randomBytes } from 'node:crypto';
import { DomainError, toWireMoney } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { hashPassword } from '../../security/passwords.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { isAgent, isTopOfTreeType, isTrial } from './member-roles.ts';
import {
  findMemberById,
  findUsernames,
  hasDownline,
  listLoginRecords,
  lockMerchantTree,
  searchMemberRows,
  type MemberListFilter,
  updateMember,
} from './members.queries.ts';

function toRow(member: MemberRow, upline: string | null) {
  return {
    id: member.id,
    username: member.username,
    nickname: member.nickname,
    type: member.type,
    status: member.status,
    mobileNum: member.mobileNum ? `${member.countryDialingCode ?? ''}${member.mobileNum}` : null,
    email: member.email,
    upline,
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * Console member management, always inside the operator's merchant; every change audited in its transaction.
 * Reads happen before a transaction opens: PGlite has one connection, so a query outside the transaction
 * while it is open would wait forever.
 */
/** What a type gives a member: agent rights, trial limits, or neither (a player). */
const rightsOf = (member: Pick<MemberRow, 'type'>, merchant: Merchant) =>
  `${isAgent(member, merchant)}:${isTrial(member, merchant)}`;

export function createConsoleMemberService(
  db: Db,
  deps: { audit: AuditService; sessions: SessionService; merchants: MerchantService },
) {
  async function memberOfMerchant(merchantId: number, memberId: number) {
    const member = await findMemberById(db, merchantId, memberId);
    if (!member) throw new DomainError('not_found');
    return member;
  }

  return {
    /** A member of the merchant, or not_found (the player 360 page and the risk queue act on it). */
    member: memberOfMerchant,

    /** The member list with each wallet balance, searched and filtered (status, type, balance range). */
    async search(merchantId: number, filter: MemberListFilter, pageNo: number, pageSize: number) {
      const [merchant, { rows, total }] = await Promise.all([
        deps.merchants.byId(merchantId),
        searchMemberRows(
          db,
          merchantId,
          { ...filter, query: filter.query || undefined },
          (pageNo - 1) * pageSize,
          pageSize,
        ),
      ]);
      return {
        list: rows.map((r) => ({
          ...toRow(r.member, r.uplineName),
          balance: toWireMoney(BigInt(r.balanceMinor)),
          currency: merchant.currency,
        })),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    async detail(merchantId: number, memberId: number) {
      const member = await memberOfMerchant(merchantId, memberId);
      const ancestorIds = member.ancestorPath
        .split('/')
        .filter(Boolean)
        .map(Number)
        .filter((id) => id !== member.id);
      const [names, logins] = await Promise.all([
        findUsernames(db, merchantId, ancestorIds),
        listLoginRecords(db, member.id, 20),
      ]);
      const byId = new Map(names.map((n) => [n.id, n.username]));
      const ancestors = ancestorIds.map((id) => byId.get(id) ?? `#${id}`);
      return {
        ...toRow(member, ancestors.at(-1) ?? null),
        payeeName: member.payeeName,
        ancestors,
        mustChangePassword: member.mustChangePassword,
        totpEnabled: member.totpEnabled,
        logins: logins.map((r) => ({
          time: r.createdAt.toISOString(),
          ip: r.ip,
          country: r.country,
          device: r.userAgent,
          success: r.success,
          method: r.method,
        })),
      };
    },

    async setStatus(merchantId: number, memberId: number, status: 'active' | 'locked', actor: Actor) {
      const member = await memberOfMerchant(merchantId, memberId);
      await db.transaction(async (tx) => {
        await updateMember(tx, merchantId, memberId, { status });
        if (status === 'locked') await deps.sessions.revokeAll(tx, memberId);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'member.status',
          target: `member:${member.username}`,
          before: { status: member.status },
          after: { status },
        });
      });
      return { memberId, status };
    },

    /** A one-time password the member must change at the next sign-in; its sessions end. */
    async resetPassword(merchantId: number, memberId: number, actor: Actor) {
      const temporaryPassword = randomBytes(9).toString('base64url');
      const passwordHash = await hashPassword(temporaryPassword);
      const member = await memberOfMerchant(merchantId, memberId);
      await db.transaction(async (tx) => {
        await updateMember(tx, merchantId, memberId, {
          passwordHash,
          passwordChangedAt: new Date(),
          mustChangePassword: true,
        });
        await deps.sessions.revokeAll(tx, memberId);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'member.password.reset',
          target: `member:${member.username}`,
          before: null,
          after: { mustChangePassword: true },
        });
      });
      return { temporaryPassword };
    },

    /**
     * A type of the merchant (player 0, its agent types, its trial types; decision 0040). A member with a downline
     * stays an agent, the top-of-tree type has no upline, and the member's sessions end when its rights change.
     * Under the merchant's tree lock, so a move can't put a downline under a member that is becoming a player.
     */
    async setType(merchantId: number, memberId: number, type: number, actor: Actor) {
      const merchant = await deps.merchants.byId(merchantId);
      const refuse = (code: 'member_type_unknown' | 'member_has_downline' | 'tree_top_type') => new DomainError(code);
      if (type !== 0 && !isAgent({ type }, merchant) && !isTrial({ type }, merchant))
        throw refuse('member_type_unknown');
      await db.transaction(async (tx) => {
        await lockMerchantTree(tx, merchantId, 'exclusive');
        const member = await findMemberById(tx, merchantId, memberId);
        if (!member) throw new DomainError('not_found');
        if (isTopOfTreeType(type, merchant) && member.uplineId !== null) throw refuse('tree_top_type');
        if (!isAgent({ type }, merchant) && (await hasDownline(tx, merchantId, memberId)))
          throw refuse('member_has_downline');
        await updateMember(tx, merchantId, memberId, { type });
        const rightsChanged = rightsOf(member, merchant) !== rightsOf({ type }, merchant);
        if (rightsChanged) await deps.sessions.revokeAll(tx, memberId);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'member.type',
          target: `member:${member.username}`,
          before: { type: member.type },
          after: { type, sessionsEnded: rightsChanged },
        });
      });
      return { memberId, type };
    },
  };
}

export type ConsoleMemberService = ReturnType<typeof createConsoleMemberService>;
