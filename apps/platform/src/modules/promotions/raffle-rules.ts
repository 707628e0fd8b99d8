import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { PromotionInput, RaffleSettings } from '@ficha/contract';
import { toWireMoney } from '@ficha/contract';
import type { PromotionRow, RaffleRewardSettings } from '../../db/schema/index.ts';
import { merchantDay } from './promotion-rules.ts';
import { addDays } from './rebate-rules.ts';

/**
 * The rules of a raffle that need no database (decision 0076): its days, the tickets a turnover earns, the seed
 * and its commitment, and the draw — a pure function of the revealed seed and the entries, so anyone holding them
 * recomputes the winners.
 */

/** The raffle settings as stored, from the builder's input. */
export function raffleSettingsOf(input: NonNullable<PromotionInput['raffle']>): RaffleRewardSettings {
  return {
    ticketEveryMinor: input.ticketEvery.toString(),
    gameTypes: [...new Set(input.gameTypes)].sort(),
    prizesMinor: input.prizes.map((p) => p.toString()),
    maxTicketsPerMember: input.maxTicketsPerMember ?? null,
    payAs: input.payAs,
  };
}

export function toWireRaffleSettings(s: RaffleRewardSettings): RaffleSettings {
  return {
    ticketEvery: toWireMoney(BigInt(s.ticketEveryMinor)),
    gameTypes: s.gameTypes,
    prizes: s.prizesMinor.map((p) => toWireMoney(BigInt(p))),
    maxTicketsPerMember: s.maxTicketsPerMember,
    payAs: s.payAs,
  };
}

/**
 * The merchant's local days whose bets count, [start, end): from the day the raffle starts to the day it ends
 * (its last instant's day). The fold keeps whole days, so the first and last day count whole.
 */
export function raffleDays(p: Pick<PromotionRow, 'startsAt' | 'endsAt'>, timeZone: string) {
  const start = merchantDay(p.startsAt, timeZone);
  const last = merchantDay(new Date(p.endsAt.getTime() - 1), timeZone);
  return { start, last, end: addDays(last, 1) };
}

/** The turnover that counts: the stakes of the raffle's game types (all types when it names none). */
export function countedTurnover(rows: { gameType: string; betsMinor: bigint }[], s: RaffleRewardSettings): bigint {
  let sum = 0n;
  for (const r of rows) if (s.gameTypes.length === 0 || s.gameTypes.includes(r.gameType)) sum += r.betsMinor;
  return sum;
}

/** ⌊turnover ÷ ticket price⌋, held to the per-member limit, and what is left to bet to the next ticket. */
export function ticketsOf(turnoverMinor: bigint, s: RaffleRewardSettings) {
  const every = BigInt(s.ticketEveryMinor);
  let tickets = turnoverMinor / every;
  const capped = s.maxTicketsPerMember !== null && tickets >= BigInt(s.maxTicketsPerMember);
  if (capped) tickets = BigInt(s.maxTicketsPerMember ?? 0);
  return { tickets, toNextMinor: capped ? 0n : every - (turnoverMinor % every) };
}

/** A fresh server seed (32 random bytes, hex) and its SHA-256 commitment (hex). */
export function newRaffleSeed() {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, seedHash: seedHashOf(serverSeed) };
}

/** SHA-256 of the seed's 32 bytes, hex: what the raffle publishes before its draw. */
export const seedHashOf = (serverSeed: string) =>
  createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');

/** A member's tickets at the draw: numbers firstTicket … firstTicket + tickets − 1. */
export interface RaffleEntry {
  memberId: number;
  firstTicket: number;
  tickets: number;
}

/** Numbers the members' tickets 1 … N in member id order (the order the draw and its verifiers use). */
export function numberEntries(counts: { memberId: number; tickets: number }[]): RaffleEntry[] {
  let next = 1;
  return [...counts]
    .filter((c) => c.tickets > 0)
    .sort((a, b) => a.memberId - b.memberId)
    .map((c) => {
      const entry = { memberId: c.memberId, firstTicket: next, tickets: c.tickets };
      next += c.tickets;
      return entry;
    });
}

const span = 2 ** 48;

/**
 * A uniform integer in [0, n) for rank `rank`: the first 6 bytes of HMAC-SHA256(key = the server seed's bytes,
 * message = "<promotion>:<rank>:<attempt>") as a number, rejected (next attempt) when it falls in the last
 * incomplete multiple of n, so no ticket is favoured.
 */
export function uniformPick(serverSeed: string, promotionId: number, rank: number, n: number): number {
  const limit = Math.floor(span / n) * n;
  for (let attempt = 0; ; attempt += 1) {
    const mac = createHmac('sha256', Buffer.from(serverSeed, 'hex'))
      .update(`${promotionId}:${rank}:${attempt}`)
      .digest();
    const x = mac.readUIntBE(0, 6);
    if (x < limit) return x % n;
  }
}

export interface RaffleWin {
  rank: number;
  memberId: number;
  ticket: number;
}

/**
 * The draw. Rank r (first prize first) picks, with `uniformPick(seed, promotion, r, n)`, the k-th of the n tickets
 * still in play, counted in ticket-number order; its holder wins rank r and their tickets leave play (one prize per
 * member). Ranks beyond the number of members are not awarded.
 */
export function drawWinners(serverSeed: string, promotionId: number, entries: RaffleEntry[], ranks: number) {
  const inPlay = [...entries].sort((a, b) => a.firstTicket - b.firstTicket);
  const wins: RaffleWin[] = [];
  for (let rank = 1; rank <= ranks && inPlay.length > 0; rank += 1) {
    const n = inPlay.reduce((sum, e) => sum + e.tickets, 0);
    let k = uniformPick(serverSeed, promotionId, rank, n);
    let index = 0;
    while (k >= (inPlay[index]?.tickets ?? 0)) {
      k -= inPlay[index]?.tickets ?? 0;
      index += 1;
    }
    const [winner] = inPlay.splice(index, 1);
    if (!winner) break;
    wins.push({ rank, memberId: winner.memberId, ticket: winner.firstTicket + k });
  }
  return wins;
}
