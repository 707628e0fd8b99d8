import { gamesApiEndpoints as calls, type GameCode, type Outcome, type RoundSettingsWire } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { GameSessionCaller, SessionRow } from '@ficha/provider-kit';
import {
  cashOutHilo,
  cashOutMines,
  checkDiceBet,
  checkKenoSpots,
  checkLimboTarget,
  guessHilo,
  pickMine,
  playDice,
  playKeno,
  playLimbo,
  playPlinko,
  playSlot,
  playWheel,
  startHilo,
  startMines,
} from './game-rules.ts';
import type { Draw, RoundService } from './rounds.service.ts';

/** The play calls of the browser API; the caller (a session of the call's game) is resolved before they run. */
export function roundRoutes(binder: EndpointBinder, deps: { rounds: RoundService; caller: GameSessionCaller }) {
  const { rounds, caller } = deps;

  const play = (session: SessionRow, input: { requestId: string; bet: bigint }, draw: Draw) =>
    rounds.play(session, {
      gameCode: session.gameCode as GameCode,
      requestId: input.requestId,
      stakeMinor: input.bet,
      draw,
    });

  binder.bind(calls.slotSpin, (input, request) => {
    const session = caller.sessionOf(request);
    return play(session, input, (seeds) => playSlot(seeds, session.gameCode));
  });
  binder.bind(calls.dicePlay, (input, request) => {
    checkDiceBet(input.target, input.direction);
    return play(caller.sessionOf(request), input, (seeds) => playDice(seeds, input.target, input.direction));
  });
  binder.bind(calls.limboPlay, (input, request) => {
    checkLimboTarget(input.target);
    return play(caller.sessionOf(request), input, (seeds) => playLimbo(seeds, input.target));
  });
  binder.bind(calls.plinkoPlay, (input, request) =>
    play(caller.sessionOf(request), input, (seeds) => playPlinko(seeds, input.rows, input.risk)),
  );
  binder.bind(calls.kenoPlay, (input, request) => {
    checkKenoSpots(input.spots);
    return play(caller.sessionOf(request), input, (seeds) => playKeno(seeds, input.spots));
  });
  binder.bind(calls.wheelPlay, (input, request) =>
    play(caller.sessionOf(request), input, (seeds) => playWheel(seeds, input.risk)),
  );

  binder.bind(calls.minesStart, (input, request) =>
    play(caller.sessionOf(request), input, (seeds) => startMines(seeds, input.mines)),
  );
  binder.bind(calls.minesPick, (input, request) =>
    rounds.act(caller.sessionOf(request), input.roundId, (round) =>
      pickMine(round.settings as RoundSettingsWire, round.outcome as Outcome, input.cell),
    ),
  );
  binder.bind(calls.minesCashOut, (input, request) =>
    rounds.act(caller.sessionOf(request), input.roundId, (round) =>
      cashOutMines(round.settings as RoundSettingsWire, round.outcome as Outcome),
    ),
  );

  binder.bind(calls.hiloStart, (input, request) => play(caller.sessionOf(request), input, (seeds) => startHilo(seeds)));
  binder.bind(calls.hiloGuess, (input, request) =>
    rounds.act(caller.sessionOf(request), input.roundId, (round, seeds) =>
      guessHilo(seeds, round.outcome as Outcome, input.guess),
    ),
  );
  binder.bind(calls.hiloCashOut, (input, request) =>
    rounds.act(caller.sessionOf(request), input.roundId, (round) =>
      cashOutHilo(round.settings as RoundSettingsWire, round.outcome as Outcome),
    ),
  );

  binder.bind(calls.activeRound, (_input, request) => rounds.activeRound(caller.sessionOf(request)));
}
