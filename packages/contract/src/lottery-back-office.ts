import { z } from 'zod';
import { moneyAmountSchema } from './money.ts';
import { lotteryDrawStates } from './lottery-api.ts';
import { text } from './schemas.ts';
import { backOfficeRequest } from './provider-back-office.ts';

/**
 * The lottery's console (issue 18, decision 0084): per-merchant settings, the draw calendar, a merchant's
 * cancellation of a draw and the liability per selection of the open draw. The same shapes travel console →
 * platform and platform → lottery (`backOfficeRequest` adds the envelope and the merchant on the second leg).
 */

const gameCode = z.string().min(1).max(32);
const betType = z.string().min(1).max(16);

/** A limit on the stake of one ticket of a bet type (either bound may be absent: the deployment's default holds). */
export const lotteryBetLimitInputSchema = z.strictObject({
  betType,
  minStake: moneyAmountSchema.nullable(),
  maxStake: moneyAmountSchema.nullable(),
});

/** What an operator changes of one game for the merchant; null limits: none beyond the deployment's. */
export const lotteryGameSettingsInputSchema = z
  .strictObject({
    gameCode,
    enabled: z.boolean(),
    /** The most one player may stake on one draw of the game, all tickets together. */
    maxStakePerDraw: moneyAmountSchema.nullable(),
    /** The most the merchant may owe on any one selection of a draw (a number, a side, a combination). */
    maxPayoutPerDraw: moneyAmountSchema.nullable(),
    betLimits: z.array(lotteryBetLimitInputSchema).max(32),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.betLimits.forEach((limit, i) => {
      if (seen.has(limit.betType))
        ctx.addIssue({ code: 'custom', message: 'bet_type_repeated', path: ['betLimits', i] });
      seen.add(limit.betType);
      if (limit.minStake !== null && limit.maxStake !== null && limit.minStake > limit.maxStake) {
        ctx.addIssue({ code: 'custom', message: 'min_above_max', path: ['betLimits', i, 'minStake'] });
      }
    });
  });
export type LotteryGameSettingsInput = z.input<typeof lotteryGameSettingsInputSchema>;

export const lotteryBetLimitSchema = z.object({
  betType: z.string(),
  minStake: z.number().nullable(),
  maxStake: z.number().nullable(),
});

/** One game as the merchant has it: on or off, its limits and its odds table (hundredths of the unit). */
export const lotteryGameSettingsSchema = z.object({
  gameCode: z.string(),
  kind: z.string(),
  enabled: z.boolean(),
  maxStakePerDraw: z.number().nullable(),
  maxPayoutPerDraw: z.number().nullable(),
  betLimits: z.array(lotteryBetLimitSchema),
  /** Every bet type of the game (`<betType>:<pick>` where picks differ in chance) → odds in hundredths. */
  odds: z.record(z.string(), z.string()),
  betTypes: z.array(z.string()),
});
export type LotteryGameSettings = z.infer<typeof lotteryGameSettingsSchema>;

export const lotterySettingsSchema = z.object({
  prizeMode: z.string(),
  /** The deployment's limits every merchant keeps at least: the smallest unit, the largest ticket. */
  minUnit: z.number(),
  maxStake: z.number(),
  games: z.array(lotteryGameSettingsSchema),
});
export type LotterySettings = z.infer<typeof lotterySettingsSchema>;

/** A draw as the merchant sees it: `cancelled` also when only this merchant cancelled it. */
export const lotteryCalendarDrawSchema = z.object({
  drawCode: z.string(),
  gameCode: z.string(),
  state: z.enum(lotteryDrawStates),
  /** Open but past its close: no more tickets, not drawn yet (it may still be cancelled). */
  closed: z.boolean(),
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  drawAt: z.iso.datetime(),
  numbers: z.array(z.number().int()).nullable(),
  /** The merchant's tickets on it, their stakes and what they won (refunded tickets count in neither sum). */
  tickets: z.number().int(),
  stake: z.number(),
  payout: z.number(),
  refunded: z.number().int(),
  cancellation: z.object({ reason: z.string(), cancelledAt: z.iso.datetime() }).nullable(),
});
export type LotteryCalendarDraw = z.infer<typeof lotteryCalendarDrawSchema>;

