import { cockfightEndpoints, rgsLaunch, rgsListGames, sportsbookEndpoints as calls } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { GameSessionCaller } from '@ficha/provider-kit';
import type { BetService } from './bets/bets.service.ts';
import type { CashOutService } from './cash-out/cash-out.service.ts';
import type { CockfightBets } from './cockfight/cockfight-bets.service.ts';
import type { CockfightControl } from './cockfight/cockfight-control.service.ts';
import { sportsbookCatalog } from './sessions/catalog.ts';
import type { SessionService } from './sessions/sessions.service.ts';
import type { ResettlementService } from './resettlement/resettlement.service.ts';
import type { PlayerSettings } from './settings/player-settings.service.ts';

/** The platform's signed calls: the catalog and launches. */
export function platformRoutes(binder: EndpointBinder, deps: { sessions: SessionService; providerCode: string }) {
  binder.bind(rgsListGames, async () => sportsbookCatalog(deps.providerCode));
  binder.bind(rgsLaunch, async ({ requestId: _requestId, timestamp: _timestamp, ...launch }) => ({
    url: await deps.sessions.launch(launch),
  }));
}

/** The betting pages' calls (a session of either lane). */
export function playerRoutes(
  binder: EndpointBinder,
  deps: {
    sessions: SessionService;
    bets: BetService;
    cashOut: CashOutService;
    settings: PlayerSettings;
    caller: GameSessionCaller;
  },
) {
  const { sessions, bets, cashOut, settings, caller } = deps;
  binder.bind(calls.startSession, ({ token }) => sessions.start(token));
  binder.bind(calls.events, async ({ sport }, request) => ({
    events: await bets.events(caller.sessionOf(request), sport),
  }));
  binder.bind(calls.placeBet, ({ requestId, stake, legs, oddsChange }, request) =>
    bets.place(caller.sessionOf(request), { requestId, stakeMinor: stake, legs, oddsChange }),
  );
  binder.bind(calls.myBets, async (_input, request) => ({ bets: await bets.mine(caller.sessionOf(request)) }));
  binder.bind(calls.cashOut, ({ betId, amount }, request) =>
    cashOut.cashOut(caller.sessionOf(request), { betId, amountMinor: amount }),
  );
  binder.bind(calls.setOddsFormat, ({ oddsFormat }, request) =>
    settings.setOddsFormat(caller.sessionOf(request), oddsFormat),
  );
}

/**
 * Cockfight (decision 0072): the arena page's calls on a session of the `cockfight` lane, and the operator's
 * control of fights, signed as the platform signs its calls.
 */
export function cockfightRoutes(
  binder: EndpointBinder,
  deps: { bets: CockfightBets; control: CockfightControl; caller: GameSessionCaller },
) {
  const { bets, control, caller } = deps;
  binder.bind(cockfightEndpoints.arena, ({ arenaId }, request) => bets.arena(caller.sessionOf(request), arenaId));
  binder.bind(cockfightEndpoints.placeBet, ({ requestId, fightId, side, stake }, request) =>
    bets.place(caller.sessionOf(request), { requestId, fightId, side, stakeMinor: stake }),
  );
  binder.bind(cockfightEndpoints.myBets, async (_input, request) => ({
    bets: await bets.mine(caller.sessionOf(request)),
  }));
  binder.bind(cockfightEndpoints.createFight, ({ requestId: _requestId, timestamp: _timestamp, ...fight }) =>
    control.create(fight),
  );
  binder.bind(cockfightEndpoints.controlFight, ({ requestId: _requestId, timestamp: _timestamp, ...input }) =>
    control.control(input),
  );
}

/** The operator's correction of a settled event's result (decision 0083), signed as the platform signs its calls. */
export function resultRoutes(binder: EndpointBinder, deps: { resettlement: ResettlementService }) {
  binder.bind(calls.correctResult, async ({ eventId, version, result }) => ({
    eventId,
    version,
    ...(await deps.resettlement.correct({ eventId, version, result, source: 'operator' })),
  }));
}
