import {
  DomainError,
  toWireMoney,
  type BetRecord,
  type GameType,
  type LanguageCode,
  type profitPeriods,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { BetRecordRow } from '../../db/schema/index.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { isTrial } from '../members/member-roles.ts';
import type { MemberIdentity } from '../sessions/sessions.service.ts';
import { listMemberRounds, settledTotalsByGame } from './bet-records.queries.ts';
import { profitCategoryOf } from './profit-category.ts';

/** The door of the winner board (modules/catalog): a merchant's biggest wins of settled rounds. */
export { biggestWins } from './bet-records.queries.ts';

const dayMs = 86_400_000;
/** The longest range the betting record answers at once (about a quarter). */
const maxRangeDays = 93;

type ProfitPeriod = (typeof profitPeriods)[number];

const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

function dayOf(text: string): Date {
  const day = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(day.getTime()) || isoDay(day) !== text) throw new DomainError('request_param_err');
  return day;
}

/** The UTC days a profit period covers: [from, to). */
export function periodRange(period: ProfitPeriod, now: Date): { from: Date; to: Date } {
  const tomorrow = new Date(startOfUtcDay(now).getTime() + dayMs);
  const days = { today: 1, yesterday: 1, last7Days: 7, last30Days: 30 }[period];
  const to = period === 'yesterday' ? new Date(tomorrow.getTime() - dayMs) : tomorrow;
  return { from: new Date(to.getTime() - days * dayMs), to };
}

/**
 * The names the lobby shows for a merchant's games in a language, keyed `providerCode|gameCode` (the catalog
 * answers it from its cache).
 */
export type GameNames = (merchant: Merchant, language: LanguageCode) => Promise<ReadonlyMap<string, string>>;

/** What the lobby shows of a listed game: its name in a language, its icon and its type. */
export interface ListedGame {
  gameName: string;
  iconUrl: string | null;
  gameType: GameType;
}

/** The lobby's games of a merchant in a language, keyed `providerCode|gameCode` (from the catalog's cache). */
export type ListedGames = (merchant: Merchant, language: LanguageCode) => Promise<ReadonlyMap<string, ListedGame>>;

const gameKey = (round: { providerCode: string; gameCode: string }) => `${round.providerCode}|${round.gameCode}`;

function toBetRecord(round: BetRecordRow, vendorName: string, game: ListedGame | undefined): BetRecord {
  return {
    roundId: round.roundId,
    gameCode: round.gameCode,
    gameName: game?.gameName ?? null,
    gameIconUrl: game?.iconUrl ?? null,
    vendorCode: round.providerCode,
    vendorName,
    category: round.category,
    stake: toWireMoney(round.stakeMinor),
    validBet: toWireMoney(round.validBetMinor),
    win: toWireMoney(round.winMinor),
    profit: round.status === 'settled' ? toWireMoney(round.winMinor - round.stakeMinor) : null,
    status: round.status,
    openedAt: round.openedAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
    detailUrl: round.detailUrl,
  };
}

/**
 * The member centre's records of play (SPEC §2.6 personalHistoryCopy and personalProfit), read from the bet
 * records the seamless wallet keeps. Always the signed-in member's own rounds; days are UTC days.
 */
export function createBetRecordService(db: Db, deps: { listedGames: ListedGames; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const ownerOf = (merchant: Merchant, identity: MemberIdentity) => {
    // spec: §6 — a trial account has no wallet, so no records of real play.
    if (isTrial(identity.member, merchant)) throw new DomainError('in_need_true_account');
    return { merchantId: merchant.id, memberId: identity.member.id };
  };

  return {
    async bettingRecords(
      merchant: Merchant,
      identity: MemberIdentity,
      input: {
        startDate: string;
        endDate: string;
        status: 'all' | BetRecordRow['status'];
        pageNo: number;
        pageSize: number;
      },
      language: LanguageCode,
    ) {
      const from = dayOf(input.startDate);
      const to = new Date(dayOf(input.endDate).getTime() + dayMs);
      if (to <= from || to.getTime() - from.getTime() > maxRangeDays * dayMs) {
        throw new DomainError('request_param_err', { fields: [{ field: 'endDate', reason: 'date_range' }] });
      }
      const [{ rows, totals }, games] = await Promise.all([
        listMemberRounds(db, ownerOf(merchant, identity), {
          from,
          to,
          status: input.status === 'all' ? null : input.status,
          offset: (input.pageNo - 1) * input.pageSize,
          limit: input.pageSize,
        }),
        deps.listedGames(merchant, language),
      ]);
      return {
        list: rows.map((r) => toBetRecord(r.round, r.vendorName, games.get(gameKey(r.round)))),
        pageNo: input.pageNo,
        totalPages: Math.max(1, Math.ceil(totals.rounds / input.pageSize)),
        totals: {
          rounds: totals.rounds,
          stake: toWireMoney(totals.stakeMinor),
          validBet: toWireMoney(totals.validBetMinor),
          win: toWireMoney(totals.winMinor),
          profit: toWireMoney(totals.profitMinor),
        },
      };
    },

    async personalProfit(merchant: Merchant, identity: MemberIdentity, period: ProfitPeriod, language: LanguageCode) {
      const { from, to } = periodRange(period, now());
      const [rows, games] = await Promise.all([
        settledTotalsByGame(db, ownerOf(merchant, identity), from, to),
        deps.listedGames(merchant, language),
      ]);
      // Each game's rows under its own type, summed in bigint minor units.
      const byCategory = new Map<string, { rounds: number; stake: bigint; validBet: bigint; win: bigint }>();
      for (const r of rows) {
        const category = profitCategoryOf(games.get(gameKey(r))?.gameType ?? null, r.category);
        const sums = byCategory.get(category) ?? { rounds: 0, stake: 0n, validBet: 0n, win: 0n };
        byCategory.set(category, {
          rounds: sums.rounds + r.rounds,
          stake: sums.stake + BigInt(r.stake),
          validBet: sums.validBet + BigInt(r.validBet),
          win: sums.win + BigInt(r.win),
        });
      }
      const categories = [...byCategory]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([category, sums]) => ({ category, ...sums, profit: sums.win - sums.stake }));
      const sum = (pick: (c: (typeof categories)[number]) => bigint) => categories.reduce((t, c) => t + pick(c), 0n);
      const wire = (c: { rounds: number; stake: bigint; validBet: bigint; win: bigint; profit: bigint }) => ({
        rounds: c.rounds,
        stake: toWireMoney(c.stake),
        validBet: toWireMoney(c.validBet),
        win: toWireMoney(c.win),
        profit: toWireMoney(c.profit),
      });
      return {
        period,
        from: isoDay(from),
        to: isoDay(new Date(to.getTime() - dayMs)),
        totals: wire({
          rounds: categories.reduce((t, c) => t + c.rounds, 0),
          stake: sum((c) => c.stake),
          validBet: sum((c) => c.validBet),
          win: sum((c) => c.win),
          profit: sum((c) => c.profit),
        }),
        categories: categories.map((c) => ({ category: c.category, ...wire(c) })),
      };
    },
  };
}

export type BetRecordService = ReturnType<typeof createBetRecordService>;
