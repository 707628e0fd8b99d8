import { DomainError, toWireMoney, type leaderboardInputSchema, type RankBoard } from '@ficha/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { maskName } from '../catalog/winner-ranking.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import { postPoints } from '../points/points.service.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import {
  findBoard,
  foldedBefore,
  insertPrize,
  insertSettledPeriod,
  isPeriodSettled,
  listBoards,
  listResults,
  saveBoardRow,
  standings,
  trySettleLock,
  type BoardValues,
  type LeaderboardRow,
  type Standing,
} from './leaderboards.queries.ts';
import { boardPeriodOf, closedBoardPeriods, localDay, type Period } from './mission-periods.ts';
import { titleIn } from './missions-wire.ts';

/** How many entries the site shows. */
const topEntries = 20;
/** A closed period is settled this long after it ended (postings still committing), and once folded. */
const settleGraceMs = 5 * 60_000;
/** The newest closed periods a run looks at per board. */
const periodsPerRun = 62;

const prizeFigure = (board: Pick<LeaderboardRow, 'prizeKind'>, value: bigint) =>
  board.prizeKind === 'points' ? Number(value) : toWireMoney(value);
/** Valid bet as money; a win multiple (× 100 in the database) with two decimals. */
const scoreFigure = (board: Pick<LeaderboardRow, 'metric'>, score: bigint) =>
  board.metric === 'valid_bet' ? toWireMoney(score) : Number(score) / 100;

/**
 * Leaderboards (issue 17, decision 0078): each running period's standings from the fold's per-type day rows
 * (masked names, the member's own place), and the settlement job that pays each closed period's prizes once: the
 * board's advisory lock, the period recorded once, and every prize one ledger entry with the key
 * leaderboard:<board>:<period>:<rank> (like the rebate settlement, decision 0070).
 */
