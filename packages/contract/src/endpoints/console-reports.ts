import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject, text } from '../schemas.ts';
import { pagedQuery } from './account-records.ts';
import { agentPeriodQuery, agentPeriodSchema } from './agent-reports.ts';

/**
 * The operator's dashboard and reports (issue 20, decision 0052): per-merchant figures per local day of the
 * merchant's time zone, read from the aggregates the ledger fold keeps. GGR = valid bets − payouts; NGR = GGR −
 * bonuses (the only cost the ledger knows today: no rebates or commissions exist yet). Money is wire money.
 */

/** The figures of a day (or the average of days) on the dashboard. */
export const dashboardFiguresSchema = z.object({
  ggr: z.number(),
  ngr: z.number(),
  validBets: z.number(),
  payouts: z.number(),
  bonuses: z.number(),
  deposits: z.number(),
  depositCount: z.number(),
  withdrawals: z.number(),
  firstDepositors: z.number(),
  signUps: z.number(),
  activePlayers: z.number(),
  rounds: z.number(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardDaySchema = dashboardFiguresSchema.extend({ day: z.string() });

export const getOperatorDashboard = defineEndpoint({
  name: 'getOperatorDashboard',
  method: 'GET',
  path: '/cms/v1/reports/dashboard',
  auth: 'operator',
  tag: 'console',
  summary:
    "The merchant's dashboard: today, yesterday and the 7-day average (the seven days before today), the last 30 days day by day, and the pending money queues",
  request: queryObject({}),
  response: z.object({
    timeZone: z.string(),
    today: z.string(),
    figures: z.object({
      today: dashboardFiguresSchema,
      yesterday: dashboardFiguresSchema,
      weekAverage: dashboardFiguresSchema,
    }),
    daily: z.array(dashboardDaySchema),
    pending: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
  }),
});

/** What a report groups by. */
export const operatorReportGroups = ['day', 'game', 'vendor', 'gameType', 'player', 'channel'] as const;
export type OperatorReportGroup = (typeof operatorReportGroups)[number];

/** The figures a report row may carry: each group fills those its aggregates hold (see `operatorReportColumns`). */
export const operatorReportFigures = [
  'rounds',
  'validBets',
  'payouts',
  'ggr',
  'bonuses',
  'ngr',
  'deposits',
  'depositCount',
  'withdrawals',
  'adjustments',
  'activePlayers',
  'firstDepositors',
] as const;
export type OperatorReportFigure = (typeof operatorReportFigures)[number];

/** The figures of each group, in column order (the page and the CSV show these). */
export const operatorReportColumns: Readonly<Record<OperatorReportGroup, readonly OperatorReportFigure[]>> = {
  day: operatorReportFigures,
  game: ['rounds', 'validBets', 'payouts', 'ggr'],
  vendor: ['rounds', 'validBets', 'payouts', 'ggr'],
  gameType: ['rounds', 'validBets', 'payouts', 'ggr'],
  player: ['rounds', 'validBets', 'payouts', 'ggr', 'bonuses', 'ngr', 'deposits', 'withdrawals', 'adjustments'],
  channel: ['deposits', 'depositCount'],
};

const reportQuery = {
  ...agentPeriodQuery,
  groupBy: z.enum(operatorReportGroups).default('day'),
  /** A figure of the group's columns, or `key` (the row's day, code or username). */
  sort: z.enum(['key', ...operatorReportFigures]).default('key'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Narrows the rows: a vendor (provider code), a game type, a username (exact, any case). */
  vendor: text(32).min(1).optional(),
  gameType: text(32).min(1).optional(),
  username: text(64).min(1).optional(),
};

export const operatorReportRowSchema = z.object({
  /** The day, game code, vendor code, game type, username or channel id the row is about. */
  key: z.string(),
  /** What the console shows for it: the game's or channel's name, the vendor of a game, else the key. */
  label: z.string(),
  figures: z.partialRecord(z.enum(operatorReportFigures), z.number()),
});
export type OperatorReportRow = z.infer<typeof operatorReportRowSchema>;

export const getOperatorReport = defineEndpoint({
  name: 'getOperatorReport',
  method: 'GET',
  path: '/cms/v1/reports',
  auth: 'operator',
  tag: 'console',
  summary:
    'A report of the merchant grouped by day, game, vendor, game type, player or deposit channel: a page and the totals',
  request: queryObject({ ...reportQuery, ...pagedQuery }),
  response: z.object({
    period: agentPeriodSchema,
    groupBy: z.enum(operatorReportGroups),
    columns: z.array(z.enum(operatorReportFigures)),
    list: z.array(operatorReportRowSchema),
    totals: z.partialRecord(z.enum(operatorReportFigures), z.number()),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

/** The same report as CSV (`text/csv`, streamed from the database): every row of the range, header first. */
export const exportOperatorReport = defineEndpoint({
  name: 'exportOperatorReport',
  method: 'GET',
  path: '/cms/v1/reports/export',
  auth: 'operator',
  tag: 'console',
  summary:
    'The report as a CSV file streamed from the database (every row; an empty range is the header alone; cells that a spreadsheet would read as a formula are quoted with a leading apostrophe)',
  request: queryObject(reportQuery),
  response: z.string(),
});
