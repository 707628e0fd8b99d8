import { randomBytes } from 'node:crypto';
import { DomainError } from '@ficha/contract';
import { drawLotteryNumbers, hashServerSeed } from '@ficha/engines';
import { finalStates, type ProviderTx, type RoundLifecycle } from '@ficha/provider-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { LotteryDb } from '../../db/database.ts';
import type { DrawRow, TicketRow } from '../../db/schema/index.ts';
import { nextDrawAt, previousDrawAt } from '../catalog/draw-schedule.ts';
import { lotteryGameOf, lotteryGames, type LotteryGame } from '../catalog/lottery-games.ts';
import { drawCodeOf, drawView } from './draw-view.ts';
import {
  closeDraw,
  drawByCode,
  drawOfGameAt,
  dueDraws,
  finishDraw,
  insertDraw,
  insertTicket,
  lockDrawTakingTickets,
  openDrawOf,
  recentDraws,
  roundsById,
  ticketsOfDraw,
  unfinishedDraws,
  unfinishedTicketRounds,
} from './draws.queries.ts';
import { stopChasesWonOn } from '../chases/chases.service.ts';
import { decideTicket } from './ticket-decision.ts';

/** Tickets decided per statement batch, and ticket rounds driven per page. */
const page = 1000;

/**
 * The draws of every lottery game (decision 0056): created ahead with a committed seed, drawn at their time
 * (every ticket decided in the drawing transaction, once), then settled through the wallet; a draw that cannot be
 * drawn within the grace period, or that an operator cancels, refunds every ticket.
 */
