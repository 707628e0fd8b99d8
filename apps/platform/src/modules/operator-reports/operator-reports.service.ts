import {
  DomainError,
  operatorReportColumns,
  toWireMoney,
  type AgentReportPeriod,
  type DashboardFigures,
  type LanguageCode,
  type OperatorReportFigure,
  type OperatorReportGroup,
  type OperatorReportRow,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { addDays, daysOf, localDayOf, reportRange, startOfLocalDay } from '../agent-reports/report-periods.ts';
import type { GameNames } from '../bet-records/bet-records.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { csvLine, csvMoney, csvText } from './csv.ts';
import {
  merchantDays,
  pendingQueues,
  reportBatch,
  reportPage,
  reportTotals,
  signUpsByDay,
  type DayRow,
  type GroupedRow,
  type ReportQuery,
} from './operator-reports.queries.ts';

/** Days on the dashboard's charts; the average compares today with the seven days before it. */
const dashboardDays = 30;
const averageDays = 7;
/** Rows the CSV export reads per query. */
const exportBatch = 2_000;

/** Figures that count things (the others are money in minor units). */
const countFigures = new Set<OperatorReportFigure>(['rounds', 'depositCount', 'activePlayers', 'firstDepositors']);

export interface ReportInput {
  period: AgentReportPeriod;
  startDate?: string | undefined;
  endDate?: string | undefined;
  groupBy: OperatorReportGroup;
  sort: 'key' | OperatorReportFigure;
  order: 'asc' | 'desc';
  vendor?: string | undefined;
  gameType?: string | undefined;
  username?: string | undefined;
}

interface DaySums {
  bets: bigint;
  wins: bigint;
  bonuses: bigint;
  deposits: bigint;
  withdrawals: bigint;
  depositCount: number;
  rounds: number;
  activePlayers: number;
  firstDepositors: number;
  signUps: number;
}

const noDay: DaySums = {
  bets: 0n,
  wins: 0n,
  bonuses: 0n,
  deposits: 0n,
  withdrawals: 0n,
  depositCount: 0,
  rounds: 0,
  activePlayers: 0,
  firstDepositors: 0,
  signUps: 0,
};

function daySums(row: DayRow | undefined, signUps: number): DaySums {
  if (!row) return { ...noDay, signUps };
  return {
    bets: BigInt(row.bets),
    wins: BigInt(row.wins),
    bonuses: BigInt(row.bonuses),
    deposits: BigInt(row.deposits),
    withdrawals: BigInt(row.withdrawals),
    depositCount: row.deposit_count,
    rounds: row.rounds,
    activePlayers: row.active_players,
    firstDepositors: row.first_depositors,
    signUps,
  };
}

/** Wire figures of a day, or of the average of `days` days (money rounded half away from zero to a minor unit). */
function wireFigures(sums: DaySums, days = 1): DashboardFigures {
  const average = (minor: bigint) => {
    const twice = (minor * 2n) / BigInt(days);
    return twice / 2n + (twice % 2n);
  };
  const money = (minor: bigint) => toWireMoney(average(minor));
  const count = (value: number) => Math.round((value / days) * 100) / 100;
  const ggr = sums.bets - sums.wins;
  return {
    ggr: money(ggr),
    ngr: money(ggr - sums.bonuses),
    validBets: money(sums.bets),
    payouts: money(sums.wins),
    bonuses: money(sums.bonuses),
    deposits: money(sums.deposits),
    depositCount: count(sums.depositCount),
    withdrawals: money(sums.withdrawals),
    firstDepositors: count(sums.firstDepositors),
    signUps: count(sums.signUps),
    activePlayers: count(sums.activePlayers),
    rounds: count(sums.rounds),
  };
}

function addSums(a: DaySums, b: DaySums): DaySums {
  return {
    bets: a.bets + b.bets,
    wins: a.wins + b.wins,
    bonuses: a.bonuses + b.bonuses,
    deposits: a.deposits + b.deposits,
    withdrawals: a.withdrawals + b.withdrawals,
    depositCount: a.depositCount + b.depositCount,
    rounds: a.rounds + b.rounds,
    activePlayers: a.activePlayers + b.activePlayers,
    firstDepositors: a.firstDepositors + b.firstDepositors,
    signUps: a.signUps + b.signUps,
  };
}

const filterError = (field: string) =>
  new DomainError('request_param_err', { fields: [{ field, reason: 'not_for_group' }] });

/**
 * The operator's dashboard and reports over the per-merchant aggregates of the ledger fold (decision 0052): one
 * row per local day, game, member or channel, never the bets themselves.
 */
export function createOperatorReportService(
  db: Db,
  deps: { maxRangeDays: number; gameNames: GameNames; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

  /** The report's range and filters, checked: dates in order and within the longest range, known filters. */
  function reportQuery(merchant: Merchant, input: ReportInput) {
    const range = reportRange(input, { timeZone: merchant.timeZone, now: now(), maxDays: deps.maxRangeDays });
    const playGroup = input.groupBy === 'game' || input.groupBy === 'vendor' || input.groupBy === 'gameType';
    if (!playGroup && input.vendor !== undefined) throw filterError('vendor');
    if (!playGroup && input.gameType !== undefined) throw filterError('gameType');
    if (input.groupBy !== 'player' && input.username !== undefined) throw filterError('username');
    const columns = operatorReportColumns[input.groupBy];
    if (input.sort !== 'key' && !columns.includes(input.sort)) {
      throw new DomainError('request_param_err', { fields: [{ field: 'sort', reason: 'unknown_sort' }] });
    }
    const query: ReportQuery = {
      merchantId: merchant.id,
      firstDay: range.firstDay,
      lastDay: range.lastDay,
      vendor: input.vendor,
      gameType: input.gameType,
      username: input.username,
    };
    return { range, query, columns };
  }

  /** A grouped row's figures as wire numbers. */
  const figuresOf = (row: Partial<Record<OperatorReportFigure, string>>, columns: readonly OperatorReportFigure[]) =>
    Object.fromEntries(
      columns.map((name) => {
        const value = row[name] ?? '0';
        return [name, countFigures.has(name) ? Number(value) : toWireMoney(BigInt(value))];
      }),
    ) as Record<OperatorReportFigure, number>;

  async function labeller(merchant: Merchant, group: OperatorReportGroup, language: LanguageCode) {
    if (group !== 'game') return (row: GroupedRow) => row.label;
    const names = await deps.gameNames(merchant, language);
    return (row: GroupedRow) => names.get(row.key.replace(':', '|')) ?? row.label;
  }

  return {
    async dashboard(merchant: Merchant) {
      const timeZone = merchant.timeZone;
      const today = localDayOf(now(), timeZone);
      const firstDay = addDays(today, 1 - dashboardDays);
      const [rows, signUps, pending] = await Promise.all([
        merchantDays(db, merchant.id, firstDay, today),
        signUpsByDay(
          db,
          merchant.id,
          timeZone,
          startOfLocalDay(firstDay, timeZone),
          startOfLocalDay(addDays(today, 1), timeZone),
        ),
        pendingQueues(db, merchant.id),
      ]);
      const rowOf = new Map(rows.map((row) => [row.day, row]));
      const signUpsOf = new Map(signUps.map((row) => [row.day, row.sign_ups]));
      const days = daysOf({ firstDay, lastDay: today }).map((day) => ({
        day,
        sums: daySums(rowOf.get(day), signUpsOf.get(day) ?? 0),
      }));
      const todaySums = days.at(-1)!.sums;
      const yesterdaySums = days.at(-2)!.sums;
      const week = days.slice(-1 - averageDays, -1).reduce((sum, d) => addSums(sum, d.sums), noDay);
      return {
        timeZone,
        today,
        figures: {
          today: wireFigures(todaySums),
          yesterday: wireFigures(yesterdaySums),
          weekAverage: wireFigures(week, averageDays),
        },
        daily: days.map((d) => ({ day: d.day, ...wireFigures(d.sums) })),
        pending,
      };
    },

    async report(
      merchant: Merchant,
      input: ReportInput & { pageNo: number; pageSize: number },
      language: LanguageCode,
    ) {
      const { range, query, columns } = reportQuery(merchant, input);
      const group = input.groupBy;
      const [rows, totals, label] = await Promise.all([
        reportPage(db, group, query, {
          sort: input.sort,
          order: input.order,
          limit: input.pageSize,
          offset: (input.pageNo - 1) * input.pageSize,
        }),
        reportTotals(db, group, query),
        labeller(merchant, group, language),
      ]);
      // Active players of several days don't add up (a player active on two days is one player): the total of
      // the day report leaves them out rather than count players twice or read every member's days.
      const totalFigures: Partial<Record<OperatorReportFigure, number>> = figuresOf(totals, columns);
      if (range.firstDay !== range.lastDay) delete totalFigures.activePlayers;
      return {
        period: { period: input.period, from: range.firstDay, to: range.lastDay, timeZone: merchant.timeZone },
        groupBy: group,
        columns: [...columns],
        list: rows.map((row): OperatorReportRow => ({
          key: row.key,
          label: label(row),
          figures: figuresOf(row, columns),
        })),
        totals: totalFigures,
        pageNo: input.pageNo,
        totalPages: Math.ceil(totals.count / input.pageSize),
        totalCount: totals.count,
      };
    },

    /**
     * The report as CSV lines, header first, read from the database a batch at a time in the rows' order (the
     * whole range, every row): the caller streams them out as they come.
     */
    async exportLines(merchant: Merchant, input: ReportInput, language: LanguageCode) {
      const { query, columns } = reportQuery(merchant, input);
      const group = input.groupBy;
      const label = await labeller(merchant, group, language);
      const cell = (row: GroupedRow, name: OperatorReportFigure) => {
        const value = row[name] ?? '0';
        return countFigures.has(name) ? String(BigInt(value)) : csvMoney(BigInt(value));
      };
      return (async function* lines() {
        yield csvLine([group, 'label', ...columns]);
        let after: string | undefined;
        for (;;) {
          const batch = await reportBatch(db, group, query, after, exportBatch);
          let text = '';
          for (const row of batch) {
            text += csvLine([
              csvText(row.key ?? ''),
              csvText(label(row) ?? ''),
              ...columns.map((name) => cell(row, name)),
            ]);
          }
          if (text) yield text;
          if (batch.length < exportBatch) return;
          after = String(batch.at(-1)!.position);
        }
      })();
    },
  };
}

export type OperatorReportService = ReturnType<typeof createOperatorReportService>;
