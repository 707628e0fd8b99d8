import { randomBytes } from 'node:crypto';
import { DomainError, validateField } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { hashSessionToken } from '../../security/session-tokens.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { findMemberById, findMemberByUsername, findMembersByMobile, updateMember } from '../members/members.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import { insertResetToken, useResetToken } from './password-reset-tokens.queries.ts';
import { maskMobile } from './mobile-mask.ts';
import { recoveryMail } from './recovery-mail.ts';
import type { ClientContext } from '../../http/client-context.ts';
import type { VerificationPorts } from '../verification/verification-ports.ts';

const resetTokenTtlMs = 30 * 60_000;

/** Password changes, recovery by email link and by SMS code (SPEC §4 "Change password", "Forgot password"). */
export function createPasswordService(
  db: Db,
  deps: { sessions: SessionService; merchants: MerchantService } & VerificationPorts,
) {
  /** The new password must follow the merchant's password rule and may not be the default weak password. */
  async function checkNewPassword(merchant: Merchant, password: string, field: string) {
    const rules = await deps.merchants.registrationRules(merchant);
    const error = validateField(field, { ...rules.password, enabled: true, required: true }, password);
    if (error) throw new DomainError('request_param_err', { fields: [error] });
    if (password === merchant.defaultWeakPassword) {
      throw new DomainError('request_param_err', { fields: [{ field, reason: 'weak_password' }] });
    }
  }

  async function setPassword(merchant: Merchant, member: MemberRow, password: string, keepTokenHash?: string) {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await updateMember(tx, merchant.id, member.id, {
        passwordHash,
        passwordChangedAt: new Date(),
        mustChangePassword: false,
      });
      await deps.sessions.revokeAll(tx, member.id, keepTokenHash);
    });
  }

  /** Attempts of a reset by SMS per username (both steps): the SMS limits and the code's tries come on top. */
  const smsResetLimit = { limit: 10, windowMs: 15 * 60_000 };

  return {
    async change(
      merchant: Merchant,
      identity: { member: MemberRow; tokenHash: string },
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    ) {
      if (input.newPassword !== input.confirmNewPassword) {
        throw new DomainError('inconsistent_twice', {
          fields: [{ field: 'confirmNewPassword', reason: 'inconsistent_twice' }],
        });
      }
      await deps.rateLimiter.consume(`password:member:${identity.member.id}`, { limit: 10, windowMs: 15 * 60_000 });
      if (!(await verifyPassword(identity.member.passwordHash, input.oldPassword))) {
        throw new DomainError('password_incorrect', {
          fields: [{ field: 'oldPassword', reason: 'password_incorrect' }],
        });
      }
      await checkNewPassword(merchant, input.newPassword, 'newPassword');
      // Every other session of the member ends; the one that changed the password goes on.
      await setPassword(merchant, identity.member, input.newPassword, identity.tokenHash);
      return { changed: true as const };
    },

    async forgotByEmail(ctx: ClientContext, input: { username: string; email: string }, origin: string) {
      await deps.rateLimiter.consume(`recovery:ip:${ctx.merchant.id}:${ctx.ip}`, { limit: 10, windowMs: 60 * 60_000 });
      await deps.rateLimiter.consume(`recovery:user:${ctx.merchant.id}:${input.username.toLowerCase()}`, {
        limit: 3,
        windowMs: 15 * 60_000,
      });
      const member = await findMemberByUsername(db, ctx.merchant.id, input.username);
      if (!member?.email || member.email.toLowerCase() !== input.email.trim().toLowerCase()) {
        throw new DomainError('username_email_mismatch');
      }
      const token = randomBytes(32).toString('base64url');
      await insertResetToken(db, {
        tokenHash: hashSessionToken(token),
        merchantId: ctx.merchant.id,
        memberId: member.id,
        expiresAt: new Date(Date.now() + resetTokenTtlMs),
      });
      const link = `${origin}/login?resetToken=${token}`;
      await deps.mail.send(ctx.merchant.id, {
        to: member.email,
        purpose: 'password_reset',
        secrets: [link],
        ...recoveryMail(ctx.language, {
          merchantName: ctx.merchant.name,
          username: member.username,
          link,
          minutes: 30,
        }),
      });
      return { sent: true as const };
    },

    async resetWithToken(
      ctx: ClientContext,
      input: { token: string; newPassword: string; confirmNewPassword: string },
    ) {
      if (input.newPassword !== input.confirmNewPassword) {
        throw new DomainError('inconsistent_twice', {
          fields: [{ field: 'confirmNewPassword', reason: 'inconsistent_twice' }],
        });
      }
      await checkNewPassword(ctx.merchant, input.newPassword, 'newPassword');
      const memberId = await useResetToken(db, ctx.merchant.id, hashSessionToken(input.token));
      const member = memberId ? await findMemberById(db, ctx.merchant.id, memberId) : undefined;
      if (!member) throw new DomainError('reset_token_invalid');
      await setPassword(ctx.merchant, member, input.newPassword);
      return { changed: true as const, username: member.username };
    },

    /** Sends the code for an SMS login or a reset by phone to a registered number. */
    async sendNoLoginSms(
      ctx: ClientContext,
      input: { mobileNum: string; countryDialingCode: string; purpose: 'login' | 'reset' },
    ) {
      const module = input.purpose === 'login' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3';
      if (!ctx.merchant.enabledModules.has(module)) throw new DomainError('function.not.available');
      const found = await findMembersByMobile(db, ctx.merchant.id, input.mobileNum, input.countryDialingCode);
      if (found.length !== 1)
        throw new DomainError('mobile_not_found', { fields: [{ field: 'mobileNum', reason: 'mobile_not_found' }] });
      return deps.sms.sendCode(ctx.merchant, {
        purpose: input.purpose,
        countryDialingCode: input.countryDialingCode,
        mobile: input.mobileNum,
        ip: ctx.ip,
        language: ctx.language,
      });
    },

    /**
     * `/wps/member/password/sms` (PWRESETSMS3): a username alone sends a code to the member's verified mobile; the
     * username with the code and a new password sets it, and every session of the member ends.
     */
    async resetBySms(
      ctx: ClientContext,
      input: {
        username: string;
        verificationCode?: string | undefined;
        newPassword?: string | undefined;
        confirmNewPassword?: string | undefined;
      },
    ) {
      const userKey = `pwreset-sms:user:${ctx.merchant.id}:${input.username.toLowerCase()}`;
      await deps.rateLimiter.consume(userKey, smsResetLimit);
      const member = await findMemberByUsername(db, ctx.merchant.id, input.username);
      const mobile = member?.mobileVerified ? member.mobileNum : null;
      if (!member || !mobile || !member.countryDialingCode) {
        throw new DomainError('mobile_not_found', { fields: [{ field: 'username', reason: 'mobile_not_found' }] });
      }
      const target = { purpose: 'reset' as const, countryDialingCode: member.countryDialingCode, mobile };
      if (input.verificationCode === undefined) {
        const sent = await deps.sms.sendCode(ctx.merchant, { ...target, ip: ctx.ip, language: ctx.language });
        return {
          step: 'code_sent' as const,
          expiredMinutes: sent.expiredMinutes,
          maskedMobile: maskMobile(mobile) ?? '',
        };
      }
      if (input.newPassword === undefined) {
        throw new DomainError('request_param_err', { fields: [{ field: 'newPassword', reason: 'required' }] });
      }
      if (input.newPassword !== input.confirmNewPassword) {
        throw new DomainError('inconsistent_twice', {
          fields: [{ field: 'confirmNewPassword', reason: 'inconsistent_twice' }],
        });
      }
      await checkNewPassword(ctx.merchant, input.newPassword, 'newPassword');
      const check = await deps.sms.verifyCode(ctx.merchant.id, { ...target, code: input.verificationCode });
      if (check !== 'ok') {
        const code = check === 'expired' ? 'verification_code_expired' : 'verification_code_error';
        throw new DomainError(code, { fields: [{ field: 'verificationCode', reason: code }] });
      }
      await setPassword(ctx.merchant, member, input.newPassword);
      return { step: 'changed' as const, username: member.username };
    },

    async setByPhone(
      ctx: ClientContext,
      input: {
        newPassword: string;
        mobileNum: string;
        countryDialingCode?: string | undefined;
        verificationCode: string;
      },
    ) {
      const found = await findMembersByMobile(db, ctx.merchant.id, input.mobileNum, input.countryDialingCode);
      const member = found.length === 1 ? found[0] : undefined;
      if (!member?.mobileNum || !member.countryDialingCode) throw new DomainError('verification_code_error');
      const check = await deps.sms.verifyCode(ctx.merchant.id, {
        purpose: 'reset',
        countryDialingCode: member.countryDialingCode,
        mobile: member.mobileNum,
        code: input.verificationCode,
      });
      if (check !== 'ok')
        throw new DomainError(check === 'expired' ? 'verification_code_expired' : 'verification_code_error');
      await checkNewPassword(ctx.merchant, input.newPassword, 'newPassword');
      await setPassword(ctx.merchant, member, input.newPassword);
      return { changed: true as const, username: member.username };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
