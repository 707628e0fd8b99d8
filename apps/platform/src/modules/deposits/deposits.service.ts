import {
  DomainError,
  toWireMoney,
  type ConsoleDeposit,
  type Deposit,
  type DepositStatus,
  type PaymentChannelKind,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { DepositRow, MemberRow } from '../../db/schema/index.ts';
import { decodeProofImage } from '../../http/proof-image.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { isTrial } from '../members/member-roles.ts';
import { findMemberById } from '../members/members.service.ts';
import { notifyMember } from '../realtime/realtime-channel.ts';
import { assertDepositAllowed, noteDepositCredited } from '../responsible-gaming/responsible-gaming.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import type { ClaimCall, PromotionService } from '../promotions/promotions.service.ts';
import { noteReferralDeposit } from '../referrals/referrals.service.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import {
  closePendingDeposit,
  countApprovedDeposits,
  findChannelByCode,
  findDepositView,
  findProof,
  insertDeposit,
  insertProof,
  listChannelRows,
  lockDeposit,
  searchDepositViews,
  type DepositFilter,
  type DepositInsert,
  type DepositView,
} from './deposits.queries.ts';

export function toDeposit(view: DepositView): Deposit {
  const d = view.deposit;
  return {
    id: d.id,
    channelCode: view.channelCode,
    channelKind: view.channelKind,
    amount: toWireMoney(d.amountMinor),
    currency: d.currency,
    reference: d.reference,
    status: d.status,
    rejectReason: d.rejectReason,
    hasProof: view.hasProof,
    createdAt: d.createdAt.toISOString(),
    reviewedAt: d.reviewedAt?.toISOString() ?? null,
  };
}

function toConsoleDeposit(view: DepositView): ConsoleDeposit {
  return { ...toDeposit(view), memberId: view.deposit.memberId, username: view.username, reviewedBy: view.reviewedBy };
}

const manualKinds: PaymentChannelKind[] = ['bank_transfer', 'ewallet'];

