import {
  DomainError,
  toWireMoney,
  type GameCode,
  type LanguageCode,
  type PlayResult,
  type RgsLaunchRequest,
} from '@ficha/contract';
import { fairnessOf, type GameSessions, type SeedPairs, type SessionRow } from '@ficha/provider-kit';
import type { Config } from '../../config.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { betLimits, gameDefinition, maxWinText, rtpBasisPoints } from '../catalog/game-definitions.ts';

/**
 * The game server's launches and sessions on the kit's game sessions (decision 0013): a launch of a game this
 * server runs answers the page address; the page's one exchange of its token answers what the page shows first.
 */
export function createSessionService(deps: {
  config: Config;
  sessions: GameSessions;
  seedPairs: SeedPairs;
  catalog: CatalogService;
  /** The player's open multi-step round of the session's game, to resume it. */
  activeRound: (session: SessionRow) => Promise<PlayResult | null>;
}) {
  const { config, sessions, seedPairs, catalog } = deps;

  return {
    async launch(request: Omit<RgsLaunchRequest, 'requestId' | 'timestamp'>): Promise<string> {
      if (!(await catalog.launchable(request.gameCode, request.mode))) throw new DomainError('game_not_found');
      return sessions.launchPage(request, config.GAMES_PUBLIC_URL);
    },

    /** Exchanges the launch token once for a session: the token, the game, the balance, fairness, an open round. */
    async start(token: string) {
      const { session, sessionToken } = await sessions.start(token);
      const definition = gameDefinition(session.gameCode as GameCode);
      const limits = betLimits(session.currency);
      const language = session.language as LanguageCode;
      const balance = session.mode === 'demo' ? session.demoBalanceMinor : session.lastBalanceMinor;
      return {
        sessionToken,
        mode: session.mode,
        currency: session.currency,
        language,
        returnUrl: session.returnUrl,
        balance: toWireMoney(balance ?? 0n),
        expiresAt: session.expiresAt.toISOString(),
        game: {
          gameCode: definition.code,
          kind: definition.kind,
          name: definition.names[language],
          minBet: toWireMoney(limits.minMinor),
          maxBet: toWireMoney(limits.maxMinor),
          rtpBasisPoints: rtpBasisPoints(definition.rtp),
          maxWinMultiplier: maxWinText(definition),
        },
        fairness: fairnessOf(await seedPairs.ensureLive(session.playerKey!)),
        activeRound: await deps.activeRound(session),
      };
    },

    async balance(session: SessionRow) {
      const balance = await sessions.balance(session);
      return { balance: toWireMoney(balance), currency: session.currency, mode: session.mode };
    },

    frameAncestors: (launchToken: unknown) => sessions.frameAncestors(launchToken),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
