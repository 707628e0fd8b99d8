import {
  DomainError,
  toWireMoney,
  type ConsoleApplication,
  type PromotionApplication,
  type ProofImageType,
} from '@ficha/contract';
import { isUniqueViolation } from '@ficha/server-kit';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import { readImageFile } from '../../http/image-file.ts';
import { decodeProofImage } from '../../http/proof-image.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { findMemberById } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import { notifyMember } from '../realtime/realtime-channel.ts';
import {
  approvedApplicationExists,
  findApplicationImage,
  findApplicationView,
  insertApplication,
  insertApplicationImages,
  listApplications,
  lockApplication,
  memberApplications,
  updateApplication,
  type ApplicationView,
} from './applications.queries.ts';
import { fixedRewardMinor, isOpen } from './promotion-rules.ts';
import { textsIn } from './promotion-wire.ts';
import type { ClaimCall, PromotionService } from './promotions.service.ts';
import { budgetsLeft, creditedDeposits, findPromotion } from './promotions.queries.ts';

/** A refused image: `promotion_application_image_invalid` with the image's place on its field. */
const imageRefused = (index: number) =>
  new DomainError('promotion_application_image_invalid', {
    fields: [{ field: `images.${index}`, reason: 'not_image' }],
  });

/**
 * An application's image checked as a deposit proof is (decision 0065): at most 5 MB, png or jpeg by its bytes and
 * the declared type equal to them, nothing riding behind a png's end; then whole, as KYC documents and banner
 * images are (a structure that holds to its end, a real size in pixels).
 */
function checkedImage(image: { contentType: ProofImageType; dataBase64: string }, index: number) {
  const proof = decodeProofImage(image.dataBase64);
  if (proof?.type !== image.contentType) throw imageRefused(index);
  if (readImageFile(proof.bytes)?.type !== proof.type) throw imageRefused(index);
  return { contentType: proof.type, bytes: proof.bytes };
}

