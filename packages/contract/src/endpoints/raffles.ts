import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { moneyAmountSchema } from '../money.ts';
import { ignoredParams, languageSchema, queryObject } from '../schemas.ts';
import { gameTypeSchema } from './catalog.ts';

/**
 * Raffles (issue 16, decision 0076): a promotion of kind `raffle`. A member earns one ticket per `ticketEvery` of
 * valid (cash) bets on the raffle's game types over its days; when its last day closes the server draws the
 * winners from the tickets with a seed it committed to (by SHA-256 hash) when the raffle was created, then
 * reveals the seed so anyone can recompute the draw. A winner claims the prize of their rank in the reward centre
 * (`MCS2_claimRafflePromotion`), paid once from the promotion's budget, in cash or as a bonus.
 */

export const rafflePayouts = ['cash', 'bonus'] as const;

/** The raffle settings of a promotion, as the builder sends them. */
export const raffleSettingsInputSchema = z.strictObject({
  /** One ticket per this much valid bet. */
  ticketEvery: moneyAmountSchema,
  /** The game types whose bets earn tickets; empty: every type. */
  gameTypes: z.array(gameTypeSchema).max(20).default([]),
  /** The prize of each rank, first prize first; one prize per winning member. */
  prizes: z.array(moneyAmountSchema).min(1).max(50),
  /** The most tickets one member holds; absent: no limit. */
  maxTicketsPerMember: z.number().int().min(1).max(1_000_000).optional(),
  /** Paid to the wallet, or granted as a bonus with the promotion's wagering terms. */
  payAs: z.enum(rafflePayouts).default('cash'),
});

/** The raffle settings of a promotion, as the site and the console read them. */
export const raffleSettingsSchema = z.object({
  ticketEvery: z.number(),
  gameTypes: z.array(z.string()),
  prizes: z.array(z.number()),
  maxTicketsPerMember: z.number().int().nullable(),
  payAs: z.enum(rafflePayouts),
});

export type RaffleSettings = z.infer<typeof raffleSettingsSchema>;

/** A winner as everyone sees it: the rank, the masked username, the winning ticket and the prize. */
export const raffleWinnerSchema = z.object({
  rank: z.number().int(),
  /** The username masked (first and last characters). */
  username: z.string(),
  ticket: z.number().int(),
  prize: z.number(),
  /** Whether it is the caller's own win, and whether it was claimed (paid). */
  mine: z.boolean(),
  claimed: z.boolean(),
});

/** One member's tickets at the draw: their numbers are `firstTicket` … `firstTicket + tickets − 1`. */
export const raffleEntrySchema = z.object({
  username: z.string(),
  firstTicket: z.number().int(),
  tickets: z.number().int(),
});

export const raffleStates = ['coming_soon', 'open', 'drawing', 'drawn'] as const;

/** A raffle with the caller's tickets: running (tickets so far) or drawn (winners, the revealed seed). */
export const raffleStatusSchema = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  art: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The merchant's local days whose bets count (first and last, YYYY-MM-DD). */
  firstDay: z.string(),
  lastDay: z.string(),
  /** `drawing`: ended, waiting for its last day to close and be counted. */
  state: z.enum(raffleStates),
  settings: raffleSettingsSchema,
  /** The caller's counted turnover and tickets (0 for a visitor), and what is left to the next ticket. */
  turnover: z.number(),
  tickets: z.number().int(),
  toNextTicket: z.number(),
  /** Every member's tickets at the draw; null before it. */
  totalTickets: z.number().int().nullable(),
  /** SHA-256 of the server seed, published when the raffle was created. */
  seedHash: z.string(),
  /** The server seed, revealed once drawn. */
  serverSeed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  winners: z.array(raffleWinnerSchema),
  /** Every member's ticket range at the draw (masked), to recompute it; empty before. */
  entries: z.array(raffleEntrySchema),
});

export type RaffleStatus = z.infer<typeof raffleStatusSchema>;

/** The original client's call: the merchant's raffles (running, and drawn in the last 30 days) with the caller's tickets. */
export const getRafflePromotionStatus = defineEndpoint({
  name: 'getRafflePromotionStatus',
  method: 'GET',
  path: '/wps/relay/MCSFE_getRafflePromotionStatus',
  auth: 'member',
  moduleId: 'REWCEN3',
  tag: 'promotions',
  summary: "The merchant's running and recently drawn raffles with the member's tickets and the masked winners",
  request: queryObject({
    promotionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    language: languageSchema.optional(),
    ...ignoredParams('merchantCode', 'flush'),
  }),
  response: z.object({ list: z.array(raffleStatusSchema) }),
});

export const raffleClaimSchema = z.object({
  promotionId: z.number().int(),
  rank: z.number().int(),
  prize: z.number(),
  payAs: z.enum(rafflePayouts),
  claimedAt: z.string(),
});

/**
 * The original client's call (recorded without parameters): the winner claims the prize of the raffle named, or
 * without one the newest unclaimed prize the caller won; a replay answers the first claim.
 */
export const claimRafflePromotion = defineEndpoint({
  name: 'claimRafflePromotion',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  auth: 'member',
  moduleId: 'REWCEN3',
  tag: 'promotions',
  summary: "Pays the caller's raffle prize once, from the promotion's budget (cash, or a bonus)",
  request: z.strictObject({ promotionId: z.number().int().positive().max(2_147_483_647).optional() }),
  response: z.object({ claim: raffleClaimSchema }),
});

/** The same call under the A build's name. */
export const claimRafflePromotionA = defineEndpoint({
  ...claimRafflePromotion,
  name: 'claimRafflePromotionA',
  path: '/wps/relay/MCSFE_claimRafflePromotion',
});

/** The console's view of a raffle's draw: every winner with the real username and whether the prize was paid. */
export const getRaffleDraw = defineEndpoint({
  name: 'getRaffleDraw',
  method: 'GET',
  path: '/cms/v1/promotions/raffle-draw',
  auth: 'operator',
  tag: 'console',
  summary: "A raffle's commitment, counted tickets, and once drawn its revealed seed and winners",
  request: queryObject({ promotionId: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: z.object({
    promotionId: z.number().int(),
    state: z.enum(raffleStates),
    seedHash: z.string(),
    serverSeed: z.string().nullable(),
    drawnAt: z.string().nullable(),
    /** At the draw; null before it. */
    totalTickets: z.number().int().nullable(),
    entrants: z.number().int().nullable(),
    winners: z.array(
      z.object({
        rank: z.number().int(),
        memberId: z.number().int(),
        username: z.string(),
        ticket: z.number().int(),
        prize: z.number(),
        claimedAt: z.string().nullable(),
      }),
    ),
  }),
});
