import { randomBytes } from 'node:crypto';
import { DomainError, type GameType, type LanguageCode } from '@ficha/contract';
import type { MemberRow } from '../../db/schema/index.ts';
import type { CatalogRequest, CatalogService } from '../catalog/catalog.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { isTrial } from '../members/member-roles.ts';
import { requestProviderLaunch } from '../seamless/provider-client.ts';
import type { ProviderRegistryService } from '../seamless/providers.service.ts';
import type { SeamlessService } from '../seamless/seamless.service.ts';
import { gameFrameAncestors } from './game-frame-ancestors.ts';

export interface DemoLaunchRequest {
  merchant: Merchant;
  language: LanguageCode;
  nodeId: number;
  /**
   * Game fields the client sent beside the nodeId; each must match the game. `lottery`: the lottery launcher
   * (`launchMode=LOTT`) starts lottery games (lanes LOTT and ELOTT) only.
   */
  expected: {
    gameId?: string | undefined;
    vassalage?: string | undefined;
    gameType?: GameType | undefined;
    lottery?: boolean | undefined;
  };
  /** Where the game's exit button leads (this site). */
  returnUrl: string;
}

export interface LaunchRequest extends DemoLaunchRequest {
  member: Pick<MemberRow, 'id' | 'merchantId' | 'type'>;
}

/**
 * Starting a game (SPEC §4 "Starting a game", ARCHITECTURE.md "Seamless wallet", the other direction): a real
 * account of the merchant, a visible game that is not under maintenance, the game's registered and enabled
 * provider; then a one-use launch token and the provider's signed launch call. A failed provider call
 * withdraws the token, so nothing usable is left behind; a successful one records the play in recent games.
 * The provider is told which of the merchant's sites may frame the game page.
 */
export function createLaunchService(deps: {
  catalog: CatalogService;
  seamless: SeamlessService;
  providers: ProviderRegistryService;
  merchants: Pick<MerchantService, 'domainRoutes'>;
  /** Our own game server's provider code: the one provider whose games open in demo mode. */
  demoProviderCode: string;
}) {
  /** The game a launch names, checked: visible, matching the fields sent, a game, not under maintenance. */
  async function startableGame(request: DemoLaunchRequest) {
    const { merchant, language } = request;
    const catalogRequest = { merchant, language };
    const { item, providerCode } = await deps.catalog.launchTarget(catalogRequest, request.nodeId);
    const { gameId, vassalage, gameType } = request.expected;
    if (
      (gameId && gameId !== item.gameId) ||
      (vassalage && vassalage !== item.vassalage) ||
      (gameType && gameType !== item.gameType)
    ) {
      throw new DomainError('not_found');
    }
    if (request.expected.lottery && item.gameType !== 'LOTT' && item.gameType !== 'ELOTT') {
      throw new DomainError('request_param_err', { fields: [{ field: 'launchMode', reason: 'not_a_lottery_game' }] });
    }
    if (item.isGame !== 'GAME' || !item.gameCode) {
      // A list tile opens its vendor's list in the lobby; it has nothing to start.
      throw new DomainError('request_param_err', { fields: [{ field: 'nodeId', reason: 'not_a_game' }] });
    }
    if (item.underMaintenance) {
      const alternatives = await deps.catalog.popularAlternatives(catalogRequest, item.nodeId);
      throw new DomainError('game_under_maintenance', { value: { alternatives } });
    }
    return { item: { ...item, gameCode: item.gameCode }, providerCode };
  }

  /** Where the provider may be framed from: the merchant's sites. */
  async function frameAncestorsOf(request: DemoLaunchRequest) {
    const { merchant } = request;
    const domains = [merchant.mainDomain, ...(await deps.merchants.domainRoutes(merchant)).map((d) => d.domain)];
    return gameFrameAncestors(domains, request.returnUrl);
  }

  return {
    async launch(request: LaunchRequest): Promise<string> {
      const { merchant, member, language } = request;
      // spec: §4 — a trial account is told a real account is needed, before anything else.
      if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
      const { item, providerCode } = await startableGame(request);
      const provider = await deps.providers.endpoint(merchant.id, providerCode);
      const frameAncestors = await frameAncestorsOf(request);
      const { launchToken } = await deps.seamless.issueLaunchToken(merchant, member, providerCode, item.gameCode);
      let url: string;
      try {
        url = await requestProviderLaunch(provider, {
          launchToken,
          gameCode: item.gameCode,
          language,
          currency: merchant.currency,
          mode: 'real',
          returnUrl: request.returnUrl,
          frameAncestors,
          merchantCode: merchant.code,
        });
      } catch (error) {
        await deps.seamless.revokeLaunchToken(launchToken);
        throw error;
      }
      await deps.catalog.recordPlay(merchant.id, member.id, item.nodeId);
      return url;
    },

    /**
     * The lottery launcher's game (`launchMode=LOTT`, `lottoGameCode`): the merchant's visible lottery game (lane
     * LOTT or ELOTT) of that code, else `game_not_found`.
     */
    async lotteryNodeId(request: CatalogRequest, gameCode: string): Promise<number> {
      const items = await deps.catalog.itemsByProviderGame(request);
      const game = [...items.values()].find(
        (item) => item.gameCode === gameCode && (item.gameType === 'LOTT' || item.gameType === 'ELOTT'),
      );
      if (!game) throw new DomainError('game_not_found');
      return game.nodeId;
    },

    /**
     * A demo launch (`GCS_gameTrialLaunch`, `GCS_gameLaunchFB`): the same game checks, then our own game server
     * opens the game with play money. No wallet is touched, no launch token is issued (the game server mints its
     * own for a demo), nothing is recorded; another provider's game answers demo_not_available.
     */
    async demo(request: DemoLaunchRequest): Promise<string> {
      const { item, providerCode } = await startableGame(request);
      if (providerCode !== deps.demoProviderCode) throw new DomainError('demo_not_available');
      const provider = await deps.providers.endpoint(request.merchant.id, providerCode);
      return requestProviderLaunch(provider, {
        launchToken: randomBytes(32).toString('base64url'),
        gameCode: item.gameCode,
        language: request.language,
        currency: request.merchant.currency,
        mode: 'demo',
        returnUrl: request.returnUrl,
        frameAncestors: await frameAncestorsOf(request),
      });
    },

    /** Whether demo play is open on the merchant's site, and the vendors whose games open in demo mode. */
    async demoVendors(merchant: Merchant) {
      if (!merchant.enabledModules.has('FREEPLAY3')) return { enabled: false, vassalages: [] };
      return { enabled: true, vassalages: await deps.catalog.vassalagesOfProvider(merchant.id, deps.demoProviderCode) };
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
