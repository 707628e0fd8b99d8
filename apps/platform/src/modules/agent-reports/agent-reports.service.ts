import {
  DomainError,
  toWireMoney,
  type AgentReportPeriod,
  type LanguageCode,
  type TeamFigures,
  type TeamOverview,
  type WalletMovementKind,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import type { GameNames } from '../bet-records/bet-records.service.ts';
import { isAgent, isTrial } from '../members/member-roles.ts';
import { findMemberById } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import {
  findTeamMember,
  memberDays,
  memberLosses,
  smallTeamSize,
  teamBetAggregates,
  teamBetTotals,
  teamBets,
  teamDays,
  teamFigures,
  teamHoldings,
  teamMovements,
  teamSize,
  type StatSums,
  type Subtree,
  type TeamFigureRow,
} from './agent-reports.queries.ts';
import { daysOf, hoursOf, previousRange, reportRange, type LocalRange } from './report-periods.ts';
import { teamHours } from './team-hours.queries.ts';

interface PeriodInput {
  period: AgentReportPeriod;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

interface PageInput {
  pageNo: number;
  pageSize: number;
}

const money = (minor: string | bigint) => toWireMoney(BigInt(minor));
const timeText = (at: Date | string) => new Date(at).toISOString();

/** Money figures every report shares, from aggregate sums (profit = payouts − valid bets). */
function moneyFigures(sums: StatSums) {
  const bets = BigInt(sums.bets);
  const wins = BigInt(sums.wins);
  return {
    deposits: money(sums.deposits),
    withdrawals: money(sums.withdrawals),
    validBets: toWireMoney(bets),
    payouts: toWireMoney(wins),
    profit: toWireMoney(wins - bets),
    bonuses: money(sums.bonuses),
  };
}

function toTeamFigures(row: TeamFigureRow): TeamFigures {
  return {
    teamSize: row.team_size,
    directMembers: row.direct_members,
    indirectMembers: row.team_size - row.direct_members,
    signUps: row.sign_ups,
    firstDepositors: row.first_depositors,
    activePlayers: row.active_players,
    ...moneyFigures(row),
    adjustments: money(row.adjustments),
  };
}

const noSums: StatSums = {
  bets: '0',
  wins: '0',
  deposits: '0',
  withdrawals: '0',
  transfers_in: '0',
  transfers_out: '0',
  adjustments: '0',
  bonuses: '0',
};

const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The agent centre's reports (SPEC §2.7, decision 0037) and the console's per-agent summary. An agent reads only
 * its own subtree on its own merchant: a player is refused `error_not_agent`, a trial account
 * `in_need_true_account`, a username outside the subtree `not_downline`. Figures come from the per-agent period
 * aggregates the fold job keeps, by the path each member had at the money's time (decision 0039); my income from
 * the agent's own hourly rows; the bet list, and its totals under a status or game filter, from the bet records.
 */
export function createAgentReportService(
  db: Db,
  deps: { maxRangeDays: number; gameNames: GameNames; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

  function subtreeOf(merchant: Merchant, agent: MemberRow): Subtree {
    // spec: §6 — a trial account is refused agent actions with 'need a true account'; non-agents have no team.
    if (isTrial(agent, merchant)) throw new DomainError('in_need_true_account');
    if (!isAgent(agent, merchant) || agent.merchantId !== merchant.id) throw new DomainError('error_not_agent');
    return {
      merchantId: merchant.id,
      agentId: agent.id,
      path: agent.ancestorPath,
      depth: agent.ancestorPath.split('/').filter((id) => id !== '').length,
    };
  }

  function rangeOf(merchant: Merchant, input: PeriodInput): LocalRange {
    return reportRange(input, { timeZone: merchant.timeZone, now: now(), maxDays: deps.maxRangeDays });
  }

  const periodOf = (merchant: Merchant, input: PeriodInput, range: LocalRange) => ({
    period: input.period,
    from: range.firstDay,
    to: range.lastDay,
    timeZone: merchant.timeZone,
  });

  /** A username filter must name a member of the subtree; answers its id. */
  async function requireTeamMember(tree: Subtree, username: string | undefined): Promise<number | undefined> {
    if (username === undefined) return undefined;
    const member = await findTeamMember(db, tree, username);
    if (!member) throw new DomainError('not_downline');
    return Number(member.id);
  }

  async function overview(merchant: Merchant, agent: MemberRow, input: PeriodInput): Promise<TeamOverview> {
    const tree = subtreeOf(merchant, agent);
    const range = rangeOf(merchant, input);
    const previous = previousRange(range, merchant.timeZone);
    const hours = hoursOf(range, now());
    const [[figures, before], days, hourRows, holdings] = await Promise.all([
      teamFigures(db, tree, [range, previous]),
      teamDays(db, tree, range),
      hours.length === 0 ? [] : teamHours(db, tree, range.from, range.to),
      teamHoldings(db, tree),
    ]);
    const byDay = new Map(days.map((d) => [d.day, d]));
    const byHour = new Map(hourRows.map((h) => [timeText(h.hour), h]));
    return {
      agent: { id: agent.id, username: agent.username },
      period: periodOf(merchant, input, range),
      figures: toTeamFigures(figures),
      previous: { from: previous.firstDay, to: previous.lastDay, figures: toTeamFigures(before) },
      balances: money(holdings.balance),
      daily: daysOf(range).map((day) => {
        const d = byDay.get(day);
        return {
          day,
          signUps: d?.sign_ups ?? 0,
          firstDepositors: d?.first_depositors ?? 0,
          activePlayers: d?.active_players ?? 0,
          ...moneyFigures(d ?? noSums),
        };
      }),
      hourly: hours.map((at) => {
        const hour = at.toISOString();
        const h = byHour.get(hour);
        return { hour, activePlayers: h?.active_players ?? 0, ...moneyFigures(h ?? noSums) };
      }),
      asOf: holdings.foldedAt.toISOString(),
    };
  }

  return {
    teamOverview: overview,

    /** A period's range in the merchant's time zone (refusing bad dates) and how a report names it. */
    period(merchant: Merchant, input: PeriodInput) {
      const range = rangeOf(merchant, input);
      return { range, period: periodOf(merchant, input, range) };
    },

    /** The console's per-agent summary: the agent's own team overview, for an agent of the operator's merchant. */
    async agentSummary(merchant: Merchant, input: PeriodInput & { memberId: number }) {
      const agent = await findMemberById(db, merchant.id, input.memberId);
      if (!agent || !isAgent(agent, merchant)) throw new DomainError('not_found');
      return overview(merchant, agent, input);
    },

    async teamBetting(
      merchant: Merchant,
      agent: MemberRow,
      input: PeriodInput &
        PageInput & {
          username?: string | undefined;
          level?: number | undefined;
          gameType?: string | undefined;
          vendor?: string | undefined;
          gameCode?: string | undefined;
          status: 'all' | 'open' | 'settled' | 'cancelled';
        },
      language: LanguageCode,
    ) {
      const tree = subtreeOf(merchant, agent);
      const range = rangeOf(merchant, input);
      const [memberId, size] = await Promise.all([requireTeamMember(tree, input.username), teamSize(db, tree)]);
      const filter = {
        from: range.from,
        to: range.to,
        username: input.username,
        level: input.level,
        gameType: input.gameType,
        vendor: input.vendor,
        gameCode: input.gameCode,
        status: input.status === 'all' ? null : input.status,
      };
      // Without a round filter the totals are the aggregates' (rounds opened, the ledger's valid bets and payouts).
      const byRound = filter.status !== null || [filter.gameType, filter.vendor, filter.gameCode].some(Boolean);
      const page = {
        offset: (input.pageNo - 1) * input.pageSize,
        limit: input.pageSize,
        small: size <= smallTeamSize,
      };
      const [rows, totals, names] = await Promise.all([
        teamBets(db, tree, filter, page),
        byRound
          ? teamBetTotals(db, tree, filter)
          : teamBetAggregates(db, tree, { range, memberId, level: input.level }).then((a) => ({
              rounds: a.rounds,
              stake: a.bets,
              valid_bet: a.bets,
              win: a.wins,
              settled_profit: (BigInt(a.wins) - BigInt(a.bets)).toString(),
            })),
        deps.gameNames(merchant, language),
      ]);
      return {
        period: periodOf(merchant, input, range),
        list: rows.map((r) => ({
          roundId: r.round_id,
          gameCode: r.game_code,
          gameName: names.get(`${r.provider_code}|${r.game_code}`) ?? null,
          vendorCode: r.provider_code,
          vendorName: r.vendor_name,
          category: r.category,
          stake: money(r.stake_minor),
          validBet: money(r.valid_bet_minor),
          win: money(r.win_minor),
          profit: r.status === 'settled' ? toWireMoney(BigInt(r.win_minor) - BigInt(r.stake_minor)) : null,
          status: r.status,
          openedAt: timeText(r.opened_at),
          settledAt: r.settled_at === null ? null : timeText(r.settled_at),
          detailUrl: r.detail_url,
          username: r.username,
          level: r.level,
        })),
        totals: {
          rounds: totals.rounds,
          stake: money(totals.stake),
          validBet: money(totals.valid_bet),
          win: money(totals.win),
          profit: money(totals.settled_profit),
        },
        pageNo: input.pageNo,
        totalPages: pageCount(totals.rounds, input.pageSize),
        totalCount: totals.rounds,
      };
    },

    async userLoss(
      merchant: Merchant,
      agent: MemberRow,
      input: PeriodInput & PageInput & { username?: string | undefined; level?: number | undefined },
    ) {
      const tree = subtreeOf(merchant, agent);
      const range = rangeOf(merchant, input);
      const memberId = await requireTeamMember(tree, input.username);
      const { rows, levels } = await memberLosses(
        db,
        tree,
        { range, memberId, level: input.level },
        { offset: (input.pageNo - 1) * input.pageSize, limit: input.pageSize },
      );
      const lossFigures = (sums: StatSums) => {
        const { deposits, withdrawals, validBets, payouts, profit, bonuses } = moneyFigures(sums);
        return { validBets, payouts, profit, deposits, withdrawals, bonuses };
      };
      const total = (pick: (l: (typeof levels)[number]) => string) => levels.reduce((t, l) => t + BigInt(pick(l)), 0n);
      const members = levels.reduce((t, l) => t + l.members, 0);
      return {
        period: periodOf(merchant, input, range),
        list: rows.map((r) => ({
          memberId: Number(r.member_id),
          username: r.username,
          type: r.type,
          level: r.level,
          ...lossFigures(r),
        })),
        levels: levels.map((l) => ({ level: l.level, members: l.members, ...lossFigures(l) })),
        totals: {
          members,
          ...lossFigures({
            bets: total((l) => l.bets).toString(),
            wins: total((l) => l.wins).toString(),
            deposits: total((l) => l.deposits).toString(),
            withdrawals: total((l) => l.withdrawals).toString(),
            transfers_in: total((l) => l.transfers_in).toString(),
            transfers_out: total((l) => l.transfers_out).toString(),
            adjustments: total((l) => l.adjustments).toString(),
            bonuses: total((l) => l.bonuses).toString(),
          }),
        },
        pageNo: input.pageNo,
        totalPages: pageCount(members, input.pageSize),
        totalCount: members,
      };
    },

    async myIncome(merchant: Merchant, agent: MemberRow, input: PeriodInput) {
      subtreeOf(merchant, agent);
      const range = rangeOf(merchant, input);
      const days = await memberDays(db, agent.id, range.from, range.to, merchant.timeZone);
      const income = (sums: Pick<StatSums, 'transfers_in' | 'transfers_out' | 'adjustments' | 'bonuses'>) => {
        const net =
          BigInt(sums.transfers_in) - BigInt(sums.transfers_out) + BigInt(sums.adjustments) + BigInt(sums.bonuses);
        return {
          transfersIn: money(sums.transfers_in),
          transfersOut: money(sums.transfers_out),
          adjustments: money(sums.adjustments),
          bonuses: money(sums.bonuses),
          // Commissions, salaries and dividends arrive with the agent contracts; nothing pays them yet.
          commissions: 0,
          net: toWireMoney(net),
        };
      };
      const byDay = new Map(days.map((d) => [d.day, d]));
      const sum = (pick: (d: (typeof days)[number]) => string) =>
        days.reduce((t, d) => t + BigInt(pick(d)), 0n).toString();
      return {
        period: periodOf(merchant, input, range),
        totals: income({
          transfers_in: sum((d) => d.transfers_in),
          transfers_out: sum((d) => d.transfers_out),
          adjustments: sum((d) => d.adjustments),
          bonuses: sum((d) => d.bonuses),
        }),
        daily: daysOf(range).map((day) => {
          const d = byDay.get(day);
          return {
            day,
            ...income(d ?? { transfers_in: '0', transfers_out: '0', adjustments: '0', bonuses: '0' }),
          };
        }),
      };
    },

    async accountDetails(
      merchant: Merchant,
      agent: MemberRow,
      input: PeriodInput & PageInput & { types?: WalletMovementKind[] | undefined; username?: string | undefined },
    ) {
      const tree = subtreeOf(merchant, agent);
      const range = rangeOf(merchant, input);
      await requireTeamMember(tree, input.username);
      const { rows, total } = await teamMovements(
        db,
        tree,
        { from: range.from, to: range.to, kinds: input.types ?? [], username: input.username },
        { offset: (input.pageNo - 1) * input.pageSize, limit: input.pageSize },
      );
      return {
        period: periodOf(merchant, input, range),
        list: rows.map((r) => ({
          entryId: Number(r.entry_id),
          time: timeText(r.created_at),
          username: r.username,
          level: r.level,
          kind: r.kind,
          amount: money(r.amount),
          memo: r.memo,
        })),
        pageNo: input.pageNo,
        totalPages: pageCount(total, input.pageSize),
        totalCount: total,
      };
    },
  };
}

export type AgentReportService = ReturnType<typeof createAgentReportService>;
