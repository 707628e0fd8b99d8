import {
  DomainError,
  sportsbookGameCodes,
  toLanguageCode,
  toWireMoney,
  type LanguageCode,
  type RgsLaunchRequest,
  type SportsbookGameCode,
  type SportsOddsFormat,
} from '@ficha/contract';
import type { GameSessions } from '@ficha/provider-kit';
import type { Config } from '../../config.ts';

const isLane = (gameCode: string): gameCode is SportsbookGameCode =>
  (sportsbookGameCodes as readonly string[]).includes(gameCode);

/** The sportsbook's launches and sessions on the kit's game sessions: a lane (`sports`, `esports`) per launch. */
export function createSessionService(deps: {
  config: Config;
  sessions: GameSessions;
  limits: (currency: string) => Promise<{ minStakeMinor: bigint; maxStakeMinor: bigint; maxPayoutMinor: bigint }>;
  oddsFormat: (playerKey: string) => Promise<SportsOddsFormat>;
  /** Keeps the merchant a real launch names (decision 0089). */
  recordLaunch: (launchToken: string, merchantCode: string | undefined) => Promise<void>;
}) {
  const { config, sessions } = deps;
  return {
    /** Registers the platform's launch of a lane; answers the betting page's address. */
    async launch(request: Omit<RgsLaunchRequest, 'requestId' | 'timestamp'>): Promise<string> {
      if (!isLane(request.gameCode)) throw new DomainError('game_not_found');
      const language = toLanguageCode(request.language) ?? 'ES';
      // The merchant a real launch names is kept before the session exists (decisions 0084, 0089).
      if (request.mode === 'real') await deps.recordLaunch(request.launchToken, request.merchantCode);
      const pageToken = await sessions.register({ ...request, language });
      const url = new URL(`/${request.gameCode}`, config.SPORTSBOOK_PUBLIC_URL);
      url.searchParams.set('token', pageToken);
      url.searchParams.set('lang', language);
      return url.toString();
    },

    /**
     * Exchanges the launch token once for a session: the token, the balance, the lane, the limits and the player's
     * odds format.
     */
    async start(token: string) {
      const { session, sessionToken } = await sessions.start(token);
      const limits = await deps.limits(session.currency);
      const balance = session.mode === 'demo' ? session.demoBalanceMinor : session.lastBalanceMinor;
      return {
        sessionToken,
        mode: session.mode,
        currency: session.currency,
        language: session.language as LanguageCode,
        returnUrl: session.returnUrl,
        balance: toWireMoney(balance ?? 0n),
        expiresAt: session.expiresAt.toISOString(),
        lane: session.gameCode as SportsbookGameCode,
        limits: {
          minStake: toWireMoney(limits.minStakeMinor),
          maxStake: toWireMoney(limits.maxStakeMinor),
          maxPayout: toWireMoney(limits.maxPayoutMinor),
        },
        oddsFormat: await deps.oddsFormat(session.playerKey!),
        liveDelayMs: config.SPORTSBOOK_LIVE_DELAY_MS,
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
