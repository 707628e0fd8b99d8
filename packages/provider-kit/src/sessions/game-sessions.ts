import { createHash, randomBytes } from 'node:crypto';
import {
  DomainError,
  gameSessionHeader,
  launchTokenTtlMs,
  toLanguageCode,
  type ErrorCode,
  type LanguageCode,
  type RgsLaunchRequest,
} from '@ficha/contract';
import type { ProviderDb } from '../db/provider-db.ts';
import type { ProviderTables, SessionRow } from '../db/provider-tables.ts';
import type { Wallet } from '../wallet/wallet.ts';
import {
  claimPendingSession,
  frameAncestorsOfLaunch,
  insertPendingSession,
  liveSessionByTokenHash,
  updateSession,
} from './game-sessions.queries.ts';

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A launch the provider accepted (its game checked), in the language it resolved. */
export type AcceptedLaunch = Omit<RgsLaunchRequest, 'requestId' | 'timestamp' | 'language'> & {
  language: LanguageCode;
};

/**
 * Launches and game sessions (decision 0013). A launch (signed by the platform) writes a pending session
 * under the SHA-256 of its launch token — the platform's for real play, one we mint for demo play — and
 * answers the token the page opens with. The page exchanges the token once: the row is claimed by one
 * conditional update (so a second exchange finds nothing), then real play calls the platform's `authenticate`.
 * The session token the page gets back is stored as its hash and sent as `x-game-session`.
 */
export function createGameSessions(
  db: ProviderDb,
  tables: ProviderTables,
  deps: { wallet: Wallet; sessionMinutes: number; demoBalanceMinor: bigint },
) {
  const { sessions } = tables;
  const { wallet } = deps;

  /** Registers an accepted launch; answers the token the game page opens with. */
  async function register(launch: AcceptedLaunch): Promise<string> {
    const pageToken = launch.mode === 'demo' ? newToken() : launch.launchToken;
    const inserted = await insertPendingSession(db, sessions, {
      launchTokenHash: tokenHash(pageToken),
      mode: launch.mode,
      gameCode: launch.gameCode,
      language: launch.language,
      currency: launch.currency,
      returnUrl: launch.returnUrl,
      frameAncestors: launch.frameAncestors ?? [],
      demoBalanceMinor: launch.mode === 'demo' ? deps.demoBalanceMinor : null,
      expiresAt: new Date(Date.now() + launchTokenTtlMs),
    });
    if (!inserted) throw new DomainError('launch_token_invalid');
    return pageToken;
  }

  return {
    /**
     * A launch the provider accepted (its game checked), registered: answers the page address the player opens,
     * `<publicUrl>/play/<gameCode>?token=<page token>&lang=<language>` (an unknown language is ES).
     */
    async launchPage(request: Omit<RgsLaunchRequest, 'requestId' | 'timestamp'>, publicUrl: string): Promise<string> {
      const language = toLanguageCode(request.language) ?? 'ES';
      const pageToken = await register({ ...request, language });
      const url = new URL(`/play/${encodeURIComponent(request.gameCode)}`, publicUrl);
      url.searchParams.set('token', pageToken);
      url.searchParams.set('lang', language);
      return url.toString();
    },

    register,

    /** Exchanges a launch token once for a session; answers the session row and its token. */
    async start(launchToken: string): Promise<{ session: SessionRow; sessionToken: string }> {
      const sessionToken = newToken();
      const expiresAt = new Date(Date.now() + deps.sessionMinutes * 60_000);
      const claimed = await claimPendingSession(db, sessions, tokenHash(launchToken), expiresAt);
      if (!claimed) throw new DomainError('launch_token_invalid');
      if (claimed.mode === 'demo') {
        const session = await updateSession(db, sessions, claimed.id, {
          tokenHash: tokenHash(sessionToken),
          playerKey: `demo:${claimed.id}`,
        });
        return { session, sessionToken };
      }
      const player = await wallet.authenticate(launchToken);
      if (player.kind === 'refused') throw new DomainError('launch_token_invalid');
      if (player.kind === 'unknown') throw new DomainError('wallet_unavailable');
      const session = await updateSession(db, sessions, claimed.id, {
        tokenHash: tokenHash(sessionToken),
        playerId: player.value.playerId,
        playerKey: `player:${player.value.playerId}`,
        currency: player.value.currency,
        lastBalanceMinor: player.value.balanceMinor,
      });
      return { session, sessionToken };
    },

    /**
     * The sites that may frame the game page a launch token opens (the page is reloaded with the same token, so
     * a started session still answers); none for an unknown or expired token.
     */
    async frameAncestors(launchToken: unknown): Promise<string[]> {
      if (typeof launchToken !== 'string' || launchToken.length < 16 || launchToken.length > 128) return [];
      return frameAncestorsOfLaunch(db, sessions, tokenHash(launchToken));
    },

    /** The live session a request's `x-game-session` header names, or game_session_invalid. */
    async fromHeader(headers: Record<string, unknown>): Promise<SessionRow> {
      const token = headers[gameSessionHeader];
      if (typeof token !== 'string' || token.length < 16 || token.length > 128) {
        throw new DomainError('game_session_invalid');
      }
      const session = await liveSessionByTokenHash(db, sessions, tokenHash(token));
      if (!session?.playerKey) throw new DomainError('game_session_invalid');
      return session;
    },

    /** The balance: play money in demo, the wallet's answer in real play. */
    async balance(session: SessionRow): Promise<bigint> {
      if (session.mode === 'demo') return session.demoBalanceMinor ?? 0n;
      const answer = await wallet.balance(session.playerId!);
      if (answer.kind === 'ok') {
        await updateSession(db, sessions, session.id, { lastBalanceMinor: answer.value.balanceMinor });
        return answer.value.balanceMinor;
      }
      if (answer.kind === 'refused') throw new DomainError(answer.errorCode as ErrorCode);
      throw new DomainError('wallet_unavailable');
    },
  };
}

export type GameSessions = ReturnType<typeof createGameSessions>;
