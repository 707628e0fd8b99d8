import { randomBytes } from 'node:crypto';
import { DomainError } from '@ficha/contract';
import { drawLotteryNumbers, hashServerSeed } from '@ficha/engines';
import { finalStates, type ProviderTx, type RoundLifecycle } from '@ficha/provider-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { LotteryDb } from '../../db/database.ts';
import type { DrawRow, TicketRow } from '../../db/schema/index.ts';
import { lotteryGameOf, lotteryGames } from '../catalog/lottery-games.ts';
import { drawCodeOf, drawView } from './draw-view.ts';
import {
  closeDraw,
  drawByCode,
  dueDraws,
  finishDraw,
  insertDraw,
  insertTicket,
  lockDrawTakingTickets,
  openDrawOf,
  recentDraws,
  ticketsOfDraw,
  unfinishedDraws,
  unfinishedTicketRounds,
} from './draws.queries.ts';
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
  deps: { lifecycle: RoundLifecycle; closeSeconds: number; graceSeconds: number; log: FastifyBaseLogger },
) {
  const { lifecycle, log } = deps;

  /** The next draw of every game (its time after `now`), created with a fresh seed unless it exists. */
  async function ensureDraws(now: Date): Promise<void> {
    for (const game of lotteryGames) {
      const everyMs = game.everySeconds * 1000;
      const drawAt = new Date((Math.floor(now.getTime() / everyMs) + 1) * everyMs);
      const opensAt = new Date(drawAt.getTime() - everyMs);
      const closesAt = new Date(Math.max(opensAt.getTime(), drawAt.getTime() - deps.closeSeconds * 1000));
      const serverSeed = randomBytes(32).toString('hex');
      await insertDraw(db, {
        gameCode: game.gameCode,
        drawCode: drawCodeOf(game.drawPrefix, drawAt),
        opensAt,
        closesAt,
        drawAt,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
      });
    }
  }

  /** Draws a due draw: its numbers from its seed, every ticket decided in the same transaction. */
  async function drawOne(draw: DrawRow): Promise<DrawRow | undefined> {
    const game = lotteryGameOf(draw.gameCode);
    if (!game) throw new Error(`draw ${draw.drawCode} of an unknown game`);
    const numbers = drawLotteryNumbers(game.kind, { serverSeed: draw.serverSeed, clientSeed: draw.drawCode, nonce: 0 });
    return db.transaction(async (tx) => {
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
      return drawn;
    });
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