export function createDrawService(
  db: LotteryDb,
  deps: {
    lifecycle: RoundLifecycle;
    closeSeconds: number;
    graceSeconds: number;
    /** The IANA time zone daily draws keep their times of day in. */
    timeZone: string;
    log: FastifyBaseLogger;
  },
) {
  const { lifecycle, log } = deps;

  /**
   * The draw of every game that takes tickets at `now`, created with a fresh seed (its hash public at once) unless
   * it exists: the next draw opens the moment the one before it stops taking tickets (closeSeconds before its
   * time), so a game always has a draw to buy on — fast draws on their period, daily draws at their times of day
   * in the lottery's time zone (one scheduler, a schedule per game: draw-schedule.ts).
   */
  async function ensureDraws(now: Date): Promise<void> {
    const closeMs = deps.closeSeconds * 1000;
    for (const game of lotteryGames) {
      await createDraw(game, nextDrawAt(game.schedule, new Date(now.getTime() + closeMs), deps.timeZone));
    }
  }

  /**
   * Creates the draw of a game at `drawAt` with a fresh seed unless it exists: it takes tickets from the close of
   * the draw before it until closeSeconds before its time.
   */
  async function createDraw(game: LotteryGame, drawAt: Date): Promise<void> {
    const closeMs = deps.closeSeconds * 1000;
    const serverSeed = randomBytes(32).toString('hex');
    await insertDraw(db, {
      gameCode: game.gameCode,
      drawCode: drawCodeOf(game.drawPrefix, drawAt),
      opensAt: new Date(previousDrawAt(game.schedule, drawAt, deps.timeZone).getTime() - closeMs),
      closesAt: new Date(drawAt.getTime() - closeMs),
      drawAt,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
    });
  }

  /**
   * Draws a due draw: its numbers from its seed, every ticket decided in the same transaction — and the
   * stop-on-win chases that won on it stopped, their undrawn tickets cancelled (decision 0074), in that
   * transaction too, so a crash cannot leave a won chase running. Their rollbacks are sent right after (the
   * recovery sweep resends what fails).
   */
  async function drawOne(draw: DrawRow): Promise<DrawRow | undefined> {
    const game = lotteryGameOf(draw.gameCode);
    if (!game) throw new Error(`draw ${draw.drawCode} of an unknown game`);
    const numbers = drawLotteryNumbers(game.kind, { serverSeed: draw.serverSeed, clientSeed: draw.drawCode, nonce: 0 });
    const result = await db.transaction(async (tx) => {
      const drawn = await closeDraw(tx, draw.id, { state: 'drawn', numbers });
      if (!drawn) return undefined;
      let after = '';
      for (;;) {
        const batch = await ticketsOfDraw(tx, draw.id, after, page);
        if (batch.length === 0) break;
        const byRound = new Map(batch.map((ticket) => [ticket.roundId, ticket]));
        await lifecycle.decideEach(tx, [...byRound.keys()], (round) =>
          decideTicket(game.kind, byRound.get(round.id)!, round, numbers),
        );
        after = batch.at(-1)!.roundId;
      }
      const refunding = await stopChasesWonOn(tx, lifecycle, draw.id);
      return { drawn, refunding };
    });
    if (!result) return undefined;
    await refund(result.refunding);
    return result.drawn;
  }

  /** Sends the rollbacks of cancelled rounds (ticket by ticket; what the wallet does not confirm is resent later). */
  async function refund(roundIds: readonly string[]): Promise<void> {
    for (const round of await roundsById(db, roundIds)) await lifecycle.drive(round, { cancelOpen: true });
  }

  /**
   * Finishes a drawn or cancelled draw: credits the decided tickets (a drawn draw) or rolls back the open ones (a
   * cancelled draw) through the wallet, resending the same transaction ids. Answers whether every ticket is final.
   */
  async function settle(draw: DrawRow): Promise<boolean> {
    const cancelOpen = draw.state === 'cancelled';
    for (;;) {
      const pending = await unfinishedTicketRounds(db, draw.id, page);
      if (pending.length === 0) break;
      let stuck = 0;
      for (const round of pending) {
        const { round: after } = await lifecycle.drive(round, { cancelOpen });
        if (!finalStates.includes(after.state)) stuck += 1;
      }
      // The wallet did not confirm some: the next tick (or the recovery sweep) resends them.
      if (stuck > 0) return false;
    }
    await finishDraw(db, draw);
    return true;
  }

  /** Cancels an open draw and refunds its tickets; answers the draw and how many tickets it refunded. */
  async function cancel(draw: DrawRow) {
    const cancelled = (await closeDraw(db, draw.id, { state: 'cancelled' })) ?? (await drawByCode(db, draw.drawCode));
    if (!cancelled || cancelled.state !== 'cancelled') throw new DomainError('lottery_draw_closed');
    const refunded = (await unfinishedTicketRounds(db, draw.id, Number.MAX_SAFE_INTEGER)).length;
    await settle(cancelled);
    return { draw: cancelled, refunded };
  }

  /**
   * One pass of the scheduler: the next draws exist, due draws are drawn (or cancelled once past the grace
   * period), and drawn or cancelled draws are settled. Safe to run from several places at once: a draw is drawn
   * or cancelled once (row lock), a ticket decided once (only open rounds are decided), each wallet call carries
   * its ticket's transaction id.
   */
  async function tick(now = new Date()) {
    await ensureDraws(now);
    for (const draw of await dueDraws(db, now)) {
      if (now.getTime() - draw.drawAt.getTime() > deps.graceSeconds * 1000) {
        log.warn({ drawCode: draw.drawCode }, 'draw not drawn within its grace period: cancelled, tickets refunded');
        await closeDraw(db, draw.id, { state: 'cancelled' });
        continue;
      }
      try {
        await drawOne(draw);
      } catch (error) {
        log.error({ err: error, drawCode: draw.drawCode }, 'draw failed; retried until its grace period ends');
      }
    }
    for (const draw of await unfinishedDraws(db)) await settle(draw);
  }

  return {
    tick,
    ensureDraws,
    refund,

    /**
     * The draws of a chase: `first` (taking tickets) and the `count − 1` after it on the game's schedule, each
     * created with its committed seed unless it exists (decision 0074).
     */
    async ahead(first: DrawRow, count: number): Promise<DrawRow[]> {
      const game = lotteryGameOf(first.gameCode);
      if (!game) throw new DomainError('game_not_found');
      const list = [first];
      for (let i = 1; i < count; i++) {
        const drawAt = nextDrawAt(game.schedule, list.at(-1)!.drawAt, deps.timeZone);
        await createDraw(game, drawAt);
        const created = await drawOfGameAt(db, game.gameCode, drawAt);
        if (!created || created.state !== 'open') throw new DomainError('lottery_draw_closed');
        list.push(created);
      }
      return list;
    },

    /** An operator's cancellation (signed by the platform): the draw must still take tickets or be due. */
    async cancelByCode(drawCode: string) {
      const draw = await drawByCode(db, drawCode);
      if (!draw) throw new DomainError('not_found');
      const { draw: cancelled, refunded } = await cancel(draw);
      return { draw: drawView(cancelled), refunded };
    },

    /** The draw of a game that takes tickets now (for a ticket), or null. */
    openDraw: (gameCode: string) => openDrawOf(db, gameCode, new Date()),

    byCode: (drawCode: string) => drawByCode(db, drawCode),

    /**
     * Puts a ticket on its draw inside the ticket's transaction, the draw locked against its drawing: refused
     * (lottery_draw_closed) once the draw no longer takes tickets.
     */
    async takeTicket(tx: ProviderTx, ticket: TicketRow): Promise<void> {
      if (!(await lockDrawTakingTickets(tx, ticket.drawId))) throw new DomainError('lottery_draw_closed');
      await insertTicket(tx, ticket);
    },

    async lobby(gameCode: string) {
      if (!lotteryGameOf(gameCode)) throw new DomainError('game_not_found');
      const open = await openDrawOf(db, gameCode, new Date());
      const recent = await recentDraws(db, gameCode, 20);
      return { gameCode, open: open ? drawView(open) : null, recent: recent.map(drawView) };
    },

    /** Every game with its kind, pace, open draw and last result (the platform's `/lgw` calls, decision 0071). */
    async games(now = new Date()) {
      return Promise.all(
        lotteryGames.map(async (game) => {
          const [open, [last]] = await Promise.all([
            openDrawOf(db, game.gameCode, now),
            recentDraws(db, game.gameCode, 1),
          ]);
          return {
            gameCode: game.gameCode,
            kind: game.kind,
            everySeconds: game.everySeconds,
            open: open ? drawView(open) : null,
            last: last ? drawView(last) : null,
          };
        }),
      );
    },

    /** One draw by its code (none when unknown), or a game's latest results, newest first. */
    async results(query: { gameCode?: string | undefined; drawCode?: string | undefined; limit: number }) {
      if (query.drawCode !== undefined) {
        const draw = await drawByCode(db, query.drawCode);
        return draw && (query.gameCode === undefined || draw.gameCode === query.gameCode) ? [drawView(draw)] : [];
      }
      if (query.gameCode === undefined || !lotteryGameOf(query.gameCode)) throw new DomainError('game_not_found');
      return (await recentDraws(db, query.gameCode, query.limit)).map(drawView);
    },

    async detail(drawCode: string) {
      const draw = await drawByCode(db, drawCode);
      if (!draw) throw new DomainError('not_found');
      return drawView(draw);
    },

    /** Recomputes a draw's numbers from a seed anyone holds: the page's verify link, or a player by hand. */
    verify(input: { gameCode: string; drawCode: string; serverSeed: string }) {
      const game = lotteryGameOf(input.gameCode);
      if (!game) throw new DomainError('game_not_found');
      const serverSeedHash = hashServerSeed(input.serverSeed);
      return {
        serverSeedHash,
        numbers: drawLotteryNumbers(game.kind, { serverSeed: input.serverSeed, clientSeed: input.drawCode, nonce: 0 }),
      };
    },
  };
}

export type DrawService = ReturnType<typeof createDrawService>;
