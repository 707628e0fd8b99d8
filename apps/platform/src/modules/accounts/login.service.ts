import { randomBytes } from 'node:crypto';
import { DomainError, type LoginChallenge, type LoginResult } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { verifyTotp } from '../../security/totp.ts';
import { isAgent, isMemberAccount } from '../members/member-roles.ts';
import {
  findMemberById,
  findMemberByUsername,
  findMembersByMobile,
  insertMember,
  knownIpState,
  updateMember,
} from '../members/members.service.ts';
import type { LoginThrottle, SignInAttempt } from '../login-throttle/login-throttle.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import {
  consumeChallenge,
  countChallengeAttempt,
  findLiveChallenge,
  insertChallenge,
} from './login-challenges.queries.ts';
import type { ClientContext } from '../../http/client-context.ts';
import { completeSignIn, recordFailedLogin } from './sign-in.ts';
import type { VerificationPorts } from '../verification/verification-ports.ts';
import { maskMobile } from './mobile-mask.ts';

const challengeTtlMs = 10 * 60_000;
const challengeMaxAttempts = 5;

export interface LoginInput {
  username: string;
  password: string;
  type: 'username' | 'sms' | '' | 'firebase';
  countryDialingCode?: string | undefined;
  portal: 'player' | 'agent';
  captcha?: string | undefined;
  captchaId?: string | undefined;
}

type ChallengeMethod = LoginChallenge['methods'][number];

function availableMethods(member: MemberRow): ChallengeMethod[] {
  const methods: ChallengeMethod[] = [];
  if (member.mobileNum && member.mobileVerified) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.payeeName) methods.push('payee');
  if (member.totpEnabled && member.totpSecret) methods.push('totp');
  return methods;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Sign-in (SPEC §4 "Login"): by password or SMS code under the sign-in limits (captcha, waits and locks per account,
 * captcha and slower failures per address — decision 0018), new-IP verification, trial accounts.
 */
