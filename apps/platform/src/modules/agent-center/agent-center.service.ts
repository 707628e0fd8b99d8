import {
  DomainError,
  type AgentReportPeriod,
  toWireMoney,
  type LanguageCode,
  validateField,
  type TeamMemberRow,
  type TeamSortKey,
} from '@ficha/contract';
import { isUniqueViolation } from '@ficha/server-kit';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { hashPassword } from '../../security/passwords.ts';
import type { AgentReportService } from '../agent-reports/agent-reports.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { ConsoleMemberService } from '../members/console-members.service.ts';
import { newMemberCode } from '../members/member-codes.ts';
import { isAgent, isTrial } from '../members/member-roles.ts';
import { findMemberByUsername, insertMember, placeUnderUpline, updateMember } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import type { RateLimiter } from '../rate-limits/rate-limits.service.ts';
import { findTeamRow, listSignupRows, listTeamRows } from './agent-center.queries.ts';
import { maskEmail, maskMobile } from './contact-masking.ts';

/** Where a request comes from: the host it was sent to (links on that host keep its scheme and port) and the IP. */
export interface AgentRequestOrigin {
  protocol: string;
  host: string;
  ip: string;
}

/**
 * The member types an agent may create directly: a player (0) or a sub-agent of any agent type of the merchant
 * but the first, which is the top of a tree (SPEC §3: agent user types 1, 2, 41, 42).
 */
export function downlineTypesOf(merchant: Merchant): number[] {
  return [0, ...merchant.agentTypes.slice(1)];
}

const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The agent center (SPEC §2.7, decision 0038): register center and team management, always inside the calling
 * agent's subtree (its ancestor path: one index range, no recursive walk) on its own merchant. A member outside
 * the subtree is refused exactly like one that does not exist (`not_downline`), so nothing leaks.
 */
