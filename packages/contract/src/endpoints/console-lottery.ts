import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  lotteryCalendarSchema,
  lotteryDrawCancelFields,
  lotteryDrawCancelSchema,
  lotteryGameSettingsInputSchema,
  lotteryLiabilitySchema,
  lotteryReportSchema,
  lotterySettingsSchema,
} from '../lottery-back-office.ts';
import { emptyQuery, queryObject } from '../schemas.ts';
import { agentPeriodQuery } from './agent-reports.ts';

/**
 * The console's lottery section (issue 18, decision 0084). Each call names one of the merchant's lottery
 * providers; the platform checks it, then asks that provider's back office about this merchant only.
 */
const providerCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);
const gameCode = z.string().min(1).max(32);

export const listLotteryProviders = defineEndpoint({
  name: 'listLotteryProviders',
  method: 'GET',
  path: '/cms/v1/lottery/providers',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's switched-on providers of the lottery category, whose back office the console opens",
  request: emptyQuery,
  response: z.object({ list: z.array(z.object({ code: z.string(), name: z.string() })) }),
});

export const getLotterySettings = defineEndpoint({
  name: 'getLotterySettings',
  method: 'GET',
  path: '/cms/v1/lottery/settings',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's settings at a lottery provider: games on or off, bet limits, payout limits, odds tables",
  request: queryObject({ providerCode }),
  response: lotterySettingsSchema,
});

export const saveLotteryGameSettings = defineEndpoint({
  name: 'saveLotteryGameSettings',
  method: 'POST',
  path: '/cms/v1/lottery/settings',
  auth: 'operator',
  tag: 'console',
  summary: "Saves one lottery game's settings for the merchant; audited",
  request: lotteryGameSettingsInputSchema.safeExtend({ providerCode }),
  response: lotterySettingsSchema,
});

export const listLotteryDraws = defineEndpoint({
  name: 'listLotteryDraws',
  method: 'GET',
  path: '/cms/v1/lottery/draws',
  auth: 'operator',
  tag: 'console',
  summary: "A lottery game's draw calendar: upcoming and past draws with the merchant's tickets, stakes and payouts",
  request: queryObject({ providerCode, gameCode }),
  response: lotteryCalendarSchema,
});

export const cancelLotteryDraw = defineEndpoint({
  name: 'cancelLotteryDraw',
  method: 'POST',
  path: '/cms/v1/lottery/draws/cancel',
  auth: 'operator',
  tag: 'console',
  summary:
    'Cancels a draw not yet drawn for the merchant: every one of its tickets refunded through the wallet, once; audited with the reason',
  request: z.strictObject({ providerCode, ...lotteryDrawCancelFields }),
  response: lotteryDrawCancelSchema,
});

export const getLotteryLiability = defineEndpoint({
  name: 'getLotteryLiability',
  method: 'GET',
  path: '/cms/v1/lottery/liability',
  auth: 'operator',
  tag: 'console',
  summary: "What the merchant would pay on each selection of a lottery game's draw taking tickets",
  request: queryObject({ providerCode, gameCode }),
  response: lotteryLiabilitySchema,
});

export const getLotteryReport = defineEndpoint({
  name: 'getLotteryReport',
  method: 'GET',
  path: '/cms/v1/lottery/reports',
  auth: 'operator',
  tag: 'console',
  summary:
    "What the merchant's lottery tickets moved over a period of UTC days (the lottery's days), per day and per game: tickets, players, stakes, payouts, refunds, GGR; a custom range is at most 92 days",
  request: queryObject({ providerCode, ...agentPeriodQuery }),
  response: lotteryReportSchema,
});

/** The same report as CSV (`text/csv`): the days, then the games and their bet types, then the totals. */
export const exportLotteryReport = defineEndpoint({
  name: 'exportLotteryReport',
  method: 'GET',
  path: '/cms/v1/lottery/reports/export',
  auth: 'operator',
  tag: 'console',
  summary:
    "The lottery report as a CSV file: a row per day, per game and per game's bet type, then the totals (cells that a spreadsheet would read as a formula are quoted with a leading apostrophe)",
  request: queryObject({ providerCode, ...agentPeriodQuery }),
  response: z.string(),
});
