import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MemberBonusRow, MemberRow } from '../../db/schema/index.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../wallet/member-wallet.ts';
import {
  endBonus,
  extendActiveBonus,
  findActiveBonus,
  findBonus,
  findBonusByGrantKey,
  findExpiredBonusIds,
  insertActiveBonus,
  listMemberBonuses,
  notePromotionGrant,
  playableBalance,
  setGrantEntry,
} from './bonus-wallet.queries.ts';
import { wageringRequirement, type BonusTerms } from './bonus-terms.ts';

export interface BonusGrantInput {
  merchant: Merchant;
  member: Pick<MemberRow, 'id' | 'type'>;
  /** Who grants (`promotion:<id>`, `operator`…) and its idempotency key: one bonus per (source, key). */
  source: string;
  grantKey: string;
  /** The promotion_budget account (owner ref) the bonus comes from and its forfeits go back to. */
  budgetRef: string;
  amountMinor: bigint;
  /** The deposit the bonus matched (its base when the requirement is × (bonus + deposit)); 0 otherwise. */
  depositMinor: bigint;
  terms: BonusTerms;
  expiresAt: Date;
}

/**
 * The bonus wallet (decision 0050): grants land in the member's bonus_wallet account by a balanced `bonus` entry
 * from the budget; stakes, wins, conversion and forfeits move in SQL (db/functions/06_bonus_wallet.sql, called by
 * the seamless money functions); this service grants, ends, lists and sums what a member can stake.
 */
export function createBonusWalletService(
  db: Db,
  { ledger, now = () => new Date() }: { ledger: LedgerService; now?: () => Date },
) {
  /**
   * Grants a bonus in the caller's transaction `tx`: the same (source, key) answers the first grant (`replayed`);
   * a member with an active bonus is refused (bonus_already_active). Nothing stays when the entry is refused. A
   * bonus with no wagering requirement converts to cash at once.
   */
  async function grantIn(tx: Db, input: BonusGrantInput): Promise<{ bonus: MemberBonusRow; replayed: boolean }> {
    if (input.amountMinor <= 0n || input.depositMinor < 0n) throw new DomainError('request_param_err');
    const { merchant, member } = input;
    const wallet = await ledger.account(memberWalletIdentity(merchant, member), tx);
    const bonusWallet = await ledger.account(
      { merchantId: merchant.id, currency: merchant.currency, kind: 'bonus_wallet', ownerMemberId: member.id },
      tx,
    );
    const budget = await ledger.account(merchantAccountIdentity(merchant, 'promotion_budget', input.budgetRef), tx);
    const inserted = await insertActiveBonus(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      currency: merchant.currency,
      source: input.source,
      grantKey: input.grantKey,
      budgetRef: input.budgetRef,
      bonusWalletId: bonusWallet.id,
      walletId: wallet.id,
      amountMinor: input.amountMinor,
      depositMinor: input.depositMinor,
      requirementMinor: wageringRequirement(input.terms, input.amountMinor, input.depositMinor),
      contributions: input.terms.contributions,
      defaultContributionPct: input.terms.defaultContributionPct,
      maxBetMinor: input.terms.maxBetMinor,
      maxCashoutMinor: input.terms.maxCashoutMinor,
      playOrder: input.terms.playOrder,
      expiresAt: input.expiresAt,
    });
    if (!inserted) {
      const first = await findBonusByGrantKey(tx, merchant.id, input.source, input.grantKey);
      if (first) return { bonus: first, replayed: true };
      throw new DomainError('bonus_already_active');
    }
    const { entryId } = await ledger.post(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        kind: 'bonus',
        source: 'bonus',
        idempotencyKey: `grant:${inserted.id}`,
        memo: `${input.source} ${input.grantKey}`.slice(0, 200),
        lines: [
          { accountId: budget.id, amountMinor: -input.amountMinor },
          { accountId: bonusWallet.id, amountMinor: input.amountMinor },
        ],
      },
      tx,
    );
    await setGrantEntry(tx, inserted.id, entryId);
    await notePromotionGrant(tx, merchant.id, input.budgetRef, input.amountMinor);
    // Nothing to wager: the bonus is cash at once (up to its maximum cash-out).
    if (inserted.requirementMinor === 0n) await endBonus(tx, inserted.id, 'completed', now());
    const bonus = await findBonus(tx, merchant.id, inserted.id);
    if (!bonus) throw new Error('granted bonus vanished');
    return { bonus, replayed: false };
  }

  return {
    grantIn,

    /** A grant in its own transaction. */
    grant: (input: BonusGrantInput) => db.transaction((tx) => grantIn(tx as unknown as Db, input)),

    /** The member's active bonus, if any. */
    active: (merchantId: number, memberId: number, tx: Db = db) => findActiveBonus(tx, merchantId, memberId),

    /** The member's bonuses, newest first, each with what its bonus wallet holds now. */
    async list(merchantId: number, memberId: number, limit = 50) {
      const rows = await listMemberBonuses(db, merchantId, memberId, limit);
      return rows.map((r) => ({ ...r.bonus, heldMinor: r.bonus.status === 'active' ? BigInt(r.heldMinor) : 0n }));
    },

    /**
     * Forfeits the member's bonus `bonusId` (the player gave it up, or an operator): its bonus money goes back to
     * the budget in one entry. bonus_not_active when it already ended or is another member's.
     */
    async forfeit(merchantId: number, memberId: number, bonusId: number, tx: Db = db) {
      const bonus = await findBonus(tx, merchantId, bonusId);
      if (!bonus || bonus.memberId !== memberId || bonus.status !== 'active') throw new DomainError('bonus_not_active');
      await endBonus(tx, bonusId, 'forfeited', now());
      return findBonus(tx, merchantId, bonusId);
    },

    /** Moves the member's active bonus's expiry `hours` later (an operator's gesture); bonus_not_active otherwise. */
    async extend(merchantId: number, memberId: number, bonusId: number, hours: number, tx: Db = db) {
      const bonus = await extendActiveBonus(tx, merchantId, memberId, bonusId, hours);
      if (!bonus) throw new DomainError('bonus_not_active');
      return bonus;
    },

    /** Ends every active bonus past its expiry at `at` (the sweep: now); answers how many it looked at. */
    async expireDue(limit = 500, at = now()): Promise<number> {
      const ids = await findExpiredBonusIds(db, at, limit);
      for (const id of ids) await endBonus(db, id, 'expired', at);
      return ids.length;
    },

    /** What the member can stake (and the provider sees): its main wallet plus its bonus wallet. */
    playableBalance: (merchant: Merchant, member: Pick<MemberRow, 'id' | 'type'>) =>
      playableBalance(db, merchant.id, merchant.currency, memberWalletIdentity(merchant, member).kind, member.id),
  };
}

export type BonusWalletService = ReturnType<typeof createBonusWalletService>;
