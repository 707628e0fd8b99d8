import type { MemberAvatar, SecurityConfig } from '@ficha/contract';
import type { MemberRow } from '../../db/schema/index.ts';
import type { Merchant } from '../merchants/merchant.ts';

/** What of the member's account protection is set (`/wps/v2/member/securityConfig`), read from the member. */
export function securityConfigOf(member: MemberRow, merchant: Pick<Merchant, 'verifyNewIp'>): SecurityConfig {
  const own = {
    paymentPassword: member.paymentPasswordHash !== null,
    mobileVerified: member.mobileNum !== null && member.mobileVerified,
    emailVerified: member.email !== null && member.emailVerified,
    twoStepVerification: member.totpEnabled,
  };
  return {
    ...own,
    mobileBound: member.mobileNum !== null,
    emailBound: member.email !== null,
    newIpVerification: merchant.verifyNewIp,
    passwordChangedAt: member.passwordChangedAt.toISOString(),
    level: Object.values(own).filter(Boolean).length,
    total: Object.keys(own).length,
  };
}

/** The member's static avatar as the original client reads it. */
export const avatarOf = (member: Pick<MemberRow, 'avatar'>): MemberAvatar => ({
  avatar: String(member.avatar),
  avatarType: 'STATIC',
});