export function createLoginService(
  db: Db,
  deps: { sessions: SessionService; throttle: LoginThrottle } & VerificationPorts,
) {
  async function failure(
    ctx: ClientContext,
    attempt: SignInAttempt,
    method: string,
    reason: string,
    member?: MemberRow,
  ) {
    await recordFailedLogin(db, ctx, attempt.username, method, reason, member?.id);
    return deps.throttle.failed(attempt);
  }

  async function memberForSmsLogin(ctx: ClientContext, input: LoginInput): Promise<MemberRow | undefined> {
    const found = await findMembersByMobile(db, ctx.merchant.id, input.username, input.countryDialingCode);
    return found.length === 1 ? found[0] : undefined;
  }

  async function checkAllowed(ctx: ClientContext, member: MemberRow, input: LoginInput) {
    if (member.status === 'locked') {
      await recordFailedLogin(db, ctx, member.username, input.type || 'username', 'locked', member.id);
      throw new DomainError('account_locked');
    }
    if (!isMemberAccount(member, ctx.merchant)) throw new DomainError('non_member_login');
    if (input.portal === 'agent' && !isAgent(member, ctx.merchant)) throw new DomainError('error_not_agent');
  }

  /** A challenge when the merchant verifies new IPs and this member never used this one. */
  async function challengeFor(
    ctx: ClientContext,
    member: MemberRow,
    loginMethod: string,
  ): Promise<LoginChallenge | null> {
    if (!ctx.merchant.verifyNewIp || !ctx.merchant.enabledModules.has('LOGINIPVERF3')) return null;
    const { hasAny, known } = await knownIpState(db, member.id, ctx.ip);
    const methods = availableMethods(member);
    if (!hasAny || known || methods.length === 0) return null;
    const challengeId = randomBytes(18).toString('base64url');
    await insertChallenge(db, {
      id: challengeId,
      merchantId: ctx.merchant.id,
      memberId: member.id,
      ip: ctx.ip,
      methods,
      loginMethod,
      expiresAt: new Date(Date.now() + challengeTtlMs),
    });
    return { challengeId, methods, maskedMobile: maskMobile(member.mobileNum) };
  }

  return {
    async login(ctx: ClientContext, input: LoginInput): Promise<LoginResult> {
      if (input.type === 'firebase') throw new DomainError('function.not.available');
      const bySms = input.type === 'sms';
      if (bySms && !ctx.merchant.enabledModules.has('MOBILEVERCODELOGIN3'))
        throw new DomainError('function.not.available');
      const attempt: SignInAttempt = {
        merchant: ctx.merchant,
        scope: 'member',
        username: input.username.trim(),
        ip: ctx.ip,
        captchaAfter: ctx.merchant.captchaAfterFailures,
        failureCode: 'login_failed',
      };
      // An SMS code is its own proof of a person; it still counts towards waits and locks.
      await deps.throttle.check(attempt, input, { captchaExempt: bySms });

      let member: MemberRow | undefined;
      if (bySms) {
        member = await memberForSmsLogin(ctx, input);
        const check =
          member?.mobileNum && member.countryDialingCode
            ? await deps.sms.verifyCode(ctx.merchant.id, {
                purpose: 'login',
                countryDialingCode: member.countryDialingCode,
                mobile: member.mobileNum,
                code: input.password,
              })
            : 'invalid';
        if (check !== 'ok') throw await failure(ctx, attempt, 'sms', `code_${check}`, member);
        if (!member) throw await failure(ctx, attempt, 'sms', 'unknown');
      } else {
        member = await findMemberByUsername(db, ctx.merchant.id, attempt.username);
        const valid = await verifyPassword(member?.passwordHash, input.password);
        if (!member || !valid) throw await failure(ctx, attempt, 'username', member ? 'password' : 'unknown', member);
      }
      await deps.throttle.succeeded(attempt);

      await checkAllowed(ctx, member, input);
      const method = bySms ? 'sms' : 'username';
      if (!bySms) {
        const challenge = await challengeFor(ctx, member, method);
        if (challenge) throw new DomainError('login_verify_required', { value: challenge });
      }
      const signedIn = member;
      return db.transaction((tx) =>
        completeSignIn(tx, deps.sessions, ctx, signedIn, {
          method: bySms ? 'sms' : 'username',
          typedPassword: bySms ? undefined : input.password,
        }),
      );
    },

    async sendChallengeSms(ctx: ClientContext, challengeId: string) {
      const challenge = await findLiveChallenge(db, ctx.merchant.id, challengeId);
      if (!challenge || challenge.ip !== ctx.ip || !challenge.methods.includes('sms')) {
        throw new DomainError('login_verify_failed');
      }
      const member = await findMemberById(db, ctx.merchant.id, challenge.memberId);
      if (!member?.mobileNum || !member.countryDialingCode) throw new DomainError('login_verify_failed');
      return deps.sms.sendCode(ctx.merchant, {
        purpose: 'verify',
        countryDialingCode: member.countryDialingCode,
        mobile: member.mobileNum,
        ip: ctx.ip,
        language: ctx.language,
      });
    },

    /** Completes a challenged login with one of the member's methods (LOGINIPVERF3). */
    async verify(ctx: ClientContext, input: { challengeId: string; method: ChallengeMethod; answer: string }) {
      const challenge = await findLiveChallenge(db, ctx.merchant.id, input.challengeId);
      if (
        !challenge ||
        challenge.ip !== ctx.ip ||
        challenge.attempts >= challengeMaxAttempts ||
        !challenge.methods.includes(input.method)
      ) {
        throw new DomainError('login_verify_failed');
      }
      const member = await findMemberById(db, ctx.merchant.id, challenge.memberId);
      if (!member) throw new DomainError('login_verify_failed');
      let passed = false;
      if (input.method === 'sms' && member.mobileNum && member.countryDialingCode) {
        const check = await deps.sms.verifyCode(ctx.merchant.id, {
          purpose: 'verify',
          countryDialingCode: member.countryDialingCode,
          mobile: member.mobileNum,
          code: input.answer,
        });
        passed = check === 'ok';
      } else if (input.method === 'email' && member.email) {
        passed = normalise(member.email) === normalise(input.answer);
      } else if (input.method === 'payee' && member.payeeName) {
        passed = normalise(member.payeeName) === normalise(input.answer);
      } else if (input.method === 'totp' && member.totpSecret) {
        passed = verifyTotp(member.totpSecret, input.answer.trim());
      }
      if (!passed) {
        await countChallengeAttempt(db, challenge.id);
        await recordFailedLogin(db, ctx, member.username, `verify_${input.method}`, 'verification', member.id);
        throw new DomainError('login_verify_failed');
      }
      return db.transaction(async (tx) => {
        if (!(await consumeChallenge(tx, challenge.id))) throw new DomainError('login_verify_failed');
        await checkAllowed(ctx, member, {
          username: member.username,
          password: '',
          type: 'username',
          portal: 'player',
        });
        return completeSignIn(tx, deps.sessions, ctx, member, { method: 'verification' });
      });
    },

    /** A trial (type 4) account with a session (FREEPLAY3): it may look around but not play or pay. */
    async freePlay(ctx: ClientContext): Promise<LoginResult> {
      await deps.rateLimiter.consume(`freeplay:ip:${ctx.merchant.id}:${ctx.ip}`, { limit: 10, windowMs: 60 * 60_000 });
      const unusablePassword = await hashPassword(randomBytes(24).toString('base64url'));
      return db.transaction(async (tx) => {
        const username = `trial_${randomBytes(5).toString('hex')}`;
        const member = await insertMember(tx, {
          merchantId: ctx.merchant.id,
          username,
          passwordHash: unusablePassword,
          nickname: username,
          type: ctx.merchant.trialTypes[0] ?? 4,
          ancestorPath: '/',
          language: ctx.language,
          status: 'active',
          registerIp: ctx.ip,
        });
        const withPath = await updateMember(tx, ctx.merchant.id, member.id, { ancestorPath: `/${member.id}/` });
        return completeSignIn(tx, deps.sessions, ctx, withPath, { method: 'freeplay' });
      });
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
