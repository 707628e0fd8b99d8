import {
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGamesList,
  getGameList,
  getGameVendors,
  getHotGames,
  getRecentGames,
  getVassGameType,
  removeFavoriteGame,
  toLanguageCode,
  type LanguageCode,
} from '@ficha/contract';
import { requestLanguage, type EndpointBinder } from '@ficha/contract/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, memberOf, merchantOf } from '../../http/request-context.ts';
import type { CachedAnswer, CatalogRequest, CatalogService } from './catalog.service.ts';

function catalogRequest(request: FastifyRequest, language: LanguageCode | undefined): CatalogRequest {
  return { merchant: merchantOf(request), language: language ?? languageOf(request) };
}

/** A member's lists: the `language` parameter, else the `Language` header, else the member's saved language. */
function memberCatalogRequest(request: FastifyRequest, language: LanguageCode | undefined): CatalogRequest {
  const merchant = merchantOf(request);
  const saved = toLanguageCode(memberOf(request).member.language) ?? merchant.defaultLanguage;
  return { merchant, language: language ?? requestLanguage(request, saved) };
}

/**
 * A cached list answer with its ETag: the browser keeps it and revalidates every time (`no-cache`), and an
 * unchanged list costs a 304 with no body. The answer depends on the merchant and the language.
 */
function withEtag<T>(reply: FastifyReply, answer: CachedAnswer<T>): T {
  reply.header('etag', answer.etag);
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'Merchant, Language');
  return answer.value;
}

/** SPEC §7 games and favourites. Lists are public (SPEC §6: visitors browse); favourites and recent need a session. */
export function catalogRoutes(bind: EndpointBinder, catalog: CatalogService) {
  bind.bind(getGameVendors, async (input, request, reply) =>
    withEtag(reply, await catalog.lanes(catalogRequest(request, input.language))),
  );

  bind.bind(getVassGameType, async (input, request, reply) =>
    withEtag(reply, await catalog.vassGameTypes(catalogRequest(request, input.language))),
  );

  bind.bind(getGameList, async (input, request, reply) => {
    const filter = {
      gameType: input.gameType,
      vassalage: input.vassalage || undefined,
      classify: input.gameClassify || undefined,
      name: input.gameName || undefined,
    };
    const answer = await catalog.gameList(
      catalogRequest(request, input.language),
      filter,
      input.pageNo,
      input.pageSize,
    );
    return withEtag(reply, answer);
  });

  bind.bind(getHotGames, async (input, request, reply) =>
    withEtag(reply, await catalog.hotGames(catalogRequest(request, input.language), input.vassalage || undefined)),
  );

  bind.bind(getRecentGames, async (input, request) =>
    catalog.recentGames(
      memberCatalogRequest(request, input.language),
      memberOf(request).member.id,
      input.gameType,
      input.page ?? input.pageNo,
      input.size ?? input.pageSize,
    ),
  );

  bind.bind(getFavoriteGameIds, async (_input, request) =>
    catalog.favoriteIds(merchantOf(request), memberOf(request).member.id),
  );

  bind.bind(getFavoriteGamesList, async (input, request) =>
    catalog.favoriteList(
      memberCatalogRequest(request, input.language),
      memberOf(request).member.id,
      input.gameType,
      input.pageNo,
      input.pageSize,
    ),
  );

  bind.bind(addFavoriteGame, async (input, request) =>
    catalog.addFavorite(merchantOf(request), memberOf(request).member.id, input.nodeId),
  );

  bind.bind(removeFavoriteGame, async (input, request) =>
    catalog.removeFavorite(merchantOf(request), memberOf(request).member.id, input.nodeId),
  );
}
