import { DomainError, toWireMoney, type RaffleStatus } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type {
  MemberRow,
  PromotionReward,
  PromotionRow,
  PromotionTerms,
  RaffleDrawRow,
  RaffleRewardSettings,
} from '../../db/schema/index.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import { maskName } from '../catalog/winner-ranking.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { isTrial } from '../members/member-roles.ts';
import { findMemberById } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { payFromPromotionBudget } from './promotion-payout.ts';
import { eligibilityRefusal, merchantDay } from './promotion-rules.ts';
import { sameJson } from './promotion-row-fields.ts';
import { textsIn } from './promotion-wire.ts';
import { creditedDeposits } from './promotions.queries.ts';
import {
  countedTurnover,
  drawWinners,
  newRaffleSeed,
  numberEntries,
  raffleDays,
  ticketsOf,
  toWireRaffleSettings,
} from './raffle-rules.ts';
import {
  findRaffle,
  insertRaffleDraw,
  listEntries,
  listWinners,
  lockDraw,
  lockWin,
  markWinClaimed,
  newestUnclaimedWin,
  rafflePromotions,
  recordDraw,
  tryDrawLock,
  undrawnRaffles,
} from './raffles.queries.ts';
import { foldedThrough, typeFigures } from './rebates.queries.ts';

/** A raffle is drawn this long after its last day closed, and only once the fold has taken in that day. */
const drawGraceMs = 3_600_000;
/** Drawn raffles stay on the site this long after they end. */
const shownAfterEndMs = 30 * 24 * 3_600_000;

const settingsOf = (p: PromotionRow): RaffleRewardSettings => {
  const s = p.reward.raffle;
  if (!s) throw new Error(`promotion ${p.id} has no raffle settings`);
  return s;
};

/** Commits a new raffle to a fresh seed (its hash is public from now on), in the promotion's transaction. */
export async function commitRaffleSeed(tx: Db, promotion: Pick<PromotionRow, 'id' | 'merchantId'>) {
  await insertRaffleDraw(tx, { promotionId: promotion.id, merchantId: promotion.merchantId, ...newRaffleSeed() });
}

/**
 * Whether an edit of a promotion is refused for being a raffle: its kind can't change to or from `raffle` (the
 * seed is committed when a raffle is created), and once it started its tickets, prizes and terms are fixed.
 */
export function raffleLocked(
  before: Pick<PromotionRow, 'kind' | 'reward' | 'terms' | 'startsAt'>,
  kind: PromotionRow['kind'],
  reward: PromotionReward,
  terms: PromotionTerms,
  at: Date,
): boolean {
  if ((before.kind === 'raffle') !== (kind === 'raffle')) return true;
  if (before.kind !== 'raffle' || at < before.startsAt) return false;
  return !sameJson(before.reward, reward) || !sameJson(before.terms, terms);
}

/**
 * Raffles (issue 16, decision 0076): tickets from the fold's per-member per-type day rows, a draw from the
 * committed seed once the raffle's last day closed and was folded, and prizes claimed by their winners, each paid
 * once from the promotion's budget (one `promotion_prize` entry, or one bonus grant, keyed raffle:<id>:<rank>).
 */
