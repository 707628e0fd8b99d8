import { DomainError, getGameRooms, launchGame } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import { languageOf, memberOf, merchantOf } from '../../http/request-context.ts';
import type { GameRoomService } from './game-rooms.service.ts';
import type { LaunchService } from './launch.service.ts';

/** This site's address, where a game's exit button returns the player. */
function returnUrlOf(request: FastifyRequest): string {
  try {
    return new URL('/', `${request.protocol}://${request.host}`).toString();
  } catch {
    throw new DomainError('request_param_err');
  }
}

/** `/wps/game/launchGame` (SPEC §7.2 "Launch"): answers the provider's launch URL as `content.game_url`. */
export function launchRoutes(bind: EndpointBinder, deps: { launch: LaunchService; rooms: GameRoomService }) {
  const { launch } = deps;
  // GLS2_roomList: the rooms a member may enter, as the lobby lists their games.
  bind.bind(getGameRooms, async (input, request) =>
    deps.rooms.rooms({ merchant: merchantOf(request), language: input.language ?? languageOf(request) }),
  );

  bind.bind(launchGame, async (input, request) => {
    const url = await launch.launch({
      merchant: merchantOf(request),
      member: memberOf(request).member,
      language: input.language ?? languageOf(request),
      nodeId: input.nodeId,
      expected: {
        gameId: input.gameId || undefined,
        vassalage: input.vassalage || undefined,
        gameType: input.gameType,
      },
      returnUrl: returnUrlOf(request),
    });
    return { content: { game_url: url } };
  });
}
