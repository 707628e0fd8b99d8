import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject, text } from '../schemas.ts';
import { betRecordSchema, betRecordStatusFilter } from './bet-records.ts';
import { pagedQuery, walletMovementKinds } from './account-records.ts';

/**
 * The agent centre's reports (SPEC §2.7, issue 14): team overview, team betting, user loss, my income and account
 * details, plus the console's per-agent summary. Upstream renders these pages from an external module library
 * whose endpoints are unknown (upstream-api §5.3), so the calls are ours, under the `/wps/agent/` prefix of the
 * recorded `/wps/agent/affiliate`. Periods are days of the merchant's time zone; money is wire money.
 */

/** The periods a report covers, in the merchant's time zone; `custom` takes `startDate` and `endDate`. */
export const agentReportPeriods = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;

export type AgentReportPeriod = (typeof agentReportPeriods)[number];

const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format');

/**
 * The period fields every report takes. `startDate`/`endDate` (inclusive, merchant-local days) only with
 * `custom`; a range longer than the server's maximum is refused with the field error `date_range`.
 */
export const agentPeriodQuery = {
  period: z.enum(agentReportPeriods).default('today'),
  startDate: localDay.optional(),
  endDate: localDay.optional(),
};

/** The period a report answered: its name, its first and last local day (inclusive) and the time zone. */
export const agentPeriodSchema = z.object({
  period: z.enum(agentReportPeriods),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
});

/** A subtree member's depth below the agent: 1 = a direct downline. */
const levelSchema = z.coerce.number().int().min(1).max(64);

/** The money a team moved in a period, a day or an hour (see `teamFiguresSchema`). */
const teamMoneyFields = {
  deposits: z.number(),
  withdrawals: z.number(),
  validBets: z.number(),
  payouts: z.number(),
  profit: z.number(),
  bonuses: z.number(),
};

/**
 * The figures of a team over a period. Money moved through the team's wallets: deposits (approved), withdrawals
 * (held less released), bets (stakes less rolled-back stakes: the valid bets), payouts (wins), bonuses and
 * adjustments; profit = payouts − bets, the team's result (negative when the team lost). Members: the team at
 * the end of the period (direct + indirect), sign-ups and first depositors in the period, active players (members
 * with a bet in the period).
 */
export const teamFiguresSchema = z.object({
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  indirectMembers: z.number().int(),
  signUps: z.number().int(),
  firstDepositors: z.number().int(),
  activePlayers: z.number().int(),
  ...teamMoneyFields,
  adjustments: z.number(),
});

export type TeamFigures = z.infer<typeof teamFiguresSchema>;

/** One local day of the daily series. */
export const teamDaySchema = z.object({
  day: z.string(),
  signUps: z.number().int(),
  firstDepositors: z.number().int(),
  activePlayers: z.number().int(),
  ...teamMoneyFields,
});

/**
 * One hour of a one-day period: `hour` is the instant the hour of the merchant's clock starts (a UTC hour in a
 * whole-hour zone, a UTC half or three-quarter hour in a zone of such an offset); the client shows it in the
 * period's time zone.
 */
export const teamHourSchema = z.object({
  hour: z.string(),
  activePlayers: z.number().int(),
  ...teamMoneyFields,
});

export const teamOverviewSchema = z.object({
  agent: z.object({ id: z.number().int(), username: z.string() }),
  period: agentPeriodSchema,
  figures: teamFiguresSchema,
  /** The period of the same length just before, for comparison. */
  previous: z.object({ from: z.string(), to: z.string(), figures: teamFiguresSchema }),
  /** The wallets of the team now (not a period figure). */
  balances: z.number(),
  daily: z.array(teamDaySchema),
  /**
   * When the period is one local day (today, yesterday, a week or month on its first day, a one-day custom
   * range): its hours up to now, so its chart has a shape; empty for longer periods, which the daily series draws.
   */
  hourly: z.array(teamHourSchema),
  /** Money moved up to this time is in the figures (the aggregates trail the ledger by seconds). */
  asOf: z.string(),
});

export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const getTeamOverview = defineEndpoint({
  name: 'getTeamOverview',
  method: 'GET',
  path: '/wps/agent/report/teamOverview',
  auth: 'member',
  moduleId: 'AGEINFO3',
  tag: 'agent',
  summary:
    "Team overview (agentTeamOverview): the agent's team figures for a period in the merchant's time zone, the daily series and the previous period",
  request: queryObject(agentPeriodQuery),
  response: teamOverviewSchema,
});

/** One bet of the team: the bet record (without the game's icon) plus whose it is. */
export const teamBetSchema = betRecordSchema.omit({ gameIconUrl: true }).extend({
  username: z.string(),
  level: z.number().int(),
});

const roundTotalsSchema = z.object({
  rounds: z.number().int(),
  stake: z.number(),
  validBet: z.number(),
  win: z.number(),
  profit: z.number(),
});

