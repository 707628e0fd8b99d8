import { lotteryEndpoints } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { DrawService } from './draws.service.ts';

/** The public draws (lobby, detail, verification) and the platform's signed cancellation of a draw. */
export function drawRoutes(binder: EndpointBinder, draws: DrawService) {
  binder.bind(lotteryEndpoints.draws, ({ gameCode }) => draws.lobby(gameCode));
  binder.bind(lotteryEndpoints.draw, ({ drawCode }) => draws.detail(drawCode));
  binder.bind(lotteryEndpoints.verify, async (input) => draws.verify(input));
  binder.bind(lotteryEndpoints.cancelDraw, ({ drawCode }) => draws.cancelByCode(drawCode));
}
