import {
  DomainError,
  registrationFields,
  validateField,
  type FieldError,
  type LoginResult,
  type RegistrationField,
  type RegistrationRules,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '@ficha/server-kit';
import type { MemberRow } from '../../db/schema/index.ts';
import { hashPassword } from '../../security/passwords.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { newMemberCode } from '../members/member-codes.ts';
import { isAgent } from '../members/member-roles.ts';
import {
  findMemberByInvitationCode,
  findMemberByReferralCode,
  findMemberByUsername,
  findMembersByMobile,
  insertMember,
  placeUnderUpline,
} from '../members/members.service.ts';
import { recordReferral } from '../referrals/referrals.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import type { ClientContext } from '../../http/client-context.ts';
import { autoUsernameAttempts, generateUsername } from './auto-username.ts';
import { completeSignIn } from './sign-in.ts';
import type { VerificationPorts } from '../verification/verification-ports.ts';

export interface RegistrationInput {
  username?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
  payeeName?: string | undefined;
  email?: string | undefined;
  qqNum?: string | undefined;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  recommenderId?: string | undefined;
  verificationCode?: string | undefined;
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
  paymentPassword?: string | undefined;
  line?: string | undefined;
  whatsapp?: string | undefined;
  facebook?: string | undefined;
  wechat?: string | undefined;
  idNumber?: string | undefined;
  registerUrl?: string | undefined;
  captcha?: string | undefined;
  captchaId?: string | undefined;
}

/** Fields checked against the merchant's rules; captcha has its own check. */
const ruledFields = registrationFields.filter((field): field is RegistrationField => field !== 'captcha');

const blank = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** Registration by username or by mobile number (SPEC §4 "Register", §5 rules, §6 modules). */
export function createRegistrationService(
  db: Db,
  deps: { sessions: SessionService; merchants: MerchantService } & VerificationPorts,
) {
  async function agentByCode(ctx: ClientContext, code: string): Promise<MemberRow> {
    const agent = await findMemberByInvitationCode(db, ctx.merchant.id, code);
    if (!agent || agent.status !== 'active' || !isAgent(agent, ctx.merchant)) {
      throw new DomainError('invitation_code_error', {
        fields: [{ field: 'affiliateCode', reason: 'invitation_code_error' }],
      });
    }
    return agent;
  }

  /** A generated username no member of the merchant has yet; function.not.available when the rule fits none. */
  async function freeGeneratedUsername(ctx: ClientContext, rule: RegistrationRules['username']): Promise<string> {
    for (let attempt = 0; attempt < autoUsernameAttempts; attempt++) {
      const candidate = generateUsername(rule);
      if (candidate === null) throw new DomainError('function.not.available');
      if (!(await findMemberByUsername(db, ctx.merchant.id, candidate))) return candidate;
    }
    throw new DomainError('username_taken', { fields: [{ field: 'username', reason: 'username_taken' }] });
  }

  return {
    async checkAffiliate(ctx: ClientContext, code: string) {
      await deps.rateLimiter.consume(`affiliate:ip:${ctx.merchant.id}:${ctx.ip}`, { limit: 60, windowMs: 60_000 });
      const agent = await agentByCode(ctx, code);
      return { valid: true as const, agentNickname: agent.nickname };
    },

    async sendRegisterSms(ctx: ClientContext, input: { mobileNo: string; countryDialingCode: string }) {
      const modules = ctx.merchant.enabledModules;
      if (!modules.has('MOBILENUMREG3') && !modules.has('REGMOBVERF3')) throw new DomainError('function.not.available');
      const taken = await findMembersByMobile(db, ctx.merchant.id, input.mobileNo, input.countryDialingCode);
      if (taken.length > 0)
        throw new DomainError('mobile_taken', { fields: [{ field: 'mobileNo', reason: 'mobile_taken' }] });
      return deps.sms.sendCode(ctx.merchant, {
        purpose: 'register',
        countryDialingCode: input.countryDialingCode,
        mobile: input.mobileNo,
        ip: ctx.ip,
        language: ctx.language,
      });
    },

    /**
     * Registers a member and signs it in. `auto` (`/wps/member/register/autoUsername`) is a username registration
     * whose username is generated under the merchant's username rule, drawn again while the name is taken.
     */
    async register(
      ctx: ClientContext,
      raw: RegistrationInput,
      mode: 'username' | 'mobile' | 'auto',
    ): Promise<LoginResult & { username: string }> {
      const modules = ctx.merchant.enabledModules;
      if (mode !== 'mobile' && !modules.has('USERNAMEREG3')) throw new DomainError('function.not.available');
      await deps.rateLimiter.consume(`register:ip:${ctx.merchant.id}:${ctx.ip}`, { limit: 10, windowMs: 60 * 60_000 });

      const rules = await deps.merchants.registrationRules(ctx.merchant);
      const generated = mode === 'auto' ? await freeGeneratedUsername(ctx, rules.username) : undefined;
      const input = { ...raw, username: mode === 'mobile' ? raw.mobileNum : (generated ?? raw.username) };
      const smsRequired = mode === 'mobile' || modules.has('REGMOBVERF3');

      const fields: FieldError[] = [];
      for (const field of ruledFields) {
        // In mobile mode the mobile number is the username; its own rule applies.
        if (mode === 'mobile' && field === 'username') continue;
        const rule = rules[field];
        const required = rule.required || (field === 'mobileNum' && smsRequired);
        const error = validateField(
          field,
          { ...rule, enabled: rule.enabled || required, required },
          blank(input[field]),
        );
        if (error) fields.push(error);
      }
      if (smsRequired && !blank(input.verificationCode))
        fields.push({ field: 'verificationCode', reason: 'verification_code_error' });
      if (mode === 'mobile' && !input.countryDialingCode)
        fields.push({ field: 'countryDialingCode', reason: 'required' });
      if (fields.length > 0) throw new DomainError('request_param_err', { fields: dedupe(fields) });

      const confirmationNeeded = mode !== 'mobile' || modules.has('MOBILENUMPASSREG3');
      if (confirmationNeeded && input.confirmPassword !== input.password) {
        throw new DomainError('inconsistent_twice', {
          fields: [{ field: 'confirmPassword', reason: 'inconsistent_twice' }],
        });
      }
      if (rules.captcha.enabled && !(await deps.captcha.verify(ctx.merchant.id, input.captchaId, input.captcha))) {
        throw new DomainError('captcha_error', { fields: [{ field: 'captcha', reason: 'captcha_error' }] });
      }

      const username = (input.username ?? '').trim();
      const mobile = blank(input.mobileNum);
      const dialingCode = input.countryDialingCode;
      if (await findMemberByUsername(db, ctx.merchant.id, username)) {
        throw new DomainError('username_taken', {
          fields: [{ field: mode === 'mobile' ? 'mobileNum' : 'username', reason: 'username_taken' }],
        });
      }
      if (mobile && (await findMembersByMobile(db, ctx.merchant.id, mobile, dialingCode)).length > 0) {
        throw new DomainError('mobile_taken', { fields: [{ field: 'mobileNum', reason: 'mobile_taken' }] });
      }
      let mobileVerified = false;
      if (smsRequired && mobile && dialingCode) {
        const check = await deps.sms.verifyCode(ctx.merchant.id, {
          purpose: 'register',
          countryDialingCode: dialingCode,
          mobile,
          code: input.verificationCode ?? '',
        });
        if (check !== 'ok') {
          const code = check === 'expired' ? 'verification_code_expired' : 'verification_code_error';
          throw new DomainError(code, { fields: [{ field: 'verificationCode', reason: code }] });
        }
        mobileVerified = true;
      }

      const affiliateCode = blank(input.affiliateCode);
      const upline = affiliateCode ? await agentByCode(ctx, affiliateCode) : null;
      const referralCode = blank(input.referralCode);
      const referrer = referralCode ? await findMemberByReferralCode(db, ctx.merchant.id, referralCode) : null;
      if (referralCode && !referrer) {
        throw new DomainError('invitation_code_error', {
          fields: [{ field: 'referralCode', reason: 'invitation_code_error' }],
        });
      }

      const password = input.password ?? '';
      const [passwordHash, paymentPasswordHash] = await Promise.all([
        hashPassword(password),
        blank(input.paymentPassword) ? hashPassword(input.paymentPassword ?? '') : Promise.resolve(null),
      ]);

      try {
        return await db.transaction(async (tx) => {
          const member = await insertMember(tx, {
            merchantId: ctx.merchant.id,
            username,
            passwordHash,
            nickname: username,
            type: 0,
            uplineId: upline?.id ?? null,
            ancestorPath: '/',
            language: ctx.language,
            status: 'active',
            email: blank(input.email) ?? null,
            mobileNum: mobile ?? null,
            countryDialingCode: mobile ? (dialingCode ?? null) : null,
            mobileVerified,
            payeeName: blank(input.payeeName) ?? null,
            paymentPasswordHash,
            referralCode: newMemberCode(),
            referredBy: referrer?.id ?? null,
            qqNum: blank(input.qqNum) ?? null,
            line: blank(input.line) ?? null,
            whatsapp: blank(input.whatsapp) ?? null,
            facebook: blank(input.facebook) ?? null,
            wechat: blank(input.wechat) ?? null,
            idNumber: blank(input.idNumber) ?? null,
            recommenderId: blank(input.recommenderId) ?? null,
            registerIp: ctx.ip,
            registerUrl: input.registerUrl?.slice(0, 2048) ?? null,
          });
          const placed = await placeUnderUpline(tx, ctx.merchant.id, member.id, upline?.id ?? null);
          if (referrer) {
            await recordReferral(tx, {
              friendId: member.id,
              merchantId: ctx.merchant.id,
              referrerId: referrer.id,
              joinedAt: member.createdAt,
            });
          }
          const signedIn = await completeSignIn(tx, deps.sessions, ctx, placed, {
            method: 'register',
            typedPassword: password,
          });
          return { ...signedIn, username: placed.username };
        });
      } catch (error) {
        // A concurrent registration of the same name or number loses on the unique index.
        if (isUniqueViolation(error)) {
          throw new DomainError('username_taken', {
            fields: [{ field: mode === 'mobile' ? 'mobileNum' : 'username', reason: 'username_taken' }],
          });
        }
        throw error;
      }
    },
  };
}

function dedupe(fields: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return fields.filter((f) => (seen.has(f.field) ? false : (seen.add(f.field), true)));
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
