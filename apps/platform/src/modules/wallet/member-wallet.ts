import type { MemberRow } from '../../db/schema/index.ts';
import type { AccountIdentity } from '../ledger/account-identity.ts';
import { isAgent } from '../members/member-roles.ts';
import type { Merchant } from '../merchants/merchant.ts';

/** The member's main wallet in the merchant currency: an agent wallet for agents, a player wallet otherwise. */
export function memberWalletIdentity(merchant: Merchant, member: Pick<MemberRow, 'id' | 'type'>): AccountIdentity {
  return {
    merchantId: merchant.id,
    currency: merchant.currency,
    kind: isAgent(member, merchant) ? 'agent_wallet' : 'player_wallet',
    ownerMemberId: member.id,
  };
}

/** A merchant-owned account (house, clearing, outside world, promotion budget) named by its reference. */
export function merchantAccountIdentity(
  merchant: Pick<Merchant, 'id' | 'currency'>,
  kind: Exclude<AccountIdentity['kind'], 'player_wallet' | 'agent_wallet'>,
  ownerRef: string,
): AccountIdentity {
  return { merchantId: merchant.id, currency: merchant.currency, kind, ownerRef };
}