export function createAgentCenterService(
  db: Db,
  deps: {
    merchants: MerchantService;
    members: ConsoleMemberService;
    audit: AuditService;
    rateLimiter: RateLimiter;
    content: ContentService;
    /** The agent reports: the team list's period and its money columns are theirs (decision 0039). */
    reports: Pick<AgentReportService, 'period'>;
  },
) {
  function requireAgent(merchant: Merchant, agent: MemberRow) {
    // spec: §6 — agent actions of a trial account are refused with 'need a true account'.
    if (isTrial(agent, merchant)) throw new DomainError('in_need_true_account');
    if (!isAgent(agent, merchant)) throw new DomainError('error_not_agent');
  }

  const scopeOf = (merchant: Merchant, agent: MemberRow) => ({
    merchantId: merchant.id,
    currency: merchant.currency,
    agentPath: agent.ancestorPath,
    agentId: agent.id,
  });

  const notDownline = (field = 'memberId') =>
    new DomainError('not_downline', { fields: [{ field, reason: 'not_downline' }] });

  async function subtreeMember(merchant: Merchant, agent: MemberRow, memberId: number) {
    const row = await findTeamRow(db, scopeOf(merchant, agent), memberId);
    if (!row) throw notDownline();
    return row;
  }

  async function directDownline(merchant: Merchant, agent: MemberRow, memberId: number) {
    const row = await subtreeMember(merchant, agent, memberId);
    if (row.member.uplineId !== agent.id)
      throw new DomainError('forbidden', { fields: [{ field: 'memberId', reason: 'not_downline' }] });
    return row.member;
  }

  function toTeamRow(
    merchant: Merchant,
    agent: MemberRow,
    row: Awaited<ReturnType<typeof findTeamRow>> & object,
  ): TeamMemberRow {
    const agentDepth = agent.ancestorPath.split('/').filter(Boolean).length;
    return {
      id: row.member.id,
      username: row.member.username,
      nickname: row.member.nickname,
      type: row.member.type,
      isAgent: isAgent(row.member, merchant),
      level: Number(row.depth) - agentDepth,
      status: row.member.status,
      registeredAt: row.member.createdAt.toISOString(),
      lastLoginAt: row.member.lastLoginAt?.toISOString() ?? null,
      balance: toWireMoney(BigInt(row.balance)),
      directCount: Number(row.directCount),
    };
  }

  const agentActor = (agent: MemberRow, ip: string): Actor => ({
    type: 'agent',
    id: agent.id,
    name: agent.username,
    ip,
  });

  return {
    async announcements(merchant: Merchant, agent: MemberRow, language: LanguageCode) {
      requireAgent(merchant, agent);
      return { list: await deps.content.agentAnnouncements(merchant, language) };
    },

    async registerCenter(merchant: Merchant, agent: MemberRow, origin: AgentRequestOrigin) {
      requireAgent(merchant, agent);
      let code = agent.invitationCode;
      if (!code) {
        code = newMemberCode();
        await updateMember(db, merchant.id, agent.id, { invitationCode: code });
      }
      const domains = await deps.merchants.domainRoutes(merchant);
      const requestHost = origin.host.toLowerCase();
      const query = new URLSearchParams({ affiliateCode: code }).toString();
      const links = domains.map(({ domain }) => {
        const base =
          requestHost.replace(/:\d+$/, '') === domain ? `${origin.protocol}://${requestHost}` : `https://${domain}`;
        return { domain, url: `${base}/register?${query}` };
      });
      return { invitationCode: code, links, downlineTypes: downlineTypesOf(merchant) };
    },

    async createDownline(
      merchant: Merchant,
      agent: MemberRow,
      input: { username: string; password: string; type: number },
      origin: AgentRequestOrigin,
    ) {
      requireAgent(merchant, agent);
      if (!downlineTypesOf(merchant).includes(input.type)) {
        throw new DomainError('request_param_err', { fields: [{ field: 'type', reason: 'invalid' }] });
      }
      await deps.rateLimiter.consume(`agent-create:${merchant.id}:${agent.id}`, { limit: 60, windowMs: 60 * 60_000 });
      const rules = await deps.merchants.registrationRules(merchant);
      const problems = [
        validateField('username', { ...rules.username, enabled: true, required: true }, input.username),
        validateField('password', { ...rules.password, enabled: true, required: true }, input.password),
      ].filter((problem) => problem !== null);
      if (problems.length > 0) throw new DomainError('request_param_err', { fields: problems });
      const taken = () =>
        new DomainError('username_taken', { fields: [{ field: 'username', reason: 'username_taken' }] });
      if (await findMemberByUsername(db, merchant.id, input.username)) throw taken();
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const member = await insertMember(tx, {
            merchantId: merchant.id,
            username: input.username,
            passwordHash,
            nickname: input.username,
            type: input.type,
            uplineId: agent.id,
            ancestorPath: '/',
            language: agent.language,
            status: 'active',
            mustChangePassword: true,
            referralCode: newMemberCode(),
            invitationCode: isAgent({ type: input.type }, merchant) ? newMemberCode() : null,
          });
          await placeUnderUpline(tx, merchant.id, member.id, agent.id);
          await deps.audit.record(tx, {
            merchantId: merchant.id,
            actor: agentActor(agent, origin.ip),
            action: 'agent.downline.create',
            target: `member:${member.username}`,
            before: null,
            after: { type: input.type, upline: agent.username, mustChangePassword: true },
          });
          return { id: member.id, username: member.username, type: member.type };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    async signups(merchant: Merchant, agent: MemberRow, pageNo: number, pageSize: number) {
      requireAgent(merchant, agent);
      const { rows, total } = await listSignupRows(db, merchant.id, agent.id, (pageNo - 1) * pageSize, pageSize);
      return {
        list: rows.map((m) => ({
          id: m.id,
          username: m.username,
          type: m.type,
          registeredAt: m.createdAt.toISOString(),
          registerUrl: m.registerUrl,
          lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
        })),
        pageNo,
        totalPages: pageCount(total, pageSize),
        total,
      };
    },

    async team(
      merchant: Merchant,
      agent: MemberRow,
      input: {
        query?: string | undefined;
        parentId?: number | undefined;
        sort: TeamSortKey;
        order: 'asc' | 'desc';
        period: AgentReportPeriod;
        startDate?: string | undefined;
        endDate?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      requireAgent(merchant, agent);
      const { range, period } = deps.reports.period(merchant, input);
      // The tree view opens the agent itself or a member of its subtree, never one above or beside it.
      if (input.parentId !== undefined && input.parentId !== agent.id) {
        await subtreeMember(merchant, agent, input.parentId).catch(() => {
          throw notDownline('parentId');
        });
      }
      const { rows, total } = await listTeamRows(db, {
        ...scopeOf(merchant, agent),
        parentId: input.parentId,
        search: input.query || undefined,
        sort: input.sort,
        order: input.order,
        period: range,
        offset: (input.pageNo - 1) * input.pageSize,
        limit: input.pageSize,
      });
      return {
        period,
        list: rows.map((row) => ({
          ...toTeamRow(merchant, agent, row),
          deposits: toWireMoney(BigInt(row.deposits)),
          validBets: toWireMoney(BigInt(row.validBets)),
          profit: toWireMoney(BigInt(row.profit)),
        })),
        pageNo: input.pageNo,
        totalPages: pageCount(total, input.pageSize),
        total,
      };
    },

    async member(merchant: Merchant, agent: MemberRow, memberId: number) {
      requireAgent(merchant, agent);
      const row = await subtreeMember(merchant, agent, memberId);
      const member = row.member;
      const pathIds = member.ancestorPath
        .slice(agent.ancestorPath.length)
        .split('/')
        .filter(Boolean)
        .map(Number)
        .filter((id) => id !== member.id);
      const path = await Promise.all(
        pathIds.map(async (id) => (await findTeamRow(db, scopeOf(merchant, agent), id))?.member.username ?? `#${id}`),
      );
      const isDirect = member.uplineId === agent.id;
      return {
        ...toTeamRow(merchant, agent, row),
        email: maskEmail(member.email),
        mobileNum: maskMobile(member.mobileNum, member.countryDialingCode),
        path,
        isDirect,
        mustChangePassword: member.mustChangePassword,
        mayLock: isDirect && merchant.agentsMayLockDownline,
        mayResetPassword: isDirect,
      };
    },

    async setStatus(merchant: Merchant, agent: MemberRow, memberId: number, status: 'active' | 'locked', ip: string) {
      requireAgent(merchant, agent);
      if (!merchant.agentsMayLockDownline) throw new DomainError('function.not.available');
      await directDownline(merchant, agent, memberId);
      return deps.members.setStatus(merchant.id, memberId, status, agentActor(agent, ip));
    },

    async resetPassword(merchant: Merchant, agent: MemberRow, memberId: number, ip: string) {
      requireAgent(merchant, agent);
      await directDownline(merchant, agent, memberId);
      await deps.rateLimiter.consume(`agent-reset:${merchant.id}:${agent.id}`, { limit: 30, windowMs: 60 * 60_000 });
      return deps.members.resetPassword(merchant.id, memberId, agentActor(agent, ip));
    },
  };
}

export type AgentCenterService = ReturnType<typeof createAgentCenterService>;
