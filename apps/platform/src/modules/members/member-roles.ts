import type { MemberInfo } from '@ficha/contract';
import type { MemberRow } from '../../db/schema/index.ts';
import type { Merchant } from '../merchants/merchant.ts';

/** Agent and trial status come from the merchant's configured type lists (SPEC §6). */
export function isAgent(member: Pick<MemberRow, 'type'>, merchant: Merchant): boolean {
  return merchant.agentTypes.includes(member.type);
}

export function isTrial(member: Pick<MemberRow, 'type'>, merchant: Merchant): boolean {
  return merchant.trialTypes.includes(member.type);
}

/** Players are type 0; a type that is neither player, agent nor trial is a non-member account. */
export function isMemberAccount(member: Pick<MemberRow, 'type'>, merchant: Merchant): boolean {
  return member.type === 0 || isAgent(member, merchant) || isTrial(member, merchant);
}

export function toMemberInfo(member: MemberRow, merchant: Merchant): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    userName: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgent(member, merchant),
    isTrial: isTrial(member, merchant),
    language: member.language,
    mustChangePassword: member.mustChangePassword,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    totpEnabled: member.totpEnabled,
  };
}

/** The merchant's first agent type is the top of a tree (SPEC §3: agent user types 1, 2, 41, 42): it has no upline. */
export function isTopOfTreeType(type: number, merchant: Merchant): boolean {
  return merchant.agentTypes[0] === type;
}