/** Adds one day to a `YYYY-MM-DD` date: the exclusive end of a date range. */
function dayAfter(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

export interface DepositSearch {
  status?: DepositStatus;
  channelCode?: string;
  username?: string;
  from?: string;
  to?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * Deposits (issue 4): a member asks (manual channel with a proof, or a gateway order), an operator reviews a
 * manual one, a gateway callback settles a gateway one. Approval is one transaction: the deposit row is locked,
 * the `deposit` ledger entry is posted (idempotency key `deposit:<id>`), the row closes, the audit row lands.
 */
export function createDepositService(
  db: Db,
  deps: {
    ledger: LedgerService;
    audit: AuditService;
    merchants: MerchantService;
    /** Deposit bonuses: the opt-in checked when the deposit is asked, the bonus granted when it is credited. */
    promotions: Pick<PromotionService, 'checkDepositOptIn' | 'grantForDeposit'>;
  },
) {
  /** A real member (not a trial account) may deposit. */
  function assertMember(merchant: Merchant, member: MemberRow) {
    if (isTrial(member, merchant)) throw new DomainError('in_need_true_account');
  }

  /** The enabled channel of one of these kinds, with the amount inside its limits. */
  async function openChannel(merchant: Merchant, code: string, kinds: PaymentChannelKind[], amount: bigint) {
    const channel = await findChannelByCode(db, merchant.id, code);
    if (!channel || !channel.enabled || !kinds.includes(channel.kind))
      throw new DomainError('deposit_channel_unavailable');
    if (amount < channel.minAmountMinor || amount > channel.maxAmountMinor)
      throw new DomainError('deposit_amount_out_of_range');
    return channel;
  }

  async function view(merchantId: number, id: number): Promise<DepositView> {
    const found = await findDepositView(db, merchantId, id);
    if (!found) throw new DomainError('not_found');
    return found;
  }

  /**
   * Posts the deposit's credit (outside world `channel:<code>` → member wallet) inside the caller's transaction,
   * and tells the member's sockets it arrived (delivered on commit).
   */
  async function credit(tx: Db, merchant: Merchant, deposit: DepositRow, channelCode: string): Promise<number> {
    const member = await findMemberById(tx, merchant.id, deposit.memberId);
    if (!member) throw new DomainError('not_found');
    const wallet = await deps.ledger.account(memberWalletIdentity(merchant, member), tx);
    const world = await deps.ledger.account(
      merchantAccountIdentity(merchant, 'outside_world', `channel:${channelCode}`),
      tx,
    );
    const { entryId } = await deps.ledger.post(
      {
        merchantId: merchant.id,
        currency: deposit.currency,
        kind: 'deposit',
        source: 'deposits',
        idempotencyKey: `deposit:${deposit.id}`,
        memo: `#${deposit.id} · ${channelCode}`,
        lines: [
          { accountId: world.id, amountMinor: -deposit.amountMinor },
          { accountId: wallet.id, amountMinor: deposit.amountMinor },
        ],
      },
      tx,
    );
    await noteDepositCredited(tx, merchant, { memberId: member.id, id: deposit.id, amountMinor: deposit.amountMinor });
    await deps.promotions.grantForDeposit(tx, merchant, deposit, channelCode);
    // A referred friend's first deposit, kept for the referral's qualification (decision 0081).
    await noteReferralDeposit(tx, member.id, deposit.amountMinor, new Date());
    await notifyMember(tx, merchant.id, member.id, {
      type: 'notice',
      key: 'info_deposit_arrival',
      at: new Date(),
      amountMinor: deposit.amountMinor,
    });
    return entryId;
  }

  /** A deposit that opts into a deposit bonus must qualify for it now (decision 0054). */
  async function checkOptIn(
    merchant: Merchant,
    member: MemberRow,
    promotionId: number | null | undefined,
    deposit: { amountMinor: bigint; channelCode: string },
    call: ClaimCall | undefined,
  ) {
    if (promotionId == null) return;
    await deps.promotions.checkDepositOptIn(merchant, member, promotionId, deposit, {
      ip: call?.ip ?? '',
      userAgent: call?.userAgent ?? '',
      country: call?.country ?? null,
    });
  }

  /** Locks a deposit of the merchant and checks it can still be reviewed. */
  async function lockPending(tx: Db, merchantId: number, depositId: number) {
    const row = await lockDeposit(tx, merchantId, depositId);
    if (!row) throw new DomainError('not_found');
    if (row.status !== 'pending') throw new DomainError('deposit_not_pending');
    return row;
  }

  return {
    assertMember,
    openChannel,
    credit,
    view,

    async settings(merchant: Merchant, member: MemberRow) {
      if (isTrial(member, merchant)) return { allowDeposit: 'N' as const, totalDepositSuccessCount: 0 };
      const [channels, approved] = await Promise.all([
        listChannelRows(db, merchant.id, true),
        countApprovedDeposits(db, merchant.id, member.id),
      ]);
      return {
        allowDeposit: channels.length > 0 ? ('Y' as const) : ('N' as const),
        totalDepositSuccessCount: approved,
      };
    },

    /** A manual deposit request with its proof, stored together; nothing moves until an operator approves. */
    async submit(
      merchant: Merchant,
      member: MemberRow,
      input: {
        channelCode: string;
        amount: bigint;
        reference: string;
        proof: { contentType: 'image/png' | 'image/jpeg'; dataBase64: string };
        promotionId?: number | undefined;
      },
      call?: ClaimCall,
    ): Promise<Deposit> {
      assertMember(merchant, member);
      const channel = await openChannel(merchant, input.channelCode, manualKinds, input.amount);
      await checkOptIn(
        merchant,
        member,
        input.promotionId,
        { amountMinor: input.amount, channelCode: channel.code },
        call,
      );
      // The bytes must be the declared type: a file named .jpg that is not a JPEG is refused.
      const proof = decodeProofImage(input.proof.dataBase64);
      if (proof?.type !== input.proof.contentType) throw new DomainError('deposit_proof_invalid');
      const bytes = proof.bytes;
      const id = await db.transaction(async (tx) => {
        await assertDepositAllowed(tx, merchant, member.id, input.amount);
        const row = await insertDeposit(tx, {
          merchantId: merchant.id,
          memberId: member.id,
          channelId: channel.id,
          amountMinor: input.amount,
          currency: merchant.currency,
          reference: input.reference,
          status: 'pending',
          promotionId: input.promotionId ?? null,
        });
        await insertProof(tx, row.id, input.proof.contentType, bytes);
        return row.id;
      });
      return toDeposit(await view(merchant.id, id));
    },

    /** A pending gateway order (the gateway module signs the redirect). */
    async openGatewayOrder(
      merchant: Merchant,
      member: MemberRow,
      values: Omit<DepositInsert, 'merchantId' | 'memberId' | 'currency' | 'status'>,
      channelCode: string,
      call?: ClaimCall,
    ) {
      assertMember(merchant, member);
      await checkOptIn(merchant, member, values.promotionId, { amountMinor: values.amountMinor, channelCode }, call);
      const row = await db.transaction(async (tx) => {
        await assertDepositAllowed(tx, merchant, member.id, values.amountMinor);
        return insertDeposit(tx, {
          ...values,
          merchantId: merchant.id,
          memberId: member.id,
          currency: merchant.currency,
          status: 'pending',
        });
      });
      return view(merchant.id, row.id);
    },

    async listOwn(merchant: Merchant, member: MemberRow, pageNo: number, pageSize: number) {
      assertMember(merchant, member);
      const { rows, total } = await searchDepositViews(
        db,
        merchant.id,
        { memberId: member.id },
        (pageNo - 1) * pageSize,
        pageSize,
      );
      return { list: rows.map(toDeposit), pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
    },

    /** The proof of one of the member's own deposits; another member's deposit is simply not found. */
    async ownProof(merchant: Merchant, member: MemberRow, depositId: number) {
      assertMember(merchant, member);
      const found = await view(merchant.id, depositId);
      if (found.deposit.memberId !== member.id) throw new DomainError('not_found');
      return this.proofOf(depositId);
    },

    async proofOf(depositId: number) {
      const proof = await findProof(db, depositId);
      if (!proof) throw new DomainError('not_found');
      return { contentType: proof.contentType, dataBase64: proof.bytes.toString('base64') };
    },

    async search(merchantId: number, query: DepositSearch) {
      const filter: DepositFilter = {
        status: query.status,
        channelCode: query.channelCode || undefined,
        username: query.username || undefined,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        to: query.to ? dayAfter(query.to) : undefined,
      };
      const { rows, total } = await searchDepositViews(
        db,
        merchantId,
        filter,
        (query.pageNo - 1) * query.pageSize,
        query.pageSize,
      );
      return {
        list: rows.map(toConsoleDeposit),
        pageNo: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
      };
    },

    /** The proof of a deposit of the operator's merchant. */
    async consoleProof(merchantId: number, depositId: number) {
      await view(merchantId, depositId);
      return this.proofOf(depositId);
    },

    /** Credits a pending manual deposit once: concurrent approvals wait on the row lock, then find it closed. */
    async approve(merchantId: number, depositId: number, actor: Actor): Promise<ConsoleDeposit> {
      const merchant = await deps.merchants.byId(merchantId);
      const before = await view(merchantId, depositId);
      if (before.channelKind === 'gateway') throw new DomainError('conflict');
      await db.transaction(async (tx) => {
        const row = await lockPending(tx, merchantId, depositId);
        const entryId = await credit(tx, merchant, row, before.channelCode);
        const closed = await closePendingDeposit(tx, merchantId, depositId, {
          status: 'approved',
          entryId,
          reviewedByOperatorId: actor.id,
        });
        if (!closed) throw new DomainError('deposit_not_pending');
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'deposit.approve',
          target: `deposit:${depositId}`,
          before: { status: row.status, amount: toWireMoney(row.amountMinor), member: before.username },
          after: { status: 'approved', entryId },
        });
      });
      return toConsoleDeposit(await view(merchantId, depositId));
    },

    /** Rejects a pending manual deposit with a reason; no money moves. */
    async reject(merchantId: number, depositId: number, reason: string, actor: Actor): Promise<ConsoleDeposit> {
      const before = await view(merchantId, depositId);
      if (before.channelKind === 'gateway') throw new DomainError('conflict');
      await db.transaction(async (tx) => {
        const row = await lockPending(tx, merchantId, depositId);
        const closed = await closePendingDeposit(tx, merchantId, depositId, {
          status: 'rejected',
          rejectReason: reason,
          reviewedByOperatorId: actor.id,
        });
        if (!closed) throw new DomainError('deposit_not_pending');
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'deposit.reject',
          target: `deposit:${depositId}`,
          before: { status: row.status, amount: toWireMoney(row.amountMinor), member: before.username },
          after: { status: 'rejected', reason },
        });
      });
      return toConsoleDeposit(await view(merchantId, depositId));
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
