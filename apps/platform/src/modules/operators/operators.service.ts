import { DomainError, type Operator, type RoleGrant } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { hashSessionToken, isWellFormedToken, newSessionToken } from '../../security/session-tokens.ts';
import { verifyTotp } from '../../security/totp.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { loginThrottleRules } from '../login-throttle/login-throttle-rules.ts';
import type { LoginThrottle, SignInAttempt } from '../login-throttle/login-throttle.service.ts';
import { addressInList } from '../merchants/address-list.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { revokeOperatorSessions, updateOperatorAccount } from './operator-accounts.queries.ts';
import { heldRole } from './held-role.ts';
import {
  findOperatorById,
  findLiveOperatorTokenHashes,
  findOperatorForLogin,
  insertOperatorSession,
  revokeOperatorSession,
  roleColumnsOf,
  touchOperatorSession,
} from './operators.queries.ts';

export interface OperatorIdentity extends Operator {
  merchantId: number;
  tokenHash: string;
  /** What the access hook's `roleMayCall` reads: the built-in role or the custom role's list as read now. */
  grant: RoleGrant;
}

/** Whether an operator may use the console from `ip`: its address ranges hold it, or it has none (decision 0066). */
export function operatorIpAllowed(allowedCidrs: readonly string[], ip: string): boolean {
  return allowedCidrs.length === 0 || addressInList(allowedCidrs, ip);
}

