import { crashEndpoints, toWireMoney } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { GameSessionCaller } from '@ficha/provider-kit';
import { crashPlayerOf, type CrashService } from './crash.service.ts';

/**
 * `POST /api/v1/crash/bet` and `/cash-out`, with the game session (`x-game-session`) of a crash launch. The room
 * judges the time of arrival; the answer carries the bet and the balance after it.
 */
export function crashRoutes(binder: EndpointBinder, deps: { crash: CrashService; caller: GameSessionCaller }) {
  const { crash, caller } = deps;

  binder.bind(crashEndpoints.bet, async (input, request) => {
    const placed = await crash.placeBet(crashPlayerOf(caller.sessionOf(request)), {
      requestId: input.requestId,
      stake: input.bet,
      autoCashOut: input.autoCashOut ?? null,
    });
    return { ...placed, balance: toWireMoney(placed.balance) };
  });

  binder.bind(crashEndpoints.cashOut, async (input, request) => {
    const cashed = await crash.cashOut(crashPlayerOf(caller.sessionOf(request)), input.betId);
    return { ...cashed, balance: toWireMoney(cashed.balance) };
  });
}
