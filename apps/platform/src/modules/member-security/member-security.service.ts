import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError, type LanguageCode, type MemberProfile } from '@ficha/contract';
import { verifyPaymentPassword } from './payment-password.ts';
import QRCode from 'qrcode';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../security/totp.ts';
import type { ClientContext } from '../../http/client-context.ts';
import type { VerificationPorts } from '../verification/verification-ports.ts';
import { findMembersByMobile, listLoginRecords, updateMember, type MemberPatch } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { KycService } from '../kyc/kyc.service.ts';
import type { MemberIdentity, SessionService } from '../sessions/sessions.service.ts';
import { emailCodeMail } from './email-code-mail.ts';
import { avatarOf } from './security-config.ts';

const emailCodeTtlMs = 10 * 60_000;
const emailCodeMaxAttempts = 5;

const emailCodeHash = (memberId: number, email: string, code: string) =>
  createHash('sha256').update(`${memberId}:${email.toLowerCase()}:${code}`).digest('hex');

export function toProfile(member: MemberRow): MemberProfile {
  return {
    username: member.username,
    nickname: member.nickname,
    payeeName: member.payeeName,
    email: member.email,
    emailVerified: member.emailVerified,
    mobileNum: member.mobileNum,
    countryDialingCode: member.countryDialingCode,
    mobileVerified: member.mobileVerified,
    birthday: member.birthday,
    address: member.address,
    nationality: member.nationality,
    occupation: member.occupation,
    sourceOfIncome: member.sourceOfIncome,
    qqNum: member.qqNum,
    line: member.line,
    whatsapp: member.whatsapp,
    facebook: member.facebook,
    wechat: member.wechat,
    telegram: member.telegram,
    zalo: member.zalo,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    totpEnabled: member.totpEnabled,
    registeredAt: member.createdAt.toISOString(),
  };
}

type ProfileChange = Partial<
  Pick<
    MemberProfile,
    | 'nickname'
    | 'birthday'
    | 'address'
    | 'nationality'
    | 'occupation'
    | 'sourceOfIncome'
    | 'qqNum'
    | 'line'
    | 'whatsapp'
    | 'facebook'
    | 'wechat'
    | 'telegram'
    | 'zalo'
  >
>;

