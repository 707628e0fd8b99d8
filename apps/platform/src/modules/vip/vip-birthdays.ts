import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { BonusWalletService } from '../bonus-wallet/bonus-wallet.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { isTrial } from '../members/member-roles.ts';
import { findMemberById } from '../members/members.service.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { payFromPromotionBudget } from '../promotions/promotion-payout.ts';
import { birthdayMemberIds, merchantsWithBirthdayRewards, recordBirthdayReward } from './vip.queries.ts';
import type { VipService } from './vip.service.ts';

/** A merchant's local calendar day at `at`. */
function localDate(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(at)
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    );
  return { year: parts['year'] ?? 0, month: parts['month'] ?? 0, day: parts['day'] ?? 0 };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Birthday rewards (decision 0082): on a member's birthday in the merchant's time zone (29 February counts on
 * 28 February in a common year), the rank the member holds pays its birthday reward once that year, in cash from the
 * merchant's `vip` promotion budget (`payFromPromotionBudget`, entry `vip_reward`, key `birthday:<member>:<year>`)
 * (the member hears the wallet's new balance). Safe to run twice or on several instances at once: the ledger entry is made once by its key and the
 * year's row once by its primary key, both in one transaction per member.
 */
export function createBirthdayRewards(
  db: Db,
  deps: {
    ledger: LedgerService;
    bonusWallet: BonusWalletService;
    merchants: MerchantService;
    vip: VipService;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  async function payOne(merchantId: number, memberId: number, year: number, at: Date) {
    const merchant = await deps.merchants.byId(merchantId);
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const member = await findMemberById(tx, merchantId, memberId);
      if (!member || isTrial(member, merchant)) return false;
      const perks = await deps.vip.perksOf(merchantId, memberId, tx);
      if (perks.birthdayRewardMinor <= 0n) return false;
      const paid = await payFromPromotionBudget(tx, deps, {
        merchant,
        member,
        budgetRef: 'vip',
        payAs: 'cash',
        amountMinor: perks.birthdayRewardMinor,
        key: `birthday:${memberId}:${year}`,
        kind: 'vip_reward',
        memo: `birthday ${year}, level ${perks.level}`,
        at,
      });
      if (paid.entryId === null) throw new Error('a cash payout has an entry');
      return recordBirthdayReward(tx, {
        memberId,
        year,
        merchantId,
        level: perks.level,
        amountMinor: perks.birthdayRewardMinor,
        entryId: paid.entryId,
      });
    });
  }

  return {
    /** The job's work: pays today's birthday rewards of every merchant; answers how many were paid. */
    async payDue() {
      const at = now();
      let paid = 0;
      for (const { merchantId, timeZone } of await merchantsWithBirthdayRewards(db)) {
        const today = localDate(at, timeZone);
        const leapDayToo = today.month === 2 && today.day === 28 && !isLeapYear(today.year);
        for (const memberId of await birthdayMemberIds(db, merchantId, { ...today, leapDayToo })) {
          try {
            if (await payOne(merchantId, memberId, today.year, at)) paid += 1;
          } catch (error) {
            // One member's refusal (a closed wallet…) leaves the others paid; the next run tries again.
            if (!(error instanceof DomainError)) throw error;
          }
        }
      }
      return paid;
    },
  };
}

export type BirthdayRewards = ReturnType<typeof createBirthdayRewards>;
