import type { CrashBet, CrashRound, CrashServerMessage } from '@ficha/contract';

/** A past round on the strip above the curve. */
export interface CrashHistoryItem {
  number: number;
  point: string;
  serverSeed: string;
  serverSeedHash: string;
  publicSeed: string;
}

/**
 * What the page knows of the room: the round, its bets, the last crashes, and where the flight stood when the
 * last word came (`anchorElapsedMs` at `anchorAt`, the page's own monotonic time), so the curve can move
 * between ticks without comparing clocks with the server.
 */
export interface CrashRoomState {
  connected: boolean;
  round: CrashRound | null;
  bets: CrashBet[];
  history: CrashHistoryItem[];
  anchorElapsedMs: number;
  anchorAt: number;
  /** When the betting phase's countdown was last told, in page time, and how much was left then. */
  bettingLeftMs: number;
  bettingAt: number;
}

export const initialCrashState: CrashRoomState = {
  connected: false,
  round: null,
  bets: [],
  history: [],
  anchorElapsedMs: 0,
  anchorAt: 0,
  bettingLeftMs: 0,
  bettingAt: 0,
};

const historyLength = 20;

function upsertBet(bets: CrashBet[], bet: CrashBet): CrashBet[] {
  const index = bets.findIndex((b) => b.betId === bet.betId);
  if (index === -1) return [...bets, bet];
  return bets.map((b, i) => (i === index ? bet : b));
}

/** Applies one socket message at page time `now` (ms, monotonic). Pure, so it is tested without a socket. */
export function reduceCrashMessage(state: CrashRoomState, message: CrashServerMessage, now: number): CrashRoomState {
  switch (message.type) {
    case 'snapshot':
      return {
        ...state,
        connected: true,
        round: message.round,
        bets: message.bets,
        history: message.history,
        anchorElapsedMs: message.round.elapsedMs ?? 0,
        anchorAt: now,
        bettingLeftMs: message.round.bettingMsLeft ?? 0,
        bettingAt: now,
      };
    case 'betting':
      return {
        ...state,
        round: message.round,
        bets: [],
        anchorElapsedMs: 0,
        anchorAt: now,
        bettingLeftMs: message.round.bettingMsLeft ?? 0,
        bettingAt: now,
      };
    case 'bet':
    case 'cash_out':
      if (state.round?.number !== message.number) return state;
      return { ...state, bets: upsertBet(state.bets, message.bet) };
    case 'flying':
      if (!state.round || state.round.number !== message.number) return state;
      return {
        ...state,
        round: { ...state.round, phase: 'flying', bettingMsLeft: null, elapsedMs: 0 },
        anchorElapsedMs: 0,
        anchorAt: now,
      };
    case 'tick':
      if (!state.round || state.round.number !== message.number) return state;
      return {
        ...state,
        round: { ...state.round, phase: 'flying', elapsedMs: message.elapsedMs, multiplier: message.multiplier },
        anchorElapsedMs: message.elapsedMs,
        anchorAt: now,
      };
    case 'crashed': {
      const { round } = message;
      const entry =
        round.serverSeed && round.point
          ? [
              {
                number: round.number,
                point: round.point,
                serverSeed: round.serverSeed,
                serverSeedHash: round.serverSeedHash,
                publicSeed: round.publicSeed,
              },
            ]
          : [];
      return {
        ...state,
        round,
        bets: message.bets,
        history: [...entry, ...state.history.filter((h) => h.number !== round.number)].slice(0, historyLength),
        anchorElapsedMs: round.elapsedMs ?? 0,
        anchorAt: now,
      };
    }
    case 'pong':
      return state;
  }
}