/** The member's own security center: profile, verified bindings, payment password, TOTP, logins and devices. */
export function createMemberSecurityService(
  db: Db,
  deps: { sessions: SessionService; kyc: Pick<KycService, 'assertOldEnough'> } & VerificationPorts,
) {
  const save = (member: MemberRow, patch: MemberPatch) => updateMember(db, member.merchantId, member.id, patch);

  return {
    profile: (identity: MemberIdentity) => toProfile(identity.member),

    async updateProfile(identity: MemberIdentity, change: ProfileChange) {
      const patch: MemberPatch = {};
      for (const [key, value] of Object.entries(change) as Array<[keyof ProfileChange, string | null | undefined]>) {
        if (value === undefined) continue;
        const cleared = value === null || value.trim() === '' ? null : value.trim();
        if (key === 'nickname') {
          if (!cleared)
            throw new DomainError('request_param_err', {
              fields: [{ field: 'nickname', reason: 'too_small', params: { min: 1 } }],
            });
          patch.nickname = cleared;
        } else {
          patch[key] = cleared;
        }
      }
      if (patch.birthday && Number.isNaN(Date.parse(patch.birthday))) {
        throw new DomainError('request_param_err', { fields: [{ field: 'birthday', reason: 'date_format' }] });
      }
      if (patch.birthday) await deps.kyc.assertOldEnough(identity.member.merchantId, patch.birthday);
      return toProfile(Object.keys(patch).length ? await save(identity.member, patch) : identity.member);
    },

    /** Picks the member's static avatar. */
    async setAvatar(identity: MemberIdentity, avatar: number) {
      return avatarOf(await save(identity.member, { avatar }));
    },

    async setLanguage(identity: MemberIdentity, language: LanguageCode) {
      await save(identity.member, { language });
      return { language };
    },

    async sendMobileCode(
      ctx: ClientContext,
      identity: MemberIdentity,
      input: { mobileNum: string; countryDialingCode: string },
    ) {
      const taken = await findMembersByMobile(db, ctx.merchant.id, input.mobileNum, input.countryDialingCode);
      if (taken.some((m) => m.id !== identity.member.id)) {
        throw new DomainError('mobile_taken', { fields: [{ field: 'mobileNum', reason: 'mobile_taken' }] });
      }
      return deps.sms.sendCode(ctx.merchant, {
        purpose: 'bind',
        countryDialingCode: input.countryDialingCode,
        mobile: input.mobileNum,
        ip: ctx.ip,
        language: ctx.language,
      });
    },

    async bindMobile(
      identity: MemberIdentity,
      input: { mobileNum: string; countryDialingCode: string; verificationCode: string },
    ) {
      const check = await deps.sms.verifyCode(identity.member.merchantId, {
        purpose: 'bind',
        countryDialingCode: input.countryDialingCode,
        mobile: input.mobileNum,
        code: input.verificationCode,
      });
      if (check !== 'ok') {
        const code = check === 'expired' ? 'verification_code_expired' : 'verification_code_error';
        throw new DomainError(code, { fields: [{ field: 'verificationCode', reason: code }] });
      }
      try {
        return toProfile(
          await save(identity.member, {
            mobileNum: input.mobileNum,
            countryDialingCode: input.countryDialingCode,
            mobileVerified: true,
          }),
        );
      } catch {
        throw new DomainError('mobile_taken', { fields: [{ field: 'mobileNum', reason: 'mobile_taken' }] });
      }
    },

    async sendEmailCode(ctx: ClientContext, identity: MemberIdentity, email: string) {
      await deps.rateLimiter.consume(`email-code:member:${identity.member.id}`, { limit: 5, windowMs: 60 * 60_000 });
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await save(identity.member, {
        pendingEmail: email,
        emailCodeHash: emailCodeHash(identity.member.id, email, code),
        emailCodeExpiresAt: new Date(Date.now() + emailCodeTtlMs),
        emailCodeAttempts: 0,
      });
      await deps.mail.send(ctx.merchant.id, {
        to: email,
        purpose: 'bind_email',
        secrets: [code],
        ...emailCodeMail(ctx.language, { merchantName: ctx.merchant.name, code, minutes: emailCodeTtlMs / 60_000 }),
      });
      return { expiredMinutes: emailCodeTtlMs / 60_000 };
    },

    async bindEmail(identity: MemberIdentity, input: { email: string; verificationCode: string }) {
      const member = identity.member;
      const expected = member.emailCodeHash;
      const fail = async (code: 'verification_code_error' | 'verification_code_expired') => {
        await save(member, { emailCodeAttempts: member.emailCodeAttempts + 1 });
        return new DomainError(code, { fields: [{ field: 'verificationCode', reason: code }] });
      };
      if (!expected || !member.pendingEmail || member.pendingEmail.toLowerCase() !== input.email.toLowerCase()) {
        throw await fail('verification_code_error');
      }
      if (member.emailCodeAttempts >= emailCodeMaxAttempts) throw await fail('verification_code_error');
      if (!member.emailCodeExpiresAt || member.emailCodeExpiresAt.getTime() < Date.now()) {
        throw await fail('verification_code_expired');
      }
      const given = Buffer.from(emailCodeHash(member.id, input.email, input.verificationCode));
      if (!timingSafeEqual(given, Buffer.from(expected))) throw await fail('verification_code_error');
      return toProfile(
        await save(member, {
          email: member.pendingEmail,
          emailVerified: true,
          pendingEmail: null,
          emailCodeHash: null,
          emailCodeExpiresAt: null,
          emailCodeAttempts: 0,
        }),
      );
    },

    async setPaymentPassword(
      identity: MemberIdentity,
      input: { loginPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
    ) {
      if (input.newPaymentPassword !== input.confirmPaymentPassword) {
        throw new DomainError('inconsistent_twice', {
          fields: [{ field: 'confirmPaymentPassword', reason: 'inconsistent_twice' }],
        });
      }
      await deps.rateLimiter.consume(`payment-password:member:${identity.member.id}`, {
        limit: 10,
        windowMs: 15 * 60_000,
      });
      if (!(await verifyPassword(identity.member.passwordHash, input.loginPassword))) {
        throw new DomainError('password_incorrect', {
          fields: [{ field: 'loginPassword', reason: 'password_incorrect' }],
        });
      }
      await save(identity.member, { paymentPasswordHash: await hashPassword(input.newPaymentPassword) });
      return { changed: true as const };
    },

    /**
     * Checks the payment password before a money action (bank accounts, withdrawals): `payment_password_not_set`
     * when the member has none, `payment_password_incorrect` when wrong; five wrong tries in 15 minutes lock it.
     */
    /** Checks a money action's payment password (shared with transfers: one failure count per member). */
    verifyPaymentPassword: (member: MemberRow, paymentPassword: string) =>
      verifyPaymentPassword(deps.rateLimiter, member, paymentPassword),

    async startTotp(merchant: Merchant, identity: MemberIdentity) {
      const secret = newTotpSecret();
      await save(identity.member, { totpPendingSecret: secret });
      const url = otpauthUrl(secret, merchant.name, identity.member.username);
      const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl: url, qrSvg };
    },

    async enableTotp(identity: MemberIdentity, code: string) {
      const secret = identity.member.totpPendingSecret;
      if (!secret || !verifyTotp(secret, code)) {
        throw new DomainError('totp_invalid', { fields: [{ field: 'code', reason: 'totp_invalid' }] });
      }
      await save(identity.member, { totpSecret: secret, totpPendingSecret: null, totpEnabled: true });
      return { enabled: true as const };
    },

    async disableTotp(identity: MemberIdentity, code: string) {
      const secret = identity.member.totpSecret;
      if (!identity.member.totpEnabled || !secret || !verifyTotp(secret, code)) {
        throw new DomainError('totp_invalid', { fields: [{ field: 'code', reason: 'totp_invalid' }] });
      }
      await save(identity.member, { totpSecret: null, totpEnabled: false });
      return { enabled: false as const };
    },

    async logins(identity: MemberIdentity, limit: number) {
      const rows = await listLoginRecords(db, identity.member.id, limit);
      return rows.map((r) => ({
        time: r.createdAt.toISOString(),
        ip: r.ip,
        country: r.country,
        device: r.userAgent,
        success: r.success,
        method: r.method,
      }));
    },

    sessions: (identity: MemberIdentity) => deps.sessions.list(identity),

    async revokeSession(identity: MemberIdentity, sessionId: string) {
      await deps.sessions.revokeOne(identity.member.id, sessionId);
      return { revoked: true as const };
    },
  };
}

export type MemberSecurityService = ReturnType<typeof createMemberSecurityService>;
