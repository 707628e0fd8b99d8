import { createHash, randomBytes } from 'node:crypto';
import {
  DomainError,
  gameSessionHeader,
  launchTokenTtlMs,
  toLanguageCode,
  type ErrorCode,
  type RgsLaunchRequest,
} from '@ficha/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { GamesDb } from '../../db/database.ts';
import { games, sessions, type SessionRow } from '../../db/schema/index.ts';
import { isGameCode } from '../catalog/game-definitions.ts';
import type { WalletClient } from '../wallet/wallet-client.ts';

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Launches and game sessions (decision 0013). A launch (signed by the platform) writes a pending session
 * under the SHA-256 of its launch token — the platform's for real play, one we mint for demo play — and
 * answers the page address. The page exchanges the token once: the row is claimed by one conditional update
 * (so a second exchange finds nothing), then real play calls the platform's `authenticate`. The session
 * token the page gets back is stored as its hash and sent as `x-game-session`.
 */
export function createSessionService(db: GamesDb, deps: { config: Config; wallet: WalletClient }) {
  const { config, wallet } = deps;

  return {
    async launch(request: Omit<RgsLaunchRequest, 'requestId' | 'timestamp'>): Promise<string> {
      if (!isGameCode(request.gameCode)) throw new DomainError('game_not_found');
      const [game] = await db
        .select({ enabled: games.enabled, demoAvailable: games.demoAvailable })
        .from(games)
        .where(eq(games.gameCode, request.gameCode));
      if (!game?.enabled || (request.mode === 'demo' && !game.demoAvailable)) throw new DomainError('game_not_found');
      const language = toLanguageCode(request.language) ?? 'ES';
      const pageToken = request.mode === 'demo' ? newToken() : request.launchToken;
      const inserted = await db
        .insert(sessions)
        .values({
          launchTokenHash: tokenHash(pageToken),
          mode: request.mode,
          gameCode: request.gameCode,
          language,
          currency: request.currency,
          returnUrl: request.returnUrl,
          frameAncestors: request.frameAncestors ?? [],
          demoBalanceMinor: request.mode === 'demo' ? BigInt(config.GAMES_DEMO_BALANCE) * 100n : null,
          expiresAt: new Date(Date.now() + launchTokenTtlMs),
        })
        .onConflictDoNothing()
        .returning({ id: sessions.id });
      if (inserted.length === 0) throw new DomainError('launch_token_invalid');
      const url = new URL(`/play/${encodeURIComponent(request.gameCode)}`, config.GAMES_PUBLIC_URL);
      url.searchParams.set('token', pageToken);
      url.searchParams.set('lang', language);
      return url.toString();
    },

    /** Exchanges a launch token once for a session; answers the session row and its token. */
    async start(launchToken: string): Promise<{ session: SessionRow; sessionToken: string }> {
      const sessionToken = newToken();
      const expiresAt = new Date(Date.now() + config.GAMES_SESSION_MINUTES * 60_000);
      const [claimed] = await db
        .update(sessions)
        .set({ startedAt: sql`now()`, expiresAt })
        .where(
          and(
            eq(sessions.launchTokenHash, tokenHash(launchToken)),
            isNull(sessions.startedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!claimed) throw new DomainError('launch_token_invalid');
      if (claimed.mode === 'demo') {
        const [session] = await db
          .update(sessions)
          .set({ tokenHash: tokenHash(sessionToken), playerKey: `demo:${claimed.id}` })
          .where(eq(sessions.id, claimed.id))
          .returning();
        return { session: session!, sessionToken };
      }
      const player = await wallet.authenticate(launchToken);
      if (player.kind === 'refused') throw new DomainError('launch_token_invalid');
      if (player.kind === 'unknown') throw new DomainError('wallet_unavailable');
      const [session] = await db
        .update(sessions)
        .set({
          tokenHash: tokenHash(sessionToken),
          playerId: player.value.playerId,
          playerKey: `player:${player.value.playerId}`,
          currency: player.value.currency,
          lastBalanceMinor: player.value.balanceMinor,
        })
        .where(eq(sessions.id, claimed.id))
        .returning();
      return { session: session!, sessionToken };
    },

    /**
     * The sites that may frame the game page a launch token opens (the page is reloaded with the same token, so
     * a started session still answers); none for an unknown or expired token.
     */
    async frameAncestors(launchToken: unknown): Promise<string[]> {
      if (typeof launchToken !== 'string' || launchToken.length < 16 || launchToken.length > 128) return [];
      const [session] = await db
        .select({ frameAncestors: sessions.frameAncestors })
        .from(sessions)
        .where(and(eq(sessions.launchTokenHash, tokenHash(launchToken)), gt(sessions.expiresAt, sql`now()`)));
      return session?.frameAncestors ?? [];
    },

    /** The live session a request's `x-game-session` header names, or game_session_invalid. */
    async fromHeader(headers: Record<string, unknown>): Promise<SessionRow> {
      const token = headers[gameSessionHeader];
      if (typeof token !== 'string' || token.length < 16 || token.length > 128) {
        throw new DomainError('game_session_invalid');
      }
      const [session] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, sql`now()`)));
      if (!session?.playerKey) throw new DomainError('game_session_invalid');
      return session;
    },

    /** The balance: play money in demo, the wallet's answer in real play. */
    async balance(session: SessionRow): Promise<bigint> {
      if (session.mode === 'demo') return session.demoBalanceMinor ?? 0n;
      const answer = await wallet.balance(session.playerId!);
      if (answer.kind === 'ok') {
        await db
          .update(sessions)
          .set({ lastBalanceMinor: answer.value.balanceMinor })
          .where(eq(sessions.id, session.id));
        return answer.value.balanceMinor;
      }
      if (answer.kind === 'refused') throw new DomainError(answer.errorCode as ErrorCode);
      throw new DomainError('wallet_unavailable');
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