export const getTeamBetting = defineEndpoint({
  name: 'getTeamBetting',
  method: 'GET',
  path: '/wps/agent/report/teamBetting',
  auth: 'member',
  moduleId: 'TRANSBETREPMEM3',
  tag: 'agent',
  summary:
    "Team betting (personalHistoryCopy for the team): every round of the agent's subtree opened in the period, with filters, totals and pages of at most 100",
  request: queryObject({
    ...agentPeriodQuery,
    username: text(64).min(1).optional(),
    level: levelSchema.optional(),
    gameType: text(32).min(1).optional(),
    vendor: text(32).min(1).optional(),
    gameCode: text(64).min(1).optional(),
    status: z.enum(betRecordStatusFilter).default('all'),
    ...pagedQuery,
  }),
  response: z.object({
    period: agentPeriodSchema,
    list: z.array(teamBetSchema),
    /** Over every round the filters select, not only this page; profit counts settled rounds. */
    totals: roundTotalsSchema,
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

/** A member's or a level's result over the period. */
const lossFiguresSchema = z.object({
  validBets: z.number(),
  payouts: z.number(),
  /** payouts − valid bets: negative when the member lost. */
  profit: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  bonuses: z.number(),
});

export const userLossRowSchema = lossFiguresSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  level: z.number().int(),
});

export const getUserLoss = defineEndpoint({
  name: 'getUserLoss',
  method: 'GET',
  path: '/wps/agent/report/userLoss',
  auth: 'member',
  moduleId: 'AGETEAMPNL3',
  tag: 'agent',
  summary:
    "User loss (palStatementsAgentCopy): profit and loss per member and per level of the agent's subtree for the period, biggest loss first, with totals",
  request: queryObject({
    ...agentPeriodQuery,
    username: text(64).min(1).optional(),
    level: levelSchema.optional(),
    ...pagedQuery,
  }),
  response: z.object({
    period: agentPeriodSchema,
    list: z.array(userLossRowSchema),
    levels: z.array(lossFiguresSchema.extend({ level: z.number().int(), members: z.number().int() })),
    totals: lossFiguresSchema.extend({ members: z.number().int() }),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

/** What moved the agent's own wallet in a period, by source (commissions come with the contracts). */
const incomeFiguresSchema = z.object({
  transfersIn: z.number(),
  transfersOut: z.number(),
  adjustments: z.number(),
  bonuses: z.number(),
  commissions: z.number(),
  /** transfersIn − transfersOut + adjustments + bonuses + commissions. */
  net: z.number(),
});

export const getMyIncome = defineEndpoint({
  name: 'getMyIncome',
  method: 'GET',
  path: '/wps/agent/report/income',
  auth: 'member',
  moduleId: 'AGEREV3',
  tag: 'agent',
  summary:
    "My income (agentRevenueReport): the agent's own earnings for the period by source and by local day (transfers and adjustments; commissions once contracts exist)",
  request: queryObject(agentPeriodQuery),
  response: z.object({
    period: agentPeriodSchema,
    totals: incomeFiguresSchema,
    daily: z.array(incomeFiguresSchema.extend({ day: z.string() })),
  }),
});

/** One movement of a subtree member's wallet. */
export const teamMovementSchema = z.object({
  entryId: z.number().int(),
  time: z.string(),
  username: z.string(),
  level: z.number().int(),
  /** The entry kind; the client translates it (`record_kind_<kind>`). */
  kind: z.string(),
  /** Signed: positive into the member's wallet. */
  amount: z.number(),
  memo: z.string(),
});

export const getTeamAccountDetails = defineEndpoint({
  name: 'getTeamAccountDetails',
  method: 'GET',
  path: '/wps/agent/report/accountDetails',
  auth: 'member',
  moduleId: 'AGEDOWNTRANS3',
  tag: 'agent',
  summary:
    "Account details (agentDownlineTransactionDetailsCopy): the ledger movements of the subtree's wallets in the period, newest first, by type",
  request: queryObject({
    ...agentPeriodQuery,
    /** Comma-separated entry kinds; none = every kind. */
    types: z
      .string()
      .max(200)
      .transform((value, ctx) => {
        const kinds = value.split(',').filter((k) => k !== '');
        for (const kind of kinds) {
          if (!(walletMovementKinds as readonly string[]).includes(kind)) {
            ctx.addIssue({ code: 'custom', message: 'unknown_type' });
            return z.NEVER;
          }
        }
        return kinds as Array<(typeof walletMovementKinds)[number]>;
      })
      .optional(),
    username: text(64).min(1).optional(),
    ...pagedQuery,
  }),
  response: z.object({
    period: agentPeriodSchema,
    list: z.array(teamMovementSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

export const getAgentSummary = defineEndpoint({
  name: 'getAgentSummary',
  method: 'GET',
  path: '/cms/v1/agents/summary',
  auth: 'operator',
  tag: 'console',
  summary: "Per-agent summary: the same figures as the agent's own team overview, for any agent of the merchant",
  request: queryObject({
    memberId: z.coerce.number().int().min(1),
    ...agentPeriodQuery,
  }),
  response: teamOverviewSchema,
});
