import type { LoginResult } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { ClientContext } from '../../http/client-context.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { insertLoginRecord, rememberIp, updateMember } from '../members/members.service.ts';
import { refuseExcludedMember, startSessionClock } from '../responsible-gaming/responsible-gaming.service.ts';
import type { SessionService } from '../sessions/sessions.service.ts';

export type LoginMethod = 'username' | 'sms' | 'verification' | 'register' | 'freeplay' | 'reset';

export async function recordFailedLogin(
  db: Db,
  ctx: ClientContext,
  username: string,
  method: string,
  reason: string,
  memberId?: number,
) {
  await insertLoginRecord(db, {
    merchantId: ctx.merchant.id,
    memberId: memberId ?? null,
    username,
    ip: ctx.ip,
    country: ctx.country,
    userAgent: ctx.userAgent.slice(0, 300),
    method,
    success: false,
    reason,
  });
}

/** True when the password has outlived the merchant's expiry (only under PWDEXPFORCECHANGE3). */
export function isPasswordExpired(member: MemberRow, merchant: Merchant, now = Date.now()): boolean {
  if (!merchant.enabledModules.has('PWDEXPFORCECHANGE3') || merchant.passwordExpiryDays === 0) return false;
  return now - member.passwordChangedAt.getTime() > merchant.passwordExpiryDays * 86_400_000;
}

/**
 * Completes a sign-in in the caller's transaction: a fresh session token, the login record, the known IP,
 * first/last login times, and whether the member must change its password before going on
 * (the default weak password or an expired one; never for SMS logins — SPEC §4 "Login"). A member under a time-out
 * or self-exclusion is refused here, on every sign-in path (`rg_excluded` with only the end date; decision 0048).
 */
export async function completeSignIn(
  tx: Db,
  sessions: SessionService,
  ctx: ClientContext,
  member: MemberRow,
  input: { method: LoginMethod; typedPassword?: string },
): Promise<LoginResult> {
  await refuseExcludedMember(tx, member.id);
  const firstTimeLogin = member.firstLoginAt === null;
  const passwordExpired = isPasswordExpired(member, ctx.merchant);
  const usesWeakPassword =
    input.typedPassword !== undefined && input.typedPassword === ctx.merchant.defaultWeakPassword;
  const mustChangePassword =
    input.method !== 'sms' && (member.mustChangePassword || usesWeakPassword || passwordExpired);
  await updateMember(tx, ctx.merchant.id, member.id, {
    firstLoginAt: member.firstLoginAt ?? new Date(),
    lastLoginAt: new Date(),
    mustChangePassword: input.method === 'sms' ? member.mustChangePassword : mustChangePassword,
  });
  await rememberIp(tx, member.id, ctx.ip);
  await insertLoginRecord(tx, {
    merchantId: ctx.merchant.id,
    memberId: member.id,
    username: member.username,
    ip: ctx.ip,
    country: ctx.country,
    userAgent: ctx.userAgent.slice(0, 300),
    method: input.method,
    success: true,
    reason: null,
  });
  await startSessionClock(tx, member.id);
  const token = await sessions.open(tx, {
    memberId: member.id,
    merchantId: ctx.merchant.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    firstLogin: firstTimeLogin,
  });
  return { token, firstTimeLogin, passwordExpired, mustChangePassword };
}
