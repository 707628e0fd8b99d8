import { DomainError, toWireMoney, type LanguageCode, type RgsLaunchRequest } from '@ficha/contract';
import { lotteryOddsTable, type LotteryPrizeMode } from '@ficha/engines';
import type { GameSessions, SessionRow } from '@ficha/provider-kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { lotteryGameOf } from '../catalog/lottery-games.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';

/**
 * Launches and sessions of the lottery on the kit's game sessions: a launch of a lottery game answers the lottery
 * page's address; the page's one exchange of its token answers the game, its odds and the balance.
 */
export function createSessionService(deps: {
  publicUrl: string;
  prizeMode: LotteryPrizeMode;
  minUnitMinor: bigint;
  maxStakeMinor: bigint;
  sessions: GameSessions;
  catalog: CatalogService;
  merchants: MerchantService;
}) {
  const { sessions, catalog } = deps;
  return {
    async launch(request: Omit<RgsLaunchRequest, 'requestId' | 'timestamp'>): Promise<string> {
      if (!catalog.launchable(request.gameCode, request.mode)) throw new DomainError('game_not_found');
      // The merchant a real launch names is kept before the session exists (decision 0084).
      if (request.mode === 'real') await deps.merchants.recordLaunch(request.launchToken, request.merchantCode);
      return sessions.launchPage(request, deps.publicUrl);
    },

    async start(token: string) {
      const { session, sessionToken } = await sessions.start(token);
      const game = lotteryGameOf(session.gameCode);
      if (!game) throw new DomainError('game_not_found');
      const balance = session.mode === 'demo' ? session.demoBalanceMinor : session.lastBalanceMinor;
      return {
        sessionToken,
        mode: session.mode,
        currency: session.currency,
        language: session.language as LanguageCode,
        returnUrl: session.returnUrl,
        balance: toWireMoney(balance ?? 0n),
        expiresAt: session.expiresAt.toISOString(),
        gameCode: game.gameCode,
        kind: game.kind,
        prizeMode: deps.prizeMode,
        odds: lotteryOddsTable(game.kind, deps.prizeMode),
        minUnit: toWireMoney(deps.minUnitMinor),
        maxStake: toWireMoney(deps.maxStakeMinor),
      };
    },

    async balance(session: SessionRow) {
      const balance = await sessions.balance(session);
      return { balance: toWireMoney(balance), currency: session.currency, mode: session.mode };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