export interface OperatorLoginInput {
  merchantCode: string;
  username: string;
  password: string;
  totpCode?: string | undefined;
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

/**
 * Console operators: sign-in with argon2id under the sign-in limits (decision 0018) and, where on, a TOTP code;
 * sessions with sliding expiry; sign-out. Every sign-in and failure is audited.
 */
export function createOperatorService(
  db: Db,
  deps: { merchants: MerchantService; sessionTtlMs: number; throttle: LoginThrottle; audit: AuditService },
) {
  async function failure(attempt: SignInAttempt, operatorId: number | null, reason: 'password' | 'totp') {
    const error = await deps.throttle.failed(attempt);
    await deps.audit.record(db, {
      merchantId: attempt.merchant.id,
      actor: { type: 'operator', id: operatorId, name: attempt.username.slice(0, 64), ip: attempt.ip },
      action: 'operator.sign_in.failed',
      target: `operator:${attempt.username.trim().toLowerCase().slice(0, 64)}`,
      before: null,
      after: { reason, ip: attempt.ip, locked: error.code === 'login_locked' },
    });
    if (reason === 'totp' && error.code === 'operator_login_failed') {
      return new DomainError('totp_invalid', { value: error.value });
    }
    return error;
  }

  return {
    async login(input: OperatorLoginInput, ip: string) {
      const merchant = await deps.merchants.byCode(input.merchantCode);
      if (!merchant) {
        await verifyPassword(undefined, input.password);
        throw new DomainError('operator_login_failed');
      }
      const attempt: SignInAttempt = {
        merchant,
        scope: 'operator',
        username: input.username,
        ip,
        captchaAfter: loginThrottleRules.account.captchaAfter,
        failureCode: 'operator_login_failed',
      };
      await deps.throttle.check(attempt, input);
      const found = await findOperatorForLogin(db, merchant.id, input.username);
      const operator = found?.operator;
      const valid = await verifyPassword(operator?.passwordHash, input.password);
      if (!found || !operator || !valid || operator.status !== 'active') {
        throw await failure(attempt, operator?.id ?? null, 'password');
      }
      if (operator.totpEnabled && operator.totpSecret) {
        if (!input.totpCode) throw new DomainError('operator_totp_required');
        if (!verifyTotp(operator.totpSecret, input.totpCode)) throw await failure(attempt, operator.id, 'totp');
      }
      if (!operatorIpAllowed(operator.allowedCidrs, ip)) {
        // The password was right: the refusal says why, and the audit keeps the address it came from.
        await deps.audit.record(db, {
          merchantId: merchant.id,
          actor: { type: 'operator', id: operator.id, name: operator.username, ip },
          action: 'operator.sign_in.failed',
          target: `operator:${operator.username}`,
          before: null,
          after: { reason: 'ip', ip, locked: false },
        });
        throw new DomainError('operator_ip_not_allowed');
      }
      await deps.throttle.succeeded(attempt);
      const { token, tokenHash } = newSessionToken();
      await db.transaction(async (tx) => {
        await insertOperatorSession(tx, {
          tokenHash,
          operatorId: operator.id,
          merchantId: merchant.id,
          ip,
          expiresAt: new Date(Date.now() + deps.sessionTtlMs),
        });
        await deps.audit.record(tx, {
          merchantId: merchant.id,
          actor: { type: 'operator', id: operator.id, name: operator.username, ip },
          action: 'operator.sign_in.succeeded',
          target: `operator:${operator.username}`,
          before: null,
          after: { ip, totp: operator.totpEnabled },
        });
      });
      const held = heldRole(roleColumnsOf(found));
      return {
        token,
        operator: {
          id: operator.id,
          username: operator.username,
          displayName: operator.displayName,
          role: held.role,
          customRole: held.customRole,
          merchantCode: merchant.code,
          totpEnabled: operator.totpEnabled,
          totpRequired: held.totpRequired,
          mustChangePassword: operator.mustChangePassword,
          permissions: held.permissions,
        },
      };
    },

    /**
     * The operator behind a token, or `operator_not_login`; `operator_ip_not_allowed` when `ip` is outside its
     * address ranges (every console call and socket passes here, decision 0066).
     */
    async authenticate(token: string | undefined, ip: string): Promise<OperatorIdentity> {
      if (!isWellFormedToken(token)) throw new DomainError('operator_not_login');
      const tokenHash = hashSessionToken(token);
      const found = await touchOperatorSession(db, tokenHash, deps.sessionTtlMs);
      if (!found) throw new DomainError('operator_not_login');
      if (!operatorIpAllowed(found.operator.allowedCidrs, ip)) throw new DomainError('operator_ip_not_allowed');
      const held = heldRole(roleColumnsOf(found));
      return {
        id: found.operator.id,
        username: found.operator.username,
        displayName: found.operator.displayName,
        role: held.role,
        customRole: held.customRole,
        merchantCode: found.merchantCode,
        totpEnabled: found.operator.totpEnabled,
        totpRequired: held.totpRequired,
        mustChangePassword: found.operator.mustChangePassword,
        permissions: held.permissions,
        grant: held.grant,
        merchantId: found.operator.merchantId,
        tokenHash,
      };
    },

    /** The live ones among these sessions (for sockets that outlive a request); it slides no expiry. */
    async liveTokenHashes(tokenHashes: string[]): Promise<Set<string>> {
      return new Set(await findLiveOperatorTokenHashes(db, tokenHashes));
    },

    async logout(identity: OperatorIdentity) {
      await revokeOperatorSession(db, identity.tokenHash);
    },

    /**
     * The operator's own password change: the current password proves it, the new one differs from it. The forced
     * change after an owner's create or reset ends here; the operator's other sessions end; audited.
     */
    async changePassword(identity: OperatorIdentity, currentPassword: string, newPassword: string, ip: string) {
      const operator = await findOperatorById(db, identity.merchantId, identity.id);
      if (!operator || !(await verifyPassword(operator.passwordHash, currentPassword))) {
        throw new DomainError('password_incorrect');
      }
      if (currentPassword === newPassword) {
        throw new DomainError('request_param_err', { fields: [{ field: 'newPassword', reason: 'password_reused' }] });
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await updateOperatorAccount(tx, identity.merchantId, identity.id, { passwordHash, mustChangePassword: false });
        await revokeOperatorSessions(tx, identity.id, identity.tokenHash);
        await deps.audit.record(tx, {
          merchantId: identity.merchantId,
          actor: { type: 'operator', id: identity.id, name: identity.username, ip },
          action: 'operator.password.changed',
          target: `operator:${identity.username}`,
          before: { mustChangePassword: operator.mustChangePassword },
          after: { mustChangePassword: false },
        });
      });
      return { changed: true as const };
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
