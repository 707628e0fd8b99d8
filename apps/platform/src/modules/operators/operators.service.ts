import { DomainError, rolePermissions, type Operator } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { hashSessionToken, isWellFormedToken, newSessionToken } from '../../security/session-tokens.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import {
  findOperatorForLogin,
  insertOperatorSession,
  revokeOperatorSession,
  touchOperatorSession,
} from './operators.queries.ts';

export interface OperatorIdentity extends Operator {
  merchantId: number;
  tokenHash: string;
}

/** Console operators: sign-in with argon2id, sessions with sliding expiry, sign-out. */
export function createOperatorService(db: Db, deps: { merchants: MerchantService; sessionTtlMs: number }) {
  return {
    async login(input: { merchantCode: string; username: string; password: string }, ip: string) {
      const merchant = await deps.merchants.byCode(input.merchantCode);
      const operator = merchant ? await findOperatorForLogin(db, merchant.id, input.username) : undefined;
      const valid = await verifyPassword(operator?.passwordHash, input.password);
      if (!merchant || !operator || !valid || operator.status !== 'active')
        throw new DomainError('operator_login_failed');
      const { token, tokenHash } = newSessionToken();
      await insertOperatorSession(db, {
        tokenHash,
        operatorId: operator.id,
        merchantId: merchant.id,
        ip,
        expiresAt: new Date(Date.now() + deps.sessionTtlMs),
      });
      return {
        token,
        operator: {
          id: operator.id,
          username: operator.username,
          displayName: operator.displayName,
          role: operator.role,
          merchantCode: merchant.code,
          permissions: [...rolePermissions[operator.role]],
        },
      };
    },

    /** The operator behind a token, or `operator_not_login`. */
    async authenticate(token: string | undefined): Promise<OperatorIdentity> {
      if (!isWellFormedToken(token)) throw new DomainError('operator_not_login');
      const tokenHash = hashSessionToken(token);
      const found = await touchOperatorSession(db, tokenHash, deps.sessionTtlMs);
      if (!found) throw new DomainError('operator_not_login');
      return {
        id: found.operator.id,
        username: found.operator.username,
        displayName: found.operator.displayName,
        role: found.operator.role,
        merchantCode: found.merchantCode,
        permissions: [...rolePermissions[found.operator.role]],
        merchantId: found.operator.merchantId,
        tokenHash,
      };
    },

    async logout(identity: OperatorIdentity) {
      await revokeOperatorSession(db, identity.tokenHash);
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
