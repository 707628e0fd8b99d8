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

/** What a launch request names its game by: a nodeId, or (lottery launcher) a lottery game's code. */
interface LaunchInput {
  nodeId?: number | undefined;
  gameId?: string | undefined;
  vassalage?: string | undefined;
  gameType?: GameType | undefined;
  language?: LanguageCode | undefined;
  launchMode?: 'GLS' | 'LOTT' | undefined;
  lottoGameCode?: string | undefined;
}

/**
 * The launch a request asks for: the game (and the fields sent beside it), the language, where to return. The
 * lottery launcher (`launchMode=LOTT`, decision 0071) names its game by `lottoGameCode` when it sends no nodeId.
 */
async function launchOf(
  input: LaunchInput,
  request: FastifyRequest,
  launch: LaunchService,
): Promise<DemoLaunchRequest> {
  const merchant = merchantOf(request);
  const language = input.language ?? languageOf(request);
  let nodeId = input.nodeId;
  if (nodeId === undefined && input.launchMode === 'LOTT' && input.lottoGameCode) {
    nodeId = await launch.lotteryNodeId({ merchant, language }, input.lottoGameCode);
  }
  if (nodeId === undefined) {
    throw new DomainError('request_param_err', {
      fields: [{ field: input.launchMode === 'LOTT' ? 'lottoGameCode' : 'nodeId', reason: 'required' }],
    });
  }
  return {
    merchant,
    language,
    nodeId,
    expected: {
      gameId: input.gameId || undefined,
      vassalage: input.vassalage || undefined,
      gameType: input.gameType,
      lottery: input.launchMode === 'LOTT',
    },
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
    const url = await launch.launch({ ...(await launchOf(input, request, launch)), member: memberOf(request).member });
    return { content: { game_url: url } };
  });
  for (const endpoint of [gameTrialLaunch, gameLaunchFB]) {
    bind.bind(endpoint, async (input, request) => {
      const url = await launch.demo(await launchOf(input, request, launch));
      return { content: { game_url: url } };
    });
  }
  bind.bind(getDemoVendors, async (_input, request) => launch.demoVendors(merchantOf(request)));
}
