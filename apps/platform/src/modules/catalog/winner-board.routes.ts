import { getRankList } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { languageOf, merchantOf } from '../../http/request-context.ts';
import type { WinnerBoardService } from './winner-board.service.ts';

/** The public winner board (SPEC §7.1: visitors see it on the home page). */
export function winnerBoardRoutes(bind: EndpointBinder, winners: WinnerBoardService) {
  bind.bind(getRankList, async (input, request) =>
    winners.board({
      merchant: merchantOf(request),
      language: input.language ?? languageOf(request),
      gameCategory: input.gameCategory,
      limit: input.limitNum,
    }),
  );
}
