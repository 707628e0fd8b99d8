import type { Promotion } from '@ficha/contract';
import type { PromotionApplicationRow, PromotionIssueRow, PromotionRow } from '../../db/schema/index.ts';

/** What a member has of the issued and apply promotions: the issue of each, the latest application of each. */
export interface ReviewedByMember {
  issues: Map<number, Pick<PromotionIssueRow, 'id' | 'status' | 'amountMinor'>>;
  applications: Map<number, Pick<PromotionApplicationRow, 'status'>>;
}

/** A promotion's state before the member's facts: what a kind offers when nothing stands in the way (SPEC §4). */
export function initialState(kind: PromotionRow['kind']): Promotion['state'] {
  if (kind === 'deposit_bonus' || kind === 'apply') return 'join';
  if (kind === 'rebate' || kind === 'raffle') return 'joined';
  if (kind === 'issued') return 'issued';
  return 'claim';
}

/**
 * The member's own state of an issued or apply promotion (decision 0077), or null when it has none: an issued
 * reward claimed, an application approved (`claimed`), one under review (`applying`, a second approval pending
 * too), the latest rejected (`rejected`: the member may apply again).
 */
export function reviewedState(
  p: Pick<PromotionRow, 'id' | 'kind'>,
  reviewed: ReviewedByMember | null,
): 'claimed' | 'applying' | 'rejected' | null {
  if (!reviewed) return null;
  if (p.kind === 'issued') return reviewed.issues.get(p.id)?.status === 'claimed' ? 'claimed' : null;
  if (p.kind !== 'apply') return null;
  const status = reviewed.applications.get(p.id)?.status;
  if (status === 'approved') return 'claimed';
  if (status === 'applying' || status === 'awaiting_second_approval') return 'applying';
  if (status === 'rejected') return 'rejected';
  return null;
}
