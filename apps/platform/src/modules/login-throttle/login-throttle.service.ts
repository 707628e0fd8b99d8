import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { addressInList, plainAddress } from '../merchants/address-list.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { accountWaitMs, addressHoldMs, loginThrottleRules, needsCaptcha } from './login-throttle-rules.ts';
import {
  clearThrottle,
  countFailure,
  deleteStaleThrottles,
  liftLock,
  listLocked,
  readThrottles,
  type ThrottleScope,
} from './login-throttle.queries.ts';

export type AccountScope = Exclude<ThrottleScope, 'address'>;

/** One sign-in attempt as the throttle sees it. */
export interface SignInAttempt {
  merchant: Pick<Merchant, 'id' | 'sharedLoginCidrs'>;
  scope: AccountScope;
  username: string;
  ip: string;
  /** The account's captcha threshold (0 = the account alone never asks for one). */
  captchaAfter: number;
  /** The error a failed or captcha-less attempt answers, with `{ captcha }` telling whether the next needs one. */
  failureCode: 'login_failed' | 'operator_login_failed';
}

const retryAfter = (ms: number) => ({ retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });

const accountSubject = (attempt: SignInAttempt) => attempt.username.trim().toLowerCase().slice(0, 128);
const addressSubject = (attempt: SignInAttempt) => plainAddress(attempt.ip).slice(0, 128);

/**
 * The one home of the sign-in limits (rules in `login-throttle-rules.ts`, decision 0018), used by the member and the
 * console sign-in. Counters live in PostgreSQL, so every instance sees the same counts.
 */
export function createLoginThrottle(db: Db, deps: { captcha: CaptchaService; audit: AuditService }) {
  const { windowMs, account } = loginThrottleRules;

  async function state(attempt: SignInAttempt) {
    const rows = await readThrottles(
      db,
      attempt.merchant.id,
      [
        { scope: attempt.scope, subject: accountSubject(attempt) },
        { scope: 'address', subject: addressSubject(attempt) },
      ],
      windowMs,
    );
    const accountRow = rows.find((r) => r.scope === attempt.scope);
    const addressRow = rows.find((r) => r.scope === 'address');
    return {
      account: accountRow,
      accountFailures: accountRow?.failures ?? 0,
      addressFailures: addressRow?.failures ?? 0,
      shared: addressInList(attempt.merchant.sharedLoginCidrs, attempt.ip),
    };
  }

  return {
    /**
     * Before the credentials are checked: a locked account is refused (`login_locked`), one still waiting after its
     * last failure too (`login_throttled`), both with the seconds to wait; when a captcha is due, the attempt must
     * carry a solved one (`captchaExempt` for SMS codes, which are their own proof) or it fails with `{ captcha: true }`.
     */
    async check(
      attempt: SignInAttempt,
      solved: { captchaId?: string | undefined; captcha?: string | undefined },
      options: { captchaExempt?: boolean } = {},
    ): Promise<void> {
      const now = await state(attempt);
      const row = now.account;
      if (row?.lockedUntil && row.lockedUntil > row.now) {
        throw new DomainError('login_locked', { value: retryAfter(row.lockedUntil.getTime() - row.now.getTime()) });
      }
      if (row) {
        const waitLeft = row.lastFailureAt.getTime() + accountWaitMs(row.failures) - row.now.getTime();
        if (waitLeft > 0) throw new DomainError('login_throttled', { value: retryAfter(waitLeft) });
      }
      if (options.captchaExempt) return;
      if (!needsCaptcha(now.accountFailures, attempt.captchaAfter, now.addressFailures, now.shared)) return;
      if (!(await deps.captcha.verify(attempt.merchant.id, solved.captchaId, solved.captcha))) {
        throw new DomainError(attempt.failureCode, { value: { captcha: true } });
      }
    },

    /**
     * Counts a failed attempt on the account and the address. The account may lock (audited); the answer of a
     * failure from a busy address is held back a little. Returns the error to throw.
     */
    async failed(attempt: SignInAttempt): Promise<DomainError> {
      const merchantId = attempt.merchant.id;
      const subject = accountSubject(attempt);
      const counted = await countFailure(
        db,
        { merchantId, scope: attempt.scope, subject },
        { windowMs, lockAfter: account.lockAfter, lockMs: account.lockMs },
      );
      const address = await countFailure(
        db,
        { merchantId, scope: 'address', subject: addressSubject(attempt) },
        { windowMs, lockAfter: null, lockMs: 0 },
      );
      const shared = addressInList(attempt.merchant.sharedLoginCidrs, attempt.ip);
      const hold = addressHoldMs(address.failures, shared);
      if (hold > 0) await sleep(hold);
      if (counted.failures === account.lockAfter && counted.lockedUntil) {
        await deps.audit.record(db, {
          merchantId,
          actor: { type: 'system', id: null, name: 'login-throttle', ip: attempt.ip },
          action: `${attempt.scope}.sign_in.locked`,
          target: `${attempt.scope}:${subject}`,
          before: null,
          after: { failures: counted.failures, lockedUntil: counted.lockedUntil.toISOString(), ip: attempt.ip },
        });
        return new DomainError('login_locked', { value: retryAfter(account.lockMs) });
      }
      const captcha = needsCaptcha(counted.failures, attempt.captchaAfter, address.failures, shared);
      return new DomainError(attempt.failureCode, { value: { captcha } });
    },

    /** A successful sign-in forgets the account's failures (never the address's). */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      await clearThrottle(db, attempt.merchant.id, attempt.scope, accountSubject(attempt));
    },

    /** The merchant's locked accounts, soonest to unlock first. */
    async locks(merchantId: number) {
      const rows = await listLocked(db, merchantId);
      return rows.map((r) => ({
        scope: r.scope as AccountScope,
        username: r.subject,
        failures: r.failures,
        lockedUntil: (r.lockedUntil ?? r.lastFailureAt).toISOString(),
      }));
    },

    /**
     * Lifts an account's lock, audited in the same transaction. Who may (owners) is the console's permission
     * matrix (`security.manage`), checked before the call reaches here.
     */
    async lift(
      merchantId: number,
      target: { scope: AccountScope; username: string },
      actor: { id: number; name: string; role: string; ip: string },
    ): Promise<{ lifted: boolean }> {
      const subject = target.username.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const lifted = await liftLock(tx, merchantId, target.scope, subject);
        if (!lifted) return { lifted: false };
        await deps.audit.record(tx, {
          merchantId,
          actor: { type: 'operator', id: actor.id, name: actor.name, ip: actor.ip },
          action: `${target.scope}.sign_in.unlocked`,
          target: `${target.scope}:${subject}`,
          before: { failures: lifted.failures, lockedUntil: lifted.lockedUntil?.toISOString() ?? null },
          after: null,
        });
        return { lifted: true };
      });
    },

    /** Deletes counters idle for a day; for the periodic prune job. */
    async prune(ageMs = 24 * 3_600_000): Promise<number> {
      return deleteStaleThrottles(db, ageMs);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