export const lotteryCalendarSchema = z.object({
  upcoming: z.array(lotteryCalendarDrawSchema),
  past: z.array(lotteryCalendarDrawSchema),
});
export type LotteryCalendar = z.infer<typeof lotteryCalendarSchema>;

export const lotteryCalendarQueryFields = { gameCode };

export const lotteryDrawCancelFields = {
  drawCode: z.string().min(1).max(40),
  /** Why: kept with the cancellation on the lottery and in the platform's audit log. */
  reason: text(200).trim().min(3),
};

export const lotteryDrawCancelSchema = z.object({
  drawCode: z.string(),
  /** The merchant's tickets refunded by this call (0 when repeated). */
  refunded: z.number().int(),
  refundedStake: z.number(),
  /** The merchant had cancelled it before: nothing more was refunded. */
  alreadyCancelled: z.boolean(),
  cancelledAt: z.iso.datetime(),
});
export type LotteryDrawCancel = z.infer<typeof lotteryDrawCancelSchema>;

/** One selection of the open draw: the merchant's tickets on it and what it would pay if it wins. */
export const lotteryLiabilityRowSchema = z.object({
  selection: z.string(),
  betType: z.string(),
  units: z.number().int(),
  stake: z.number(),
  payout: z.number(),
});

export const lotteryLiabilitySchema = z.object({
  draw: z.object({ drawCode: z.string(), closesAt: z.iso.datetime(), drawAt: z.iso.datetime() }).nullable(),
  tickets: z.number().int(),
  stake: z.number(),
  selections: z.array(lotteryLiabilityRowSchema),
});
export type LotteryLiability = z.infer<typeof lotteryLiabilitySchema>;

/**
 * The lottery's reports (decision 0090): what the merchant's tickets moved per UTC day (the days of the draw
 * codes), game and bet type, read from the rows the lottery keeps as the money moves. A movement counts on the
 * day it was recorded: a ticket's stake when its debit was confirmed, its win when credited, its stake again when
 * refunded. GGR = stakes − payouts − refunds. Players: distinct players with a ticket bought in the range.
 */
export const lotteryReportTimeZone = 'UTC';

/** The longest range one lottery report covers, in days. */
export const lotteryReportMaxDays = 92;

const dayMs = 86_400_000;
const calendarDayMs = (text: string) => new Date(`${text}T00:00:00.000Z`).getTime();
/** A `YYYY-MM-DD` that is a real calendar day (2026-02-30 is not). */
const isCalendarDay = (text: string) => {
  const at = calendarDayMs(text);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === text;
};
const reportDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_format')
  .refine(isCalendarDay, 'date_format');

/** The range of a lottery report: its first and last UTC day, both included, in order, at most 92 days. */
export const lotteryReportQuerySchema = backOfficeRequest({ from: reportDay, to: reportDay }).superRefine(
  (value, ctx) => {
    if (!isCalendarDay(value.from) || !isCalendarDay(value.to)) return;
    const days = (calendarDayMs(value.to) - calendarDayMs(value.from)) / dayMs + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', message: 'date_order', path: ['to'] });
    else if (days > lotteryReportMaxDays) {
      ctx.addIssue({ code: 'custom', message: 'date_range', path: ['to'], params: { max: lotteryReportMaxDays } });
    }
  },
);

const lotteryReportMoneyFields = {
  stake: z.number(),
  payout: z.number(),
  refund: z.number(),
  /** stake − payout − refund. */
  ggr: z.number(),
};

/** The figures of a day, a game or the whole range. */
export const lotteryReportFiguresSchema = z.object({
  tickets: z.number().int(),
  players: z.number().int(),
  ...lotteryReportMoneyFields,
});
export type LotteryReportFigures = z.infer<typeof lotteryReportFiguresSchema>;

export const lotteryReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  totals: lotteryReportFiguresSchema,
  /** Every day of the range, oldest first (days with nothing are zeros). */
  days: z.array(lotteryReportFiguresSchema.safeExtend({ day: z.string() })),
  /** The games with any movement in the range, largest stakes first, each with its bet types. */
  games: z.array(
    lotteryReportFiguresSchema.safeExtend({
      gameCode: z.string(),
      betTypes: z.array(z.object({ betType: z.string(), tickets: z.number().int(), ...lotteryReportMoneyFields })),
    }),
  ),
});
export type LotteryReport = z.infer<typeof lotteryReportSchema>;
