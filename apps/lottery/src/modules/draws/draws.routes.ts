import { lotteryEndpoints } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { DrawService } from './draws.service.ts';

/**
 * The public draws (lobby, detail, verification), the platform's signed reads of games and results (its `/lgw`
 * calls, decision 0071) and its signed cancellation of a draw.
 */
export function drawRoutes(binder: EndpointBinder, draws: DrawService, providerCode: string) {
  binder.bind(lotteryEndpoints.draws, ({ gameCode }) => draws.lobby(gameCode));
  binder.bind(lotteryEndpoints.draw, ({ drawCode }) => draws.detail(drawCode));
  binder.bind(lotteryEndpoints.verify, async (input) => draws.verify(input));
  binder.bind(lotteryEndpoints.providerGames, async () => ({ provider: providerCode, games: await draws.games() }));
  binder.bind(lotteryEndpoints.providerDraws, async ({ gameCode, drawCode, limit }) => ({
    provider: providerCode,
    draws: await draws.results({ gameCode, drawCode, limit }),
  }));
  binder.bind(lotteryEndpoints.cancelDraw, ({ drawCode }) => draws.cancelByCode(drawCode));
}
