import { toWireMoney, type ErrorCode, type MemberBonus, type Promotion } from '@ficha/contract';
import type { MemberBonusRow, PromotionClaimRow, PromotionRow, PromotionText } from '../../db/schema/index.ts';
import { promotionIdOfSource } from './promotion-rules.ts';
import { toWireRaffleSettings } from './raffle-rules.ts';
import { toWireRebateSettings } from './rebate-rules.ts';

/** The texts in `language`, else the merchant's default language, else the first there are. */
export function textsIn(texts: Record<string, PromotionText>, language: string, fallback: string): PromotionText {
  return texts[language] ?? texts[fallback] ?? Object.values(texts)[0] ?? { title: '', summary: '', rules: '' };
}

const money = (minor: string | undefined) => (minor === undefined ? null : toWireMoney(BigInt(minor)));

export function toWirePromotion(
  p: PromotionRow,
  language: string,
  fallback: string,
  state: Promotion['state'],
  refusal: ErrorCode | null,
): Promotion {
  const text = textsIn(p.texts, language, fallback);
  return {
    id: p.id,
    kind: p.kind,
    category: p.category,
    title: text.title,
    summary: text.summary,
    rules: text.rules,
    art: p.art,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    state,
    refusal,
    amount: money(p.reward.amountMinor),
    matchPct: p.reward.matchPct ?? null,
    cap: money(p.reward.capMinor),
    minDeposit: money(p.reward.minDepositMinor),
    wageringMultiplier: p.terms.wageringMultiplierPct / 100,
    wageringBase: p.terms.wageringBase,
    expiryHours: p.terms.expiryHours,
    rebate: p.reward.rebate ? toWireRebateSettings(p.reward.rebate) : null,
    raffle: p.reward.raffle ? toWireRaffleSettings(p.reward.raffle) : null,
  };
}

export interface ClaimView {
  claim: PromotionClaimRow;
  kind: PromotionRow['kind'];
  texts: Record<string, PromotionText>;
  bonusStatus: MemberBonusRow['status'];
}

export function toWireClaim(r: ClaimView, language: string, fallback: string) {
  return {
    id: r.claim.id,
    promotionId: r.claim.promotionId,
    title: textsIn(r.texts, language, fallback).title,
    kind: r.kind,
    amount: toWireMoney(r.claim.amountMinor),
    bonusId: r.claim.bonusId,
    bonusStatus: r.bonusStatus,
    claimedAt: r.claim.createdAt.toISOString(),
  };
}

export function toConsolePromotion(
  p: PromotionRow,
  budgetLeftMinor: bigint,
  totals: { claims: number; grantedMinor: bigint } | undefined,
) {
  return {
    id: p.id,
    kind: p.kind,
    category: p.category,
    status: p.status,
    texts: p.texts,
    art: p.art,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    budget: toWireMoney(p.budgetMinor),
    budgetLeft: toWireMoney(budgetLeftMinor),
    budgetUsed: toWireMoney(p.budgetMinor - budgetLeftMinor),
    claims: totals?.claims ?? 0,
    granted: toWireMoney(totals?.grantedMinor ?? 0n),
    exclusiveGroup: p.exclusiveGroup,
    amount: money(p.reward.amountMinor),
    matchPct: p.reward.matchPct ?? null,
    cap: money(p.reward.capMinor),
    minDeposit: money(p.reward.minDepositMinor),
    depositNumber: p.reward.depositNumber ?? null,
    channelCodes: p.reward.channelCodes ?? [],
    wageringMultiplier: p.terms.wageringMultiplierPct / 100,
    wageringBase: p.terms.wageringBase,
    contributions: p.terms.contributions,
    defaultContributionPct: p.terms.defaultContributionPct,
    maxBet: money(p.terms.maxBetMinor ?? undefined),
    maxCashout: money(p.terms.maxCashoutMinor ?? undefined),
    playOrder: p.terms.playOrder,
    expiryHours: p.terms.expiryHours,
    eligibility: consoleEligibility(p.eligibility),
    sortOrder: p.sortOrder,
    rebate: p.reward.rebate ? toWireRebateSettings(p.reward.rebate) : null,
    raffle: p.reward.raffle ? toWireRaffleSettings(p.reward.raffle) : null,
  };
}

/** The eligibility as the builder names it: the agent by username, not by subtree path. */
function consoleEligibility({ agentPath: _path, ...rules }: PromotionRow['eligibility']) {
  return rules;
}

/** A bonus as the member (bonusDetails) and the console see it. */
export function toWireBonus(b: MemberBonusRow & { heldMinor: bigint }): MemberBonus {
  return {
    id: b.id,
    status: b.status,
    promotionId: promotionIdOfSource(b.source),
    amount: toWireMoney(b.amountMinor),
    held: toWireMoney(b.heldMinor),
    requirement: toWireMoney(b.requirementMinor),
    wagered: toWireMoney(b.wageredMinor),
    contributions: b.contributions,
    defaultContributionPct: b.defaultContributionPct,
    maxBet: b.maxBetMinor === null ? null : toWireMoney(b.maxBetMinor),
    maxCashout: b.maxCashoutMinor === null ? null : toWireMoney(b.maxCashoutMinor),
    expiresAt: b.expiresAt.toISOString(),
    grantedAt: b.grantedAt.toISOString(),
    endedAt: b.endedAt?.toISOString() ?? null,
    converted: toWireMoney(b.convertedMinor),
    forfeited: toWireMoney(b.forfeitedMinor),
  };
}
