import { DomainError, toWireMoney, type IssuedReward, type MessageAudience } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import type { OperatorMessageService } from '../messages/operator-messages.service.ts';
import { notifyMembers } from '../realtime/realtime-channel.ts';
import { contactableMemberSql } from '../responsible-gaming/responsible-gaming.service.ts';
import { fixedRewardMinor, isOpen } from './promotion-rules.ts';
import { textsIn } from './promotion-wire.ts';
import type { ClaimCall, PromotionService } from './promotions.service.ts';
import { creditedDeposits, findPromotion } from './promotions.queries.ts';
import { claimableIssues, issueToAudience, listIssues, lockMemberIssue, markIssueClaimed } from './issued.queries.ts';

/**
 * Issued promotions (issue 16, decision 0077): the operator issues a promotion of kind `issued` to an audience
 * (a player, a list, a segment: the operator messages' audiences, players under a time-out or self-exclusion left
 * out), at most once per player; each issued player claims it once, into the bonus wallet from the promotion's
 * budget, through the promotions' one grant (claim key `issue:<id>`, the issue's row locked while it grants).
 */
export function createIssuedPromotionService(
  db: Db,
  deps: {
    promotions: PromotionService;
    audiences: Pick<OperatorMessageService, 'audienceCondition'>;
    audit: AuditService;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  return {
    async issue(
      merchantId: number,
      input: { promotionId: number; audience: MessageAudience; amount?: bigint | undefined; note: string },
      actor: Actor,
    ) {
      const promotion = await findPromotion(db, merchantId, input.promotionId);
      if (!promotion || promotion.kind !== 'issued') throw new DomainError('promotion_not_found');
      if (promotion.endsAt <= now()) throw new DomainError('promotion_not_open');
      // The builder requires an issued promotion's reward, so the default is never zero.
      const amountMinor = input.amount ?? fixedRewardMinor(promotion);
      const audience = await deps.audiences.audienceCondition(db, merchantId, input.audience);
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const { memberIds, skipped } = await issueToAudience(
          tx,
          { merchantId, promotionId: promotion.id, amountMinor, note: input.note, issuedBy: actor.id },
          audience,
          contactableMemberSql(now()),
        );
        const result = { issued: memberIds.length, skipped };
        await notifyMembers(tx, merchantId, memberIds, { type: 'notice', key: 'info_reward_issued', at: now() });
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'promotion.issue',
          target: `promotion:${promotion.id}`,
          before: null,
          after: { audience: input.audience, amount: toWireMoney(amountMinor), note: input.note, ...result },
        });
        return result;
      });
    },

    async consoleIssues(merchantId: number, promotionId: number, pageNo: number, pageSize: number) {
      const promotion = await findPromotion(db, merchantId, promotionId);
      if (!promotion) throw new DomainError('promotion_not_found');
      const page = await listIssues(db, merchantId, promotionId, { offset: (pageNo - 1) * pageSize, limit: pageSize });
      return {
        list: page.rows.map((r) => ({
          id: r.issue.id,
          memberId: r.issue.memberId,
          username: r.username,
          amount: toWireMoney(r.issue.amountMinor),
          status: r.issue.status,
          note: r.issue.note,
          issuedBy: r.issuedBy,
          issuedAt: r.issue.createdAt.toISOString(),
          claimedAt: r.issue.claimedAt?.toISOString() ?? null,
        })),
        pageNo,
        totalPages: Math.ceil(page.total / pageSize),
      };
    },

    /** The reward center's claimable list: the member's issued rewards of promotions open now. */
    async claimable(merchant: Merchant, memberId: number, language: string): Promise<IssuedReward[]> {
      const rows = await claimableIssues(db, merchant.id, memberId, now());
      return rows.map(({ issue, promotion }) => {
        const text = textsIn(promotion.texts, language, merchant.defaultLanguage);
        return {
          id: issue.id,
          promotionId: promotion.id,
          title: text.title,
          summary: text.summary,
          art: promotion.art,
          amount: toWireMoney(issue.amountMinor),
          issuedAt: issue.createdAt.toISOString(),
          endsAt: promotion.endsAt.toISOString(),
        };
      });
    },

    /**
     * Claims an issued reward once: refusals promotion_nothing_issued (none, or not the member's),
     * promotion_already_claimed, promotion_not_open, the promotion's eligibility refusals,
     * promotion_budget_exhausted, bonus_already_active.
     */
    async claim(
      merchant: Merchant,
      member: MemberRow,
      which: { issuedId?: number | undefined; promotionId?: number | undefined },
      call: ClaimCall,
      language: string,
    ) {
      const claimId = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const issue = await lockMemberIssue(tx, merchant.id, member.id, which);
        if (!issue) throw new DomainError('promotion_nothing_issued');
        if (issue.status === 'claimed') throw new DomainError('promotion_already_claimed');
        const promotion = await findPromotion(tx, merchant.id, issue.promotionId);
        if (!promotion) throw new DomainError('promotion_nothing_issued');
        const at = now();
        if (!isOpen(promotion, at)) throw new DomainError('promotion_not_open');
        const refusal = await deps.promotions.memberRefusal(
          tx,
          merchant,
          member,
          promotion,
          call,
          await creditedDeposits(tx, merchant.id, member.id, null),
        );
        if (refusal) throw new DomainError(refusal);
        const claim = await deps.promotions.grantClaim(tx, merchant, member, promotion, {
          claimKey: `issue:${issue.id}`,
          amountMinor: issue.amountMinor,
          depositMinor: 0n,
          call,
        });
        await markIssueClaimed(tx, issue.id, claim.id, at);
        return claim.id;
      });
      return deps.promotions.wireClaim(merchant, member.id, claimId, language);
    },
  };
}

export type IssuedPromotionService = ReturnType<typeof createIssuedPromotionService>;
