import { getRankList, getWinnerBoard } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { languageOf, merchantOf } from '../../http/request-context.ts';
import type { WinnerBoardService } from './winner-board.service.ts';

/** The public winner board (SPEC §7.1: visitors see it on the home page). */
export function winnerBoardRoutes(bind: EndpointBinder, winners: WinnerBoardService) {
  // The mobile client's name and the desktop client's (ODSFE2_getWinnerBoard): one board.
  for (const endpoint of [getRankList, getWinnerBoard]) {
    bind.bind(endpoint, async (input, request) =>
      winners.board({
        merchant: merchantOf(request),
        language: input.language ?? languageOf(request),
        gameCategory: input.gameCategory,
        limit: input.limitNum,
      }),
    );
  }
}