function toMemberView(r: ApplicationView, language: string, fallback: string): PromotionApplication {
  const a = r.application;
  return {
    id: a.id,
    promotionId: a.promotionId,
    title: textsIn(r.texts, language, fallback).title,
    comment: a.comment,
    imageCount: a.imageCount,
    status: a.status,
    reason: a.reason,
    amount: r.grantedMinor === null ? null : toWireMoney(r.grantedMinor),
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

/**
 * "Apply" promotions (issue 16, SPEC §5, decision 0077): a member applies with a comment and up to 3 images, one
 * application under review at a time; an operator approves or rejects it with a reason. An approval grants the
 * promotion's reward once (claim key `application`, through the promotions' one grant), and at or above the
 * merchant's dual-approval threshold (the manual adjustments' one) it takes a second, different operator.
 */
export function createApplicationService(
  db: Db,
  deps: {
    promotions: PromotionService;
    audit: AuditService;
    merchants: MerchantService;
    /** The merchant's dual-approval threshold, in minor units. */
    approvalThreshold: (merchantId: number) => Promise<bigint>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  async function consoleView(merchant: Merchant, r: ApplicationView, threshold: bigint): Promise<ConsoleApplication> {
    const reward = BigInt(r.reward.amountMinor ?? '0');
    return {
      ...toMemberView(r, merchant.defaultLanguage, merchant.defaultLanguage),
      memberId: r.application.memberId,
      username: r.username,
      reward: toWireMoney(reward),
      needsSecondApproval: reward >= threshold,
      firstApprover: r.firstApprover,
      decidedBy: r.decidedBy,
    };
  }

  async function viewOf(merchantId: number, id: number) {
    const [merchant, row, threshold] = await Promise.all([
      deps.merchants.byId(merchantId),
      findApplicationView(db, merchantId, id),
      deps.approvalThreshold(merchantId),
    ]);
    if (!row) throw new DomainError('not_found');
    return consoleView(merchant, row, threshold);
  }

  return {
    /**
     * Applies for an open `apply` promotion. Refusals: promotion_not_found, promotion_not_open, the eligibility
     * refusals, promotion_budget_exhausted, promotion_already_claimed (approved before),
     * promotion_application_pending (one under review), promotion_application_image_invalid.
     */
    async apply(
      merchant: Merchant,
      member: MemberRow,
      input: { promotionId: number; comment: string; images: { contentType: ProofImageType; dataBase64: string }[] },
      call: ClaimCall,
      language: string,
    ): Promise<PromotionApplication> {
      const promotion = await findPromotion(db, merchant.id, input.promotionId);
      if (!promotion || promotion.kind !== 'apply') throw new DomainError('promotion_not_found');
      if (!isOpen(promotion, now())) throw new DomainError('promotion_not_open');
      const images = input.images.map(checkedImage);
      const id = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const refusal = await deps.promotions.memberRefusal(
          tx,
          merchant,
          member,
          promotion,
          call,
          await creditedDeposits(tx, merchant.id, member.id, null),
        );
        if (refusal) throw new DomainError(refusal);
        if (await approvedApplicationExists(tx, promotion.id, member.id))
          throw new DomainError('promotion_already_claimed');
        const left = (await budgetsLeft(tx, merchant.id, [promotion.id])).get(promotion.id) ?? 0n;
        if (left < fixedRewardMinor(promotion)) throw new DomainError('promotion_budget_exhausted');
        // One open application per member and promotion: a savepoint turns the unique index's refusal into an answer.
        try {
          return await tx.transaction(async (sp) => {
            const savepoint = sp as unknown as Db;
            const row = await insertApplication(savepoint, {
              merchantId: merchant.id,
              promotionId: promotion.id,
              memberId: member.id,
              comment: input.comment,
              imageCount: images.length,
            });
            await insertApplicationImages(savepoint, row.id, images);
            return row.id;
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new DomainError('promotion_application_pending');
          throw error;
        }
      });
      const row = await findApplicationView(db, merchant.id, id);
      if (!row) throw new Error('application vanished');
      return toMemberView(row, language, merchant.defaultLanguage);
    },

    async mine(merchant: Merchant, memberId: number, language: string) {
      const rows = await memberApplications(db, merchant.id, memberId);
      return rows.map((r) => toMemberView(r, language, merchant.defaultLanguage));
    },

    async queue(merchantId: number, status: 'open' | PromotionApplication['status'], pageNo: number, pageSize: number) {
      const [merchant, page, threshold] = await Promise.all([
        deps.merchants.byId(merchantId),
        listApplications(db, merchantId, status, { offset: (pageNo - 1) * pageSize, limit: pageSize }),
        deps.approvalThreshold(merchantId),
      ]);
      return {
        list: await Promise.all(page.rows.map((r) => consoleView(merchant, r, threshold))),
        pageNo,
        totalPages: Math.max(1, Math.ceil(page.total / pageSize)),
      };
    },

    async image(merchantId: number, applicationId: number, position: number) {
      const image = await findApplicationImage(db, merchantId, applicationId, position);
      if (!image) throw new DomainError('not_found');
      return { contentType: image.contentType, dataBase64: image.bytes.toString('base64') };
    },

    /**
     * Approves or rejects an open application (audited). Refusals: not_found, promotion_application_decided,
     * withdrawal_same_approver (the second approval by the first approver), and the grant's:
     * promotion_budget_exhausted, bonus_already_active, promotion_already_claimed.
     */
    async decide(
      merchantId: number,
      input: { applicationId: number; decision: 'approve' | 'reject'; reason: string },
      actor: Actor,
    ): Promise<ConsoleApplication> {
      const merchant = await deps.merchants.byId(merchantId);
      const threshold = await deps.approvalThreshold(merchantId);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = await lockApplication(tx, merchantId, input.applicationId);
        if (!before) throw new DomainError('not_found');
        if (before.status !== 'applying' && before.status !== 'awaiting_second_approval')
          throw new DomainError('promotion_application_decided');
        const at = now();
        const audit = (after: Record<string, unknown>) =>
          deps.audit.record(tx, {
            merchantId,
            actor,
            action: `promotion.application.${input.decision}`,
            target: `promotion_application:${before.id}`,
            before: { status: before.status },
            after,
          });
        if (input.decision === 'reject') {
          await updateApplication(tx, before.id, {
            status: 'rejected',
            reason: input.reason,
            decidedBy: actor.id,
            decidedAt: at,
          });
          await notifyMember(tx, merchantId, before.memberId, { type: 'notice', key: 'info_application_rejected', at });
          await audit({ status: 'rejected', reason: input.reason });
          return;
        }
        const promotion = await findPromotion(tx, merchantId, before.promotionId);
        const member = await findMemberById(tx, merchantId, before.memberId);
        if (!promotion || !member) throw new DomainError('not_found');
        const reward = fixedRewardMinor(promotion);
        if (before.status === 'applying' && reward >= threshold) {
          await updateApplication(tx, before.id, {
            status: 'awaiting_second_approval',
            firstApproverId: actor.id,
            firstApprovedAt: at,
          });
          await audit({ status: 'awaiting_second_approval', reward: toWireMoney(reward) });
          return;
        }
        if (before.firstApproverId === actor.id) throw new DomainError('withdrawal_same_approver');
        const claim = await deps.promotions.grantClaim(tx, merchant, member, promotion, {
          claimKey: 'application',
          amountMinor: reward,
          depositMinor: 0n,
          call: null,
          notice: 'info_application_approved',
        });
        await updateApplication(tx, before.id, {
          status: 'approved',
          claimId: claim.id,
          decidedBy: actor.id,
          decidedAt: at,
        });
        await audit({ status: 'approved', amount: toWireMoney(reward), claimId: claim.id });
      });
      return viewOf(merchantId, input.applicationId);
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
