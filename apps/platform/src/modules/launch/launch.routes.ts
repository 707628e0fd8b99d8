import {
  DomainError,
  gameLaunchFB,
  gameTrialLaunch,
  getDemoVendors,
  getGameRooms,
  launchGame,
  type GameType,
  type LanguageCode,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import { languageOf, memberOf, merchantOf } from '../../http/request-context.ts';
import type { GameRoomService } from './game-rooms.service.ts';
import type { DemoLaunchRequest, LaunchService } from './launch.service.ts';

/** This site's address, where a game's exit button returns the player. */
function returnUrlOf(request: FastifyRequest): string {
  try {
    return new URL('/', `${request.protocol}://${request.host}`).toString();
  } catch {
    throw new DomainError('request_param_err');
  }
}

/** The launch a request asks for: the game (and the fields sent beside it), the language, where to return. */
function launchOf(
  input: {
    nodeId: number;
    gameId?: string | undefined;
    vassalage?: string | undefined;
    gameType?: GameType | undefined;
    language?: LanguageCode | undefined;
  },
  request: FastifyRequest,
): DemoLaunchRequest {
  return {
    merchant: merchantOf(request),
    language: input.language ?? languageOf(request),
    nodeId: input.nodeId,
    expected: { gameId: input.gameId || undefined, vassalage: input.vassalage || undefined, gameType: input.gameType },
    returnUrl: returnUrlOf(request),
  };
}

/** `/wps/game/launchGame` (SPEC §7.2 "Launch"): answers the provider's launch URL as `content.game_url`. */
export function launchRoutes(bind: EndpointBinder, deps: { launch: LaunchService; rooms: GameRoomService }) {
  const { launch } = deps;
  // GLS2_roomList: the rooms a member may enter, as the lobby lists their games.
  bind.bind(getGameRooms, async (input, request) =>
    deps.rooms.rooms({ merchant: merchantOf(request), language: input.language ?? languageOf(request) }),
  );

  bind.bind(launchGame, async (input, request) => {
    const url = await launch.launch({ ...launchOf(input, request), member: memberOf(request).member });
    return { content: { game_url: url } };
  });
  for (const endpoint of [gameTrialLaunch, gameLaunchFB]) {
    bind.bind(endpoint, async (input, request) => {
      const url = await launch.demo(launchOf(input, request));
      return { content: { game_url: url } };
    });
  }
  bind.bind(getDemoVendors, async (_input, request) => launch.demoVendors(merchantOf(request)));
}
