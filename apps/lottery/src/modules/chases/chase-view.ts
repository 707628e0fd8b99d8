import { toWireMoney, type LotteryChase } from '@ficha/contract';
import type { RoundState } from '@ficha/provider-kit';
import type { ChaseRow } from '../../db/schema/index.ts';

export interface ChaseTicket {
  roundState: RoundState;
  winMinor: bigint | null;
  drawCode: string;
  drawState: string;
}

/** A chase as the page shows it, from its row and its tickets in draw order. */
export function chaseView(chase: ChaseRow, tickets: readonly ChaseTicket[]): LotteryChase {
  const waiting = tickets.filter((t) => t.roundState === 'open' && t.drawState === 'open');
  const refunded = tickets.filter((t) => t.roundState === 'rolled_back' || t.roundState === 'rolling_back').length;
  const won = tickets.reduce((sum, t) => sum + (t.winMinor ?? 0n), 0n);
  const state = chase.state === 'running' && waiting.length === 0 ? 'finished' : chase.state;
  return {
    chaseId: chase.id,
    gameCode: chase.gameCode,
    betType: chase.betType,
    position: chase.position,
    picks: chase.picks,
    unit: toWireMoney(chase.unitMinor),
    units: chase.units,
    stake: toWireMoney(chase.unitMinor * BigInt(chase.units)),
    draws: chase.draws,
    stopOnWin: chase.stopOnWin,
    state,
    drawsLeft: waiting.length,
    nextDrawCode: waiting[0]?.drawCode ?? null,
    won: toWireMoney(won),
    refunded,
    createdAt: chase.createdAt.toISOString(),
  };
}
