import { randomBytes } from 'node:crypto';
import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { hashSessionToken, isWellFormedToken, newSessionToken } from '../../security/session-tokens.ts';
import {
  findLiveSessionIds,
  findMemberForSession,
  insertSession,
  listLiveSessions,
  revokeAllOf,
  revokeById,
  revokeByHash,
  touchSession,
} from './sessions.queries.ts';

/** The member behind a request's token. */
export interface MemberIdentity {
  member: MemberRow;
  sessionId: string;
  tokenHash: string;
  /** The session was opened by the member's first sign-in. */
  firstLogin: boolean;
}

/**
 * Member sessions: 256-bit tokens stored as hashes, a new token at every sign-in, sliding expiry,
 * revocation at logout, password change, lock and remote sign-out.
 */
export function createSessionService(db: Db, options: { ttlMs: number }) {
  return {
    async open(
      tx: Db,
      input: { memberId: number; merchantId: number; ip: string; userAgent: string; firstLogin?: boolean },
    ): Promise<string> {
      const { token, tokenHash } = newSessionToken();
      await insertSession(tx, {
        tokenHash,
        id: randomBytes(12).toString('base64url'),
        memberId: input.memberId,
        merchantId: input.merchantId,
        ip: input.ip,
        userAgent: input.userAgent.slice(0, 300),
        expiresAt: new Date(Date.now() + options.ttlMs),
        firstLogin: input.firstLogin ?? false,
      });
      return token;
    },

    /** The identity of a token for a merchant; anything else is `CUSTOMER_NOT_LOGIN` (401). */
    async authenticate(token: string | undefined, merchantId: number): Promise<MemberIdentity> {
      if (!isWellFormedToken(token)) throw new DomainError('CUSTOMER_NOT_LOGIN');
      const tokenHash = hashSessionToken(token);
      const session = await touchSession(db, tokenHash, options.ttlMs);
      if (!session || session.merchantId !== merchantId) throw new DomainError('CUSTOMER_NOT_LOGIN');
      const member = await findMemberForSession(db, session.memberId);
      if (!member || member.status !== 'active') {
        await revokeByHash(db, tokenHash);
        throw new DomainError('CUSTOMER_NOT_LOGIN');
      }
      return { member, sessionId: session.id, tokenHash, firstLogin: session.firstLogin };
    },

    revoke(tokenHash: string) {
      return revokeByHash(db, tokenHash);
    },

    revokeAll(tx: Db, memberId: number, exceptTokenHash?: string) {
      return revokeAllOf(tx, memberId, exceptTokenHash);
    },

    async revokeOne(memberId: number, sessionId: string) {
      if (!(await revokeById(db, memberId, sessionId))) throw new DomainError('not_found');
    },

    /** The still-live ones among these session ids (for long-lived connections); does not slide them. */
    async liveIds(sessionIds: string[]): Promise<Set<string>> {
      return new Set(await findLiveSessionIds(db, sessionIds));
    },

    async list(identity: MemberIdentity) {
      const rows = await listLiveSessions(db, identity.member.id);
      return rows.map((s) => ({
        sessionId: s.id,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        ip: s.ip,
        device: s.userAgent,
        current: s.tokenHash === identity.tokenHash,
      }));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
