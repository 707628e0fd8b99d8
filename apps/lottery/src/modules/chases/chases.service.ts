import { randomUUID } from 'node:crypto';
import { DomainError, toWireMoney, type LotteryChaseRequest } from '@ficha/contract';
import type { ProviderTx, RoundLifecycle, SessionRow } from '@ficha/provider-kit';
import type { LotteryDb } from '../../db/database.ts';
import type { ChaseRow } from '../../db/schema/index.ts';
import type { DrawService } from '../draws/draws.service.ts';
import type { TicketService } from '../tickets/tickets.service.ts';
import { chaseView } from './chase-view.ts';
import {
  chaseByRequest,
  endChase,
  insertChase,
  lockPlayerChase,
  playerChases,
  stopWinningChases,
  ticketsOfChases,
  undrawnChaseRounds,
} from './chases.queries.ts';

/**
 * Inside a draw's transaction, its tickets just decided: stops the running stop-on-win chases that won on it and
 * cancels their tickets on undrawn draws (draws.service.ts). Answers the rounds whose rollback is now owed.
 */
export async function stopChasesWonOn(tx: ProviderTx, lifecycle: RoundLifecycle, drawId: number): Promise<string[]> {
  const stopped = await stopWinningChases(tx, drawId);
  return lifecycle.cancelOpen(tx, await undrawnChaseRounds(tx, stopped, false));
}

/** A chase request as the binder hands it over: the unit already in minor units. */
type ChaseInput = Omit<LotteryChaseRequest, 'unit' | 'picks' | 'stopOnWin'> & {
  unit: bigint;
  picks: number[];
  stopOnWin: boolean;
};

/**
 * Chase bets (decision 0074): one purchase buys the same bet on the open draw and the draws after it, a ticket per
 * draw, each its own round and its own debit, all at once (the trade's way: the money is taken when the chase is
 * bought). A refused or unconfirmed debit part-way cancels the chase and refunds what it had bought, so a chase is
 * bought whole or not at all. A stop-on-win chase stops at its first winning draw (in that draw's transaction,
 * draws.service.ts); the player may cancel the rest at any time — the tickets on draws still taking tickets are
 * refunded through the wallet (rollback).
 */
export function createChaseService(
  db: LotteryDb,
  deps: {
    lifecycle: RoundLifecycle;
    draws: DrawService;
    tickets: TicketService;
    /** The player's balance now (the wallet's, or the demo session's play money). */
    balance: (session: SessionRow) => Promise<bigint>;
  },
) {
  async function view(chase: ChaseRow) {
    return chaseView(chase, await ticketsOfChases(db, [chase.id]));
  }

  /** Ends a running chase and refunds its tickets on draws still taking tickets; answers nothing. */
  async function cancelRest(
    chaseId: string,
    lock: (tx: Pick<LotteryDb, 'select' | 'insert' | 'update'>) => Promise<ChaseRow | undefined>,
  ): Promise<void> {
    const refunding = await db.transaction(async (tx) => {
      const chase = await lock(tx);
      if (!chase) throw new DomainError('not_found');
      if (chase.state !== 'running') return [];
      await endChase(tx, chase.id, 'cancelled');
      return deps.lifecycle.cancelOpen(tx, await undrawnChaseRounds(tx, [chaseId], true));
    });
    await deps.draws.refund(refunding);
  }

  return {
    async buy(session: SessionRow, input: ChaseInput) {
      const checked = await deps.tickets.check(session, input);
      const earlier = await chaseByRequest(db, session.id, input.requestId);
      if (earlier) return { chase: await view(earlier), balance: toWireMoney(await deps.balance(session)) };
      const first = await deps.draws.byCode(input.drawCode);
      if (!first || first.gameCode !== session.gameCode || first.state !== 'open' || first.closesAt <= new Date()) {
        throw new DomainError('lottery_draw_closed');
      }
      const draws = await deps.draws.ahead(first, input.draws);
      const chase = await insertChase(db, {
        id: randomUUID(),
        sessionId: session.id,
        requestId: input.requestId,
        playerKey: session.playerKey!,
        gameCode: session.gameCode,
        betType: checked.bet.betType,
        position: checked.bet.position ?? null,
        picks: checked.bet.picks,
        unitMinor: checked.unitMinor,
        units: checked.units,
        draws: input.draws,
        stopOnWin: input.stopOnWin,
        state: 'running',
      });
      if (!chase) {
        // The same request racing itself: the first one buys the tickets.
        const raced = (await chaseByRequest(db, session.id, input.requestId))!;
        return { chase: await view(raced), balance: toWireMoney(await deps.balance(session)) };
      }
      let balanceMinor = 0n;
      try {
        for (const [i, draw] of draws.entries()) {
          const placed = await deps.tickets.place(session, checked, draw, `chase:${chase.id}:${i + 1}`, chase.id);
          balanceMinor = placed.balanceMinor;
        }
      } catch (error) {
        await cancelRest(chase.id, (tx) => lockPlayerChase(tx, chase.id, chase.playerKey, chase.gameCode));
        throw error;
      }
      return { chase: await view(chase), balance: toWireMoney(balanceMinor) };
    },

    async mine(session: SessionRow) {
      const rows = await playerChases(db, session.playerKey!, session.gameCode, 20);
      const tickets = await ticketsOfChases(
        db,
        rows.map((row) => row.id),
      );
      return {
        chases: rows.map((row) =>
          chaseView(
            row,
            tickets.filter((t) => t.chaseId === row.id),
          ),
        ),
      };
    },

    /** The player's cancellation of the rest of their own chase (another player's is not found). */
    async cancel(session: SessionRow, chaseId: string) {
      const own = (on: Pick<LotteryDb, 'select' | 'insert' | 'update'>) =>
        lockPlayerChase(on, chaseId, session.playerKey!, session.gameCode);
      await cancelRest(chaseId, own);
      const chase = (await own(db))!;
      return { chase: await view(chase), balance: toWireMoney(await deps.balance(session)) };
    },
  };
}

export type ChaseService = ReturnType<typeof createChaseService>;