export function createRaffleService(
  db: Db,
  deps: { ledger: LedgerService; bonusWallet: BonusWalletService; merchants: MerchantService; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

  /** Who takes part: a real (not trial) member the promotion's rules admit (the country is not known here). */
  async function eligible(tx: Db, merchant: Merchant, member: MemberRow, p: PromotionRow) {
    if (isTrial(member, merchant)) return false;
    const rules = { ...p, eligibility: { ...p.eligibility, countries: [] } };
    const depositCount = await creditedDeposits(tx, merchant.id, member.id, null);
    return eligibilityRefusal(rules, { member, depositCount, country: null }) === null;
  }

  /** Each member's counted turnover over the raffle's days, from the fold's rows (one member's when given). */
  async function turnovers(tx: Db, merchant: Merchant, p: PromotionRow, memberId: number | null) {
    const days = raffleDays(p, merchant.timeZone);
    const figures = await typeFigures(tx, merchant.id, memberId, days.start, days.end);
    const s = settingsOf(p);
    return new Map([...figures].map(([id, rows]) => [id, countedTurnover(rows, s)]));
  }

  function stateOf(p: PromotionRow, draw: RaffleDrawRow, at: Date): RaffleStatus['state'] {
    if (draw.drawnAt) return 'drawn';
    if (at < p.startsAt) return 'coming_soon';
    return at < p.endsAt ? 'open' : 'drawing';
  }

  async function statusOf(
    merchant: Merchant,
    member: MemberRow | null,
    p: PromotionRow,
    draw: RaffleDrawRow,
    language: string,
  ): Promise<RaffleStatus> {
    const s = settingsOf(p);
    const days = raffleDays(p, merchant.timeZone);
    let turnover = 0n;
    let tickets = 0n;
    let toNext = BigInt(s.ticketEveryMinor);
    const drawn = draw.drawnAt !== null;
    const entries = drawn ? await listEntries(db, p.id) : [];
    if (member && drawn) {
      const own = entries.find((e) => e.entry.memberId === member.id)?.entry;
      turnover = own?.turnoverMinor ?? 0n;
      tickets = BigInt(own?.tickets ?? 0);
      toNext = 0n;
    } else if (member && (await eligible(db, merchant, member, p))) {
      turnover = (await turnovers(db, merchant, p, member.id)).get(member.id) ?? 0n;
      const counted = ticketsOf(turnover, s);
      tickets = counted.tickets;
      toNext = counted.toNextMinor;
    }
    const winners = drawn ? await listWinners(db, p.id) : [];
    return {
      promotionId: p.id,
      title: textsIn(p.texts, language, merchant.defaultLanguage).title,
      art: p.art,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt.toISOString(),
      firstDay: days.start,
      lastDay: days.last,
      state: stateOf(p, draw, now()),
      settings: toWireRaffleSettings(s),
      turnover: toWireMoney(turnover),
      tickets: Number(tickets),
      toNextTicket: toWireMoney(toNext),
      totalTickets: draw.totalTickets,
      seedHash: draw.seedHash,
      serverSeed: drawn ? draw.serverSeed : null,
      drawnAt: draw.drawnAt?.toISOString() ?? null,
      winners: winners.map((w) => ({
        rank: w.winner.rank,
        username: maskName(w.username),
        ticket: w.winner.ticket,
        prize: toWireMoney(w.winner.prizeMinor),
        mine: member !== null && w.winner.memberId === member.id,
        claimed: w.winner.claimedAt !== null,
      })),
      entries: entries.map((e) => ({
        username: maskName(e.username),
        firstTicket: e.entry.firstTicket,
        tickets: e.entry.tickets,
      })),
    };
  }

  /** Draws one raffle once, under its lock: the entries as the fold counted them, the winners, the seed revealed. */
  async function draw(merchant: Merchant, p: PromotionRow) {
    const s = settingsOf(p);
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await tryDrawLock(tx, p.id))) return false;
      const row = await lockDraw(tx, p.id);
      if (!row || row.drawnAt) return false;
      const counted: { memberId: number; tickets: number; turnoverMinor: bigint }[] = [];
      for (const [memberId, turnoverMinor] of await turnovers(tx, merchant, p, null)) {
        const tickets = ticketsOf(turnoverMinor, s).tickets;
        if (tickets === 0n) continue;
        const member = await findMemberById(tx, merchant.id, memberId);
        if (!member || !(await eligible(tx, merchant, member, p))) continue;
        counted.push({ memberId, tickets: Number(tickets), turnoverMinor });
      }
      const turnoverOf = new Map(counted.map((c) => [c.memberId, c.turnoverMinor]));
      const entries = numberEntries(counted).map((e) => ({ ...e, turnoverMinor: turnoverOf.get(e.memberId) ?? 0n }));
      const wins = drawWinners(row.serverSeed, p.id, entries, s.prizesMinor.length).map((w) => ({
        ...w,
        prizeMinor: BigInt(s.prizesMinor[w.rank - 1] ?? '0'),
      }));
      await recordDraw(tx, { promotionId: p.id, merchantId: merchant.id, drawnAt: now() }, entries, wins);
      return true;
    });
  }

  /** Pays a win in `tx` once: cash from the budget to the wallet, or a bonus grant with the promotion's terms. */
  async function pay(
    tx: Db,
    merchant: Merchant,
    member: MemberRow,
    p: PromotionRow,
    rank: number,
    amountMinor: bigint,
  ) {
    return payFromPromotionBudget(tx, deps, {
      merchant,
      member,
      promotion: p,
      amountMinor,
      key: `raffle:${p.id}:${rank}`,
      payAs: settingsOf(p).payAs,
      kind: 'promotion_prize',
      memo: `promotion #${p.id} raffle prize ${rank}`,
      at: now(),
    });
  }

  return {
    /** The merchant's raffles a member (or visitor) sees: running or coming, and drawn in the last 30 days. */
    async status(merchant: Merchant, member: MemberRow | null, language: string, promotionId?: number) {
      const at = now();
      const list: RaffleStatus[] = [];
      for (const { promotion, draw } of await rafflePromotions(
        db,
        merchant.id,
        new Date(at.getTime() - shownAfterEndMs),
      )) {
        if (promotionId !== undefined && promotion.id !== promotionId) continue;
        if (promotion.status !== 'active' && !draw.drawnAt) continue;
        list.push(await statusOf(merchant, member, promotion, draw, language));
      }
      return list;
    },

    /**
     * The winner claims the prize of their rank (of the raffle named, else of the newest raffle whose prize they
     * have not claimed): paid once (a replay answers the paid claim). Refusals:
     * promotion_not_found, raffle_not_drawn, raffle_no_prize, promotion_budget_exhausted, bonus_already_active.
     */
    async claim(merchant: Merchant, member: MemberRow, promotionId: number | undefined) {
      const id = promotionId ?? (await newestUnclaimedWin(db, merchant.id, member.id));
      if (id === undefined) throw new DomainError('raffle_no_prize');
      const found = await findRaffle(db, merchant.id, id);
      if (!found || found.promotion.kind !== 'raffle') throw new DomainError('promotion_not_found');
      const p = found.promotion;
      if (!found.draw.drawnAt) throw new DomainError('raffle_not_drawn');
      const win = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await lockWin(tx, p.id, member.id);
        if (!row) throw new DomainError('raffle_no_prize');
        if (row.claimedAt) return row;
        const moves = await pay(tx, merchant, member, p, row.rank, row.prizeMinor);
        return markWinClaimed(tx, p.id, row.rank, { claimedAt: now(), ...moves });
      });
      return {
        promotionId: p.id,
        rank: win.rank,
        prize: toWireMoney(win.prizeMinor),
        payAs: settingsOf(p).payAs,
        claimedAt: (win.claimedAt ?? now()).toISOString(),
      };
    },

    /** The console's view of a raffle: the commitment, and once drawn the seed, totals and winners. */
    async consoleDraw(merchantId: number, promotionId: number) {
      const found = await findRaffle(db, merchantId, promotionId);
      if (!found || found.promotion.kind !== 'raffle') throw new DomainError('promotion_not_found');
      const { promotion: p, draw: d } = found;
      const drawn = d.drawnAt !== null;
      return {
        promotionId: p.id,
        state: stateOf(p, d, now()),
        seedHash: d.seedHash,
        serverSeed: drawn ? d.serverSeed : null,
        drawnAt: d.drawnAt?.toISOString() ?? null,
        totalTickets: d.totalTickets,
        entrants: d.entrants,
        winners: (drawn ? await listWinners(db, p.id) : []).map((w) => ({
          rank: w.winner.rank,
          memberId: w.winner.memberId,
          username: w.username,
          ticket: w.winner.ticket,
          prize: toWireMoney(w.winner.prizeMinor),
          claimedAt: w.winner.claimedAt?.toISOString() ?? null,
        })),
      };
    },

    /**
     * The draw job: draws each raffle whose last day closed at least an hour ago and whose postings the fold has
     * all taken in. A paused raffle waits. Answers the raffles drawn.
     */
    async drawDue() {
      const at = now();
      let drawn = 0;
      for (const { promotion: p } of await undrawnRaffles(db)) {
        if (p.status !== 'active' || at < p.endsAt) continue;
        const merchant = await deps.merchants.byId(p.merchantId);
        const days = raffleDays(p, merchant.timeZone);
        if (merchantDay(new Date(at.getTime() - drawGraceMs), merchant.timeZone) < days.end) continue;
        if (!(await foldedThrough(db, days.end, merchant.timeZone))) continue;
        if (await draw(merchant, p)) drawn += 1;
      }
      return drawn;
    },
  };
}

export type RaffleService = ReturnType<typeof createRaffleService>;