export function createLeaderboardService(
  db: Db,
  deps: { ledger: LedgerService; audit: AuditService; merchants: MerchantService; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

  function toWireBoard(b: LeaderboardRow, period: Period, language: string, fallback: string): RankBoard {
    return {
      id: b.id,
      title: titleIn(b.titles, language, fallback),
      metric: b.metric,
      period: b.period,
      minBet: toWireMoney(b.minBetMinor),
      prizeKind: b.prizeKind,
      prizes: b.prizes.map((p) => prizeFigure(b, p)),
      periodStart: period.start,
      periodEnd: period.end,
    };
  }

  const runningPeriod = (merchant: Merchant, b: LeaderboardRow) =>
    boardPeriodOf(localDay(now(), merchant.timeZone), b.period);

  async function payPrize(tx: Db, merchant: Merchant, b: LeaderboardRow, period: Period, s: Standing, amount: bigint) {
    const key = `leaderboard:${b.id}:${period.start}:${s.rank}`;
    const member: Pick<MemberRow, 'id' | 'type'> = { id: s.memberId, type: s.type };
    if (b.prizeKind === 'points') {
      return postPoints(deps.ledger, tx, {
        merchantId: merchant.id,
        memberId: s.memberId,
        kind: 'leaderboard_points',
        key,
        points: amount,
      });
    }
    const budget = await deps.ledger.account(merchantAccountIdentity(merchant, 'promotion_budget', 'leaderboards'), tx);
    const wallet = await deps.ledger.account(memberWalletIdentity(merchant, member), tx);
    const posted = await deps.ledger.post(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        kind: 'leaderboard_prize',
        source: 'missions',
        idempotencyKey: key,
        memo: `leaderboard ${b.id} ${period.start} #${s.rank}`,
        lines: [
          { accountId: budget.id, amountMinor: -amount },
          { accountId: wallet.id, amountMinor: amount },
        ],
      },
      tx,
    );
    return posted.entryId;
  }

  /** Settles one closed period of a board: false when another instance holds the board or it was settled. */
  async function settlePeriod(merchant: Merchant, b: LeaderboardRow, period: Period): Promise<boolean> {
    return db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      if (!(await trySettleLock(tx, b.id))) return false;
      if (await isPeriodSettled(tx, b.id, period.start)) return false;
      const ranked = await standings(tx, b, period.start, period.end);
      for (const s of ranked.slice(0, b.prizes.length)) {
        const amount = b.prizes[s.rank - 1];
        if (amount === undefined) continue;
        const entryId = await payPrize(tx, merchant, b, period, s, amount);
        await insertPrize(tx, {
          boardId: b.id,
          periodStart: period.start,
          rank: s.rank,
          merchantId: merchant.id,
          memberId: s.memberId,
          score: s.score,
          amount,
          entryId,
        });
      }
      await insertSettledPeriod(tx, b.id, period.start);
      return true;
    });
  }

  return {
    /** getRankBoardList: the merchant's running boards and their running period. */
    async boards(merchant: Merchant, language: string) {
      const boards = await listBoards(db, merchant.id, true);
      return {
        list: boards.map((b) => toWireBoard(b, runningPeriod(merchant, b), language, merchant.defaultLanguage)),
      };
    },

    /** MCSFE_getMissionLeaderboard: a running board's top entries (masked) and the member's own place. */
    async standing(merchant: Merchant, member: Pick<MemberRow, 'id'>, boardId: number | undefined, language: string) {
      const boards = await listBoards(db, merchant.id, true);
      const board = boardId === undefined ? boards[0] : boards.find((b) => b.id === boardId);
      if (!board) {
        if (boardId !== undefined) throw new DomainError('leaderboard_not_found');
        return { board: null, entries: [], me: { rank: null, score: 0 } };
      }
      const period = runningPeriod(merchant, board);
      const ranked = await standings(db, board, period.start, period.end);
      const mine = ranked.find((s) => s.memberId === member.id);
      return {
        board: toWireBoard(board, period, language, merchant.defaultLanguage),
        entries: ranked.slice(0, topEntries).map((s) => ({
          rank: s.rank,
          name: maskName(s.username),
          score: scoreFigure(board, s.score),
          prize: prizeFigure(board, board.prizes[s.rank - 1] ?? 0n),
        })),
        me: { rank: mine?.rank ?? null, score: mine ? scoreFigure(board, mine.score) : 0 },
      };
    },

    /**
     * The settlement job: every closed period of every active board (from its start through its end or
     * yesterday), once its grace passed and the fold took in its postings, settled once. Answers the periods
     * settled.
     */
    async settleDue() {
      let settled = 0;
      for (const b of await listBoards(db, null, false)) {
        if (!b.active) continue;
        const merchant = await deps.merchants.byId(b.merchantId);
        const periods = closedBoardPeriods(
          localDay(b.startsAt, merchant.timeZone),
          localDay(new Date(b.endsAt.getTime() - 1), merchant.timeZone),
          localDay(new Date(now().getTime() - settleGraceMs), merchant.timeZone),
          b.period,
          periodsPerRun,
        );
        for (const period of periods) {
          if (await isPeriodSettled(db, b.id, period.start)) continue;
          if (!(await foldedBefore(db, period.end, merchant.timeZone))) break;
          if (await settlePeriod(merchant, b, period)) settled += 1;
        }
      }
      return settled;
    },

    // ----- the console -----

    async list(merchantId: number) {
      return (await listBoards(db, merchantId, false)).map(toConsoleBoard);
    },

    async save(merchantId: number, actor: Actor, input: z.output<typeof leaderboardInputSchema>) {
      const values: BoardValues = {
        titles: input.titles as Record<string, string>,
        metric: input.metric,
        period: input.period,
        minBetMinor: input.minBet,
        prizeKind: input.prizeKind,
        prizes: input.prizeKind === 'cash' ? input.cashPrizes! : input.pointPrizes!.map((p) => BigInt(p)),
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        active: input.active,
      };
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const earlier = input.id === undefined ? null : await findBoard(tx, merchantId, input.id);
        const id = await saveBoardRow(tx, merchantId, input.id, values);
        if (id === null) throw new DomainError('leaderboard_not_found');
        const saved = await findBoard(tx, merchantId, id);
        if (!saved) throw new Error('saved leaderboard vanished');
        const after = toConsoleBoard(saved);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: input.id === undefined ? 'leaderboard.create' : 'leaderboard.update',
          target: `leaderboard:${id}`,
          before: earlier ? toConsoleBoard(earlier) : null,
          after,
        });
        return after;
      });
    },

    /** A board's settled periods with their winners (leaderboard_not_found for another merchant's board). */
    async results(merchantId: number, boardId: number) {
      const board = await findBoard(db, merchantId, boardId);
      if (!board) throw new DomainError('leaderboard_not_found');
      const byPeriod = new Map<
        string,
        {
          periodStart: string;
          settledAt: string;
          winners: { rank: number; username: string; score: number; prize: number }[];
        }
      >();
      for (const r of await listResults(db, boardId)) {
        const period = byPeriod.get(r.period_start) ?? {
          periodStart: r.period_start,
          settledAt: new Date(r.settled_at).toISOString(),
          winners: [],
        };
        byPeriod.set(r.period_start, period);
        if (r.rank !== null && r.username !== null && r.score !== null && r.amount !== null) {
          period.winners.push({
            rank: Number(r.rank),
            username: r.username,
            score: scoreFigure(board, BigInt(r.score)),
            prize: prizeFigure(board, BigInt(r.amount)),
          });
        }
      }
      return [...byPeriod.values()];
    },
  };
}

function toConsoleBoard(b: LeaderboardRow) {
  return {
    id: b.id,
    titles: b.titles,
    metric: b.metric,
    period: b.period,
    minBet: toWireMoney(b.minBetMinor),
    prizeKind: b.prizeKind,
    prizes: b.prizes.map((p) => prizeFigure(b, p)),
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    active: b.active,
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
