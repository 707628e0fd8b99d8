import type { AccountIdentity } from '../ledger/account-identity.ts';

/** Points are a currency of their own in the ledger (decision 0055). */
export const pointsCurrency = 'PTS';

/** A member's points account (never below zero). */
export const memberPointsIdentity = (merchantId: number, memberId: number): AccountIdentity => ({
  merchantId,
  currency: pointsCurrency,
  kind: 'member_points',
  ownerMemberId: memberId,
});

/** The merchant's points pool: every point earned comes from it, every point spent goes back to it. */
export const pointsPoolIdentity = (merchantId: number): AccountIdentity => ({
  merchantId,
  currency: pointsCurrency,
  kind: 'points_pool',
  ownerRef: 'pool',
});
