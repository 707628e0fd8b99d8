import {
  DomainError,
  type GameItem,
  type LgwDraw,
  type LgwGame,
  type LgwGroup,
  type LotteryDraw,
  type LotteryPrizeModeParam,
} from '@ficha/contract';
import type { CatalogRequest, CatalogService } from '../catalog/catalog.service.ts';
import { fetchLotteryDraws, fetchLotteryGames, type ProviderEndpoint } from '../seamless/provider-client.ts';
import type { ProviderRegistryService } from '../seamless/providers.service.ts';
import { lgwDrawOf, lgwGameOf } from './lottery-gateway-view.ts';

/** A lottery game of the merchant's site: its menu entry, its provider, its open and last draws. */
interface LotteryEntry {
  game: LgwGame;
  provider: ProviderEndpoint;
  open: LotteryDraw | null;
  last: LotteryDraw | null;
}

/** How many recent games are looked through for the lottery ones. */
const recentLooked = 100;

/**
 * The lottery gateway (`/lgw/*`, decision 0071): the merchant's visible lottery games (lanes LOTT and ELOTT) joined
 * with what their provider says of them — category, pace, open and last draw, results — read live over the
 * provider's signed `/rgs/v1/lottery/*` calls. A provider that is switched off shows no games; one that does not
 * answer makes the call answer provider_unavailable rather than an empty lottery.
 */
export function createLotteryGatewayService(deps: { catalog: CatalogService; providers: ProviderRegistryService }) {
  /** The merchant's lottery providers and, for each, its listed lottery games by code. */
  async function listedByProvider(request: CatalogRequest) {
    const items = await deps.catalog.itemsByProviderGame(request);
    const byProvider = new Map<string, Map<string, GameItem>>();
    for (const [key, item] of items) {
      if (item.gameType !== 'LOTT' && item.gameType !== 'ELOTT') continue;
      const providerCode = key.slice(0, key.lastIndexOf('|'));
      const games = byProvider.get(providerCode) ?? new Map();
      games.set(key.slice(key.lastIndexOf('|') + 1), item);
      byProvider.set(providerCode, games);
    }
    return byProvider;
  }

  async function endpointOf(merchantId: number, code: string): Promise<ProviderEndpoint | null> {
    try {
      return await deps.providers.endpoint(merchantId, code);
    } catch (error) {
      // Switched off or removed since the catalog was read: its games are not offered.
      if (error instanceof DomainError) return null;
      throw error;
    }
  }

  /** Every lottery game of the site, in each provider's order. */
  async function entries(request: CatalogRequest): Promise<LotteryEntry[]> {
    const byProvider = await listedByProvider(request);
    const answers = await Promise.all(
      [...byProvider].map(async ([code, listed]) => {
        const provider = await endpointOf(request.merchant.id, code);
        if (!provider) return [];
        const { games } = await fetchLotteryGames(provider);
        return games.flatMap((game): LotteryEntry[] => {
          const item = listed.get(game.gameCode);
          const entry = item && lgwGameOf(item, game);
          return entry ? [{ game: entry, provider, open: game.open, last: game.last }] : [];
        });
      }),
    );
    return answers.flat();
  }

  const ofMode = (mode: LotteryPrizeModeParam | undefined) => (entry: LotteryEntry) =>
    mode === undefined || entry.game.prizeMode === mode;

  async function entryOf(request: CatalogRequest, gameCode: string): Promise<LotteryEntry> {
    const entry = (await entries(request)).find((e) => e.game.gameCode === gameCode);
    if (!entry) throw new DomainError('game_not_found');
    return entry;
  }

  const openOf = (entry: LotteryEntry) => (entry.open ? lgwDrawOf(entry.open) : null);
  const lastOf = (entry: LotteryEntry) => (entry.last ? lgwDrawOf(entry.last) : null);

  return {
    /** The games by category, an object keyed by gameGroupCode in menu order. */
    async menus(request: CatalogRequest, mode: LotteryPrizeModeParam | undefined): Promise<Record<string, LgwGroup>> {
      const groups: Record<string, LgwGroup> = {};
      for (const { game } of (await entries(request)).filter(ofMode(mode))) {
        const group = (groups[game.gameGroupCode] ??= { gameGroupCode: game.gameGroupCode, gameMenus: [] });
        group.gameMenus.push(game);
      }
      return groups;
    },

    async games(request: CatalogRequest, mode: LotteryPrizeModeParam | undefined) {
      return { list: (await entries(request)).filter(ofMode(mode)).map((e) => e.game) };
    },

    /** The lottery games among the member's recent games, newest first. */
    async recent(request: CatalogRequest, memberId: number) {
      const [all, recent] = await Promise.all([
        entries(request),
        deps.catalog.recentGames(request, memberId, undefined, 1, recentLooked),
      ]);
      const byNode = new Map(all.map((e) => [e.game.nodeId, e.game]));
      return { list: recent.games.flatMap((item) => byNode.get(item.nodeId) ?? []) };
    },

    /** One game's latest results (newest first), or every game's last result. */
    async openedNumero(request: CatalogRequest, gameCode: string | undefined, pageSize: number) {
      if (gameCode === undefined) {
        return { list: (await entries(request)).flatMap((e) => lastOf(e) ?? []) };
      }
      const entry = await entryOf(request, gameCode);
      const { draws } = await fetchLotteryDraws(entry.provider, { gameCode, limit: pageSize });
      return { list: draws.map(lgwDrawOf) };
    },

    /** The lottery games among the site's hot games (marked, then most played), each with its last result. */
    async popular(request: CatalogRequest) {
      const [all, hot] = await Promise.all([entries(request), deps.catalog.hotGames(request, undefined)]);
      const byNode = new Map(all.map((e) => [e.game.nodeId, e]));
      const popular: Record<string, LgwGame & { last: LgwDraw | null }> = {};
      for (const item of hot.value.list) {
        const entry = byNode.get(item.nodeId);
        if (entry && !(entry.game.gameCode in popular))
          popular[entry.game.gameCode] = { ...entry.game, last: lastOf(entry) };
      }
      return popular;
    },

    /** The draws taking tickets now. */
    async draw(request: CatalogRequest, gameCode: string | undefined) {
      const list = gameCode === undefined ? await entries(request) : [await entryOf(request, gameCode)];
      return { serverTime: Date.now(), list: list.flatMap((e) => openOf(e) ?? []) };
    },

    /** One draw of a listed game by its code. */
    async drawByCode(request: CatalogRequest, drawCode: string): Promise<LgwDraw> {
      const all = await entries(request);
      const providers = new Map(all.map((e) => [e.provider.code, e.provider]));
      const listed = new Set(all.map((e) => `${e.provider.code}|${e.game.gameCode}`));
      for (const provider of providers.values()) {
        const { draws } = await fetchLotteryDraws(provider, { drawCode, limit: 1 });
        const draw = draws.find((d) => listed.has(`${provider.code}|${d.gameCode}`));
        if (draw) return lgwDrawOf(draw);
      }
      throw new DomainError('lottery_draw_not_found');
    },

    /** The nearest draws: the one taking tickets and the last drawn, per game. */
    async near(request: CatalogRequest, gameCode: string | undefined) {
      const list = gameCode === undefined ? await entries(request) : [await entryOf(request, gameCode)];
      return {
        serverTime: Date.now(),
        list: list.map((e) => ({ gameCode: e.game.gameCode, current: openOf(e), previous: lastOf(e) })),
      };
    },
  };
}

export type LotteryGatewayService = ReturnType<typeof createLotteryGatewayService>;
