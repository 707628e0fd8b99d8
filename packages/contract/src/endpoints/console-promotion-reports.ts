import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { queryObject } from '../schemas.ts';
import { agentPeriodQuery, agentPeriodSchema } from './agent-reports.ts';

/**
 * The console's promotion reports (issue 16, decision 0085): per promotion or per local day of the merchant's time
 * zone, what the promotions' budgets paid and got back, read from the day rows kept as the money moves. Money is
 * wire money. cost = bonus granted − bonus back to the budget + cash paid (the bonus cost the dashboard's NGR
 * subtracts); conversionRate = conversions ÷ claims in percent (two decimals, rounded down); participantsGgr = the
 * participants' valid bets − payouts on the days of the range inside the promotion's period (the fold's rows, which
 * trail the ledger by seconds).
 */

/** What a promotion report groups by. */
export const promotionReportGroups = ['promotion', 'day'] as const;
export type PromotionReportGroup = (typeof promotionReportGroups)[number];

/** The figures of every row, in column order (the page and the CSV show these). */
export const promotionReportFigures = [
  'claims',
  'granted',
  'conversions',
  'converted',
  'forfeited',
  'cashPaid',
  'cost',
  'conversionRate',
  'participantsGgr',
] as const;
export type PromotionReportFigure = (typeof promotionReportFigures)[number];

export const promotionReportFiguresSchema = z.object({
  claims: z.number().int(),
  granted: z.number(),
  conversions: z.number().int(),
  converted: z.number(),
  forfeited: z.number(),
  cashPaid: z.number(),
  cost: z.number(),
  conversionRate: z.number(),
  participantsGgr: z.number(),
});
export type PromotionReportFigures = z.infer<typeof promotionReportFiguresSchema>;

export const promotionReportRowSchema = z.object({
  /** The day (YYYY-MM-DD) or the promotion's id. */
  key: z.string(),
  /** The promotion's title in the caller's language (else its first), or the day. */
  label: z.string(),
  figures: promotionReportFiguresSchema,
});
export type PromotionReportRow = z.infer<typeof promotionReportRowSchema>;

const promotionReportQuery = {
  ...agentPeriodQuery,
  groupBy: z.enum(promotionReportGroups).default('promotion'),
  /** One promotion only (of the caller's merchant; another id is `promotion_not_found`). */
  promotionId: z.coerce.number().int().positive().optional(),
};

export const getPromotionReport = defineEndpoint({
  name: 'getPromotionReport',
  method: 'GET',
  path: '/cms/v1/reports/promotions',
  auth: 'operator',
  tag: 'console',
  summary:
    "The merchant's promotions by promotion or by day: claims, bonus granted, converted and forfeited, cash paid, cost, conversion rate and the participants' GGR, with the totals",
  request: queryObject(promotionReportQuery),
  response: z.object({
    period: agentPeriodSchema,
    groupBy: z.enum(promotionReportGroups),
    list: z.array(promotionReportRowSchema),
    totals: promotionReportFiguresSchema,
  }),
});

/** The same report as CSV (`text/csv`, streamed): header first, every row, then the totals. */
export const exportPromotionReport = defineEndpoint({
  name: 'exportPromotionReport',
  method: 'GET',
  path: '/cms/v1/reports/promotions/export',
  auth: 'operator',
  tag: 'console',
  summary:
    'The promotion report as a CSV file streamed from the database (header first, every row, then the totals; cells that a spreadsheet would read as a formula are quoted with a leading apostrophe)',
  request: queryObject(promotionReportQuery),
  response: z.string(),
});
