import {
  DomainError,
  type ConsoleKycDocument,
  type KycDocument,
  type KycDocumentKind,
  type KycDocumentStatus,
  type KycDocumentType,
  type KycRules,
  type KycStatus,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { isTrial } from '../members/member-roles.ts';
import { findMemberById } from '../members/members.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import { checkKycDocumentBytes, isPlainFileName } from './kyc-document-file.ts';
import {
  ageOn,
  defaultKycRules,
  documentsForLevel,
  isoToday,
  levelReached,
  toWireKycRules,
  withdrawalNeedsLevel,
  type KycRuleSet,
} from './kyc-rules.ts';
import {
  closePendingDocument,
  findDocumentFile,
  findDocumentView,
  findKycRules,
  insertKycDocument,
  lifetimeDepositsMinor,
  listMemberDocumentViews,
  searchDocumentViews,
  upsertKycRules,
  validDocumentKinds,
  type KycDocumentView,
} from './kyc.queries.ts';

const invalidDocument = (field: string) =>
  new DomainError('kyc_document_invalid', { fields: [{ field, reason: 'kyc_document_invalid' }] });

/**
 * KYC and identity (issue 21, decision 0049): a member's documents and level, the console's review, the merchant's
 * rules, and the checks the money paths ask (a withdrawal's level, the minimum age). `now` is the clock (tests
 * move it to see documents expire).
 */
export function createKycService(db: Db, deps: { audit: AuditService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  function statusOf(row: KycDocumentView['document']): KycDocumentStatus {
    if (row.status === 'approved' && row.expiresOn !== null && row.expiresOn < isoToday(now())) return 'expired';
    return row.status;
  }

  function toDocument(row: KycDocumentView['document']): KycDocument {
    return {
      id: row.id,
      kind: row.kind,
      status: statusOf(row),
      fileName: row.fileName,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      rejectReason: row.rejectReason,
      expiresOn: row.expiresOn,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    };
  }

  const toConsoleDocument = (view: KycDocumentView): ConsoleKycDocument => ({
    ...toDocument(view.document),
    memberId: view.document.memberId,
    username: view.username,
    reviewedBy: view.reviewedBy,
  });

  async function rules(merchantId: number): Promise<KycRuleSet> {
    const row = await findKycRules(db, merchantId);
    if (!row) return defaultKycRules;
    const { merchantId: _merchant, updatedAt: _updated, ...set } = row;
    return set;
  }

  async function levelOf(merchantRules: KycRuleSet, memberId: number) {
    const valid = await validDocumentKinds(db, memberId, isoToday(now()));
    return { valid, level: levelReached(merchantRules, valid) };
  }

  async function view(merchantId: number, documentId: number) {
    const found = await findDocumentView(db, merchantId, documentId);
    if (!found) throw new DomainError('not_found');
    return found;
  }

  return {
    rules,

    /** The member's level, the merchant's rules and the member's documents (newest first). */
    async status(merchant: Merchant, member: MemberRow): Promise<KycStatus> {
      const merchantRules = await rules(merchant.id);
      const [{ level }, views] = await Promise.all([
        levelOf(merchantRules, member.id),
        listMemberDocumentViews(db, merchant.id, member.id),
      ]);
      return {
        level,
        rules: toWireKycRules(merchantRules),
        documents: views.map((v) => toDocument(v.document)),
      };
    },

    /** Stores one document, pending review, once its name and bytes pass (nothing is stored otherwise). */
    async upload(
      merchant: Merchant,
      member: MemberRow,
      input: { kind: KycDocumentKind; fileName: string; contentType: KycDocumentType; dataBase64: string },
    ): Promise<KycDocument> {
      if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
      if (!isPlainFileName(input.fileName)) throw invalidDocument('fileName');
      const bytes = checkKycDocumentBytes(input.contentType, Buffer.from(input.dataBase64, 'base64'));
      if (!bytes) throw invalidDocument('dataBase64');
      const row = await db.transaction((tx) =>
        insertKycDocument(
          tx,
          {
            merchantId: merchant.id,
            memberId: member.id,
            kind: input.kind,
            status: 'pending',
            fileName: input.fileName,
            contentType: input.contentType,
            sizeBytes: bytes.length,
          },
          bytes,
        ),
      );
      return toDocument(row);
    },

    async search(
      merchantId: number,
      query: {
        status?: KycDocumentStatus | undefined;
        username?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const { rows, total } = await searchDocumentViews(
        db,
        merchantId,
        { status: query.status, username: query.username || undefined, today: isoToday(now()) },
        (query.pageNo - 1) * query.pageSize,
        query.pageSize,
      );
      return {
        list: rows.map(toConsoleDocument),
        pageNo: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },

    /** One player's level and documents, for the console's player page. */
    async memberKyc(merchantId: number, memberId: number) {
      if (!(await findMemberById(db, merchantId, memberId))) throw new DomainError('not_found');
      const [merchantRules, views] = await Promise.all([
        rules(merchantId),
        listMemberDocumentViews(db, merchantId, memberId),
      ]);
      const { level } = await levelOf(merchantRules, memberId);
      return { level, documents: views.map(toConsoleDocument) };
    },

    /** The level each of `memberIds` reached and the one the merchant requires (the withdrawal queue's flags). */
    async levels(merchantId: number, memberIds: readonly number[]) {
      const merchantRules = await rules(merchantId);
      const reached = await Promise.all(
        memberIds.map(async (memberId) => [memberId, (await levelOf(merchantRules, memberId)).level] as const),
      );
      return { required: merchantRules.requiredLevel, byMember: new Map(reached) };
    },

    /** A document's bytes for the console: data in JSON, never a page of ours (decision 0049). */
    async file(merchantId: number, documentId: number) {
      const found = await view(merchantId, documentId);
      const bytes = await findDocumentFile(db, documentId);
      if (!bytes) throw new DomainError('not_found');
      return {
        fileName: found.document.fileName,
        contentType: found.document.contentType,
        dataBase64: bytes.toString('base64'),
      };
    },

    /** Approves (with an optional expiry day) or rejects (with a reason) a pending document, once; audited. */
    async review(
      merchantId: number,
      input:
        | { documentId: number; decision: 'approve'; expiresOn?: string | null | undefined }
        | { documentId: number; decision: 'reject'; reason: string },
      actor: Actor,
    ): Promise<ConsoleKycDocument> {
      const before = await view(merchantId, input.documentId);
      const expiresOn = input.decision === 'approve' ? (input.expiresOn ?? null) : null;
      if (expiresOn !== null && (Number.isNaN(Date.parse(expiresOn)) || expiresOn < isoToday(now()))) {
        throw new DomainError('request_param_err', { fields: [{ field: 'expiresOn', reason: 'date_format' }] });
      }
      await db.transaction(async (tx) => {
        const closed = await closePendingDocument(tx, merchantId, input.documentId, {
          status: input.decision === 'approve' ? 'approved' : 'rejected',
          rejectReason: input.decision === 'reject' ? input.reason : null,
          expiresOn,
          reviewedByOperatorId: actor.id,
        });
        if (!closed) throw new DomainError('kyc_document_not_pending');
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: `kyc.${input.decision}`,
          target: `kyc_document:${input.documentId}`,
          before: { status: before.document.status, kind: before.document.kind, member: before.username },
          after:
            input.decision === 'approve'
              ? { status: 'approved', expiresOn }
              : { status: 'rejected', reason: input.reason },
        });
      });
      return toConsoleDocument(await view(merchantId, input.documentId));
    },

    /** Changes the merchant's rules; a level may not be empty and no document may sit in two levels. Audited. */
    async updateRules(
      merchantId: number,
      input: {
        levels: KycDocumentKind[][];
        requiredLevel: number;
        /** 0: no such rule. */
        withdrawalAbove: bigint;
        lifetimeDepositsAbove: bigint;
        minimumAge: 18 | 21;
      },
      actor: Actor,
    ): Promise<KycRules> {
      const kinds = input.levels.flat();
      if (new Set(kinds).size !== kinds.length) {
        throw new DomainError('request_param_err', { fields: [{ field: 'levels', reason: 'duplicate' }] });
      }
      if (input.requiredLevel > input.levels.length) {
        throw new DomainError('request_param_err', { fields: [{ field: 'requiredLevel', reason: 'too_big' }] });
      }
      const before = await rules(merchantId);
      const after: KycRuleSet = {
        levels: input.levels,
        requiredLevel: input.requiredLevel,
        withdrawalAboveMinor: input.withdrawalAbove === 0n ? null : input.withdrawalAbove,
        lifetimeDepositsAboveMinor: input.lifetimeDepositsAbove === 0n ? null : input.lifetimeDepositsAbove,
        minimumAge: input.minimumAge,
      };
      await db.transaction(async (tx) => {
        await upsertKycRules(tx, merchantId, after);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'kyc.rules',
          target: `merchant:${merchantId}`,
          before: toWireKycRules(before),
          after: toWireKycRules(after),
        });
      });
      return toWireKycRules(after);
    },

    /** Refuses a birthday under the merchant's minimum age (the profile, and every withdrawal). */
    async assertOldEnough(merchantId: number, birthday: string | null, known?: KycRuleSet) {
      if (birthday === null) return;
      const { minimumAge } = known ?? (await rules(merchantId));
      if (ageOn(birthday, now()) < minimumAge) {
        throw new DomainError('age_below_minimum', { value: { minimumAge } });
      }
    },

    /**
     * Refuses a withdrawal the merchant's rules put behind a KYC level the member has not reached, naming the
     * level and the documents still missing; and one by a member under the minimum age.
     */
    async assertMayWithdraw(merchant: Merchant, member: MemberRow, amountMinor: bigint) {
      const merchantRules = await rules(merchant.id);
      await this.assertOldEnough(merchant.id, member.birthday, merchantRules);
      if (merchantRules.withdrawalAboveMinor === null && merchantRules.lifetimeDepositsAboveMinor === null) return;
      const deposited = await lifetimeDepositsMinor(db, member.id);
      if (!withdrawalNeedsLevel(merchantRules, amountMinor, deposited)) return;
      const { valid, level } = await levelOf(merchantRules, member.id);
      if (level >= merchantRules.requiredLevel) return;
      const missingDocuments = documentsForLevel(merchantRules, merchantRules.requiredLevel).filter(
        (kind) => !valid.has(kind),
      );
      throw new DomainError('kyc_level_required', {
        value: { level, requiredLevel: merchantRules.requiredLevel, missingDocuments },
      });
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
