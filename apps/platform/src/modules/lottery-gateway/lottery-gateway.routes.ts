import {
  lgwDraw,
  lgwDrawByCode,
  lgwGameMenus,
  lgwGames,
  lgwNumerosNear,
  lgwOpenedNumero,
  lgwPopular,
  lgwRecentGames,
  lottoOpenedNumero,
  type LanguageCode,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import { languageOf, memberOf, merchantOf } from '../../http/request-context.ts';
import type { LotteryGatewayService } from './lottery-gateway.service.ts';

const catalogRequestOf = (request: FastifyRequest, language?: LanguageCode) => ({
  merchant: merchantOf(request),
  language: language ?? languageOf(request),
});

/** The lottery gateway of the original client (`/lgw/*`, `/lotto/lgw/*`; decision 0071). */
export function lotteryGatewayRoutes(bind: EndpointBinder, gateway: LotteryGatewayService) {
  bind.bind(lgwGameMenus, ({ prizeMode, language }, request) =>
    gateway.menus(catalogRequestOf(request, language), prizeMode),
  );
  bind.bind(lgwGames, ({ prizeMode, language }, request) =>
    gateway.games(catalogRequestOf(request, language), prizeMode),
  );
  bind.bind(lgwRecentGames, ({ language }, request) =>
    gateway.recent(catalogRequestOf(request, language), memberOf(request).member.id),
  );
  for (const endpoint of [lottoOpenedNumero, lgwOpenedNumero]) {
    bind.bind(endpoint, ({ gameCode, pageSize }, request) =>
      gateway.openedNumero(catalogRequestOf(request), gameCode, pageSize),
    );
  }
  bind.bind(lgwPopular, ({ language }, request) => gateway.popular(catalogRequestOf(request, language)));
  bind.bind(lgwDraw, ({ gameCode }, request) => gateway.draw(catalogRequestOf(request), gameCode));
  bind.bind(lgwDrawByCode, ({ code }, request) => gateway.drawByCode(catalogRequestOf(request), code));
  bind.bind(lgwNumerosNear, ({ gameCode }, request) => gateway.near(catalogRequestOf(request), gameCode));
}
