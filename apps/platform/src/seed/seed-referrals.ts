import type { PromotionInput } from '@ficha/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { deposits, members, paymentChannels } from '../db/schema/index.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createBonusWalletService } from '../modules/bonus-wallet/bonus-wallet.service.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { createMerchantService } from '../modules/merchants/merchants.service.ts';
import { createPromotionService } from '../modules/promotions/promotions.service.ts';
import { createReferralService, noteReferralDeposit, recordReferral } from '../modules/referrals/referrals.service.ts';
import { memberWalletIdentity, merchantAccountIdentity } from '../modules/wallet/member-wallet.ts';
import { demoReferralTexts } from './demo-content.ts';

const seedActor = { type: 'system', id: 0, name: 'demo seed', ip: '127.0.0.1' } as const;
const dayMs = 86_400_000;

/** jugador1's invited friends: who, how many days ago they joined, and their first deposit (none yet: null). */
const friends = [
  { username: 'amigo1', daysAgo: 3, depositMinor: 50_00n },
  { username: 'amigo2', daysAgo: 1, depositMinor: null },
] as const;

/**
 * Invite friends in the demo (decision 0081): an "Invita y gana" promotion of kind `issued` (shown to nobody; its
 * budget pays the rewards), rules on (10.00 in cash per friend whose first deposit is at least 20.00 and whose valid
 * bets reach 10.00 within 30 days), and two friends of jugador1: amigo1 joined three days ago and deposited 50.00
 * (a real approved deposit and ledger entry), amigo2 joined yesterday. Neither has played yet, so both are on the
 * way and jugador1's wallet stays at 1,000.00; a friend who plays 10.00 earns jugador1 the reward on the job's next run.
 */
export async function seedReferrals(tx: Db, merchantId: number, options: { now: Date; passwordHash: string }) {
  const { now } = options;
  const ledger = createLedgerService(tx);
  const audit = createAuditService(tx);
  const merchants = createMerchantService(tx, { audit, defaultMerchantCode: 'demo' });
  const bonusWallet = createBonusWalletService(tx, { ledger, now: () => now });
  const promotions = createPromotionService(tx, { ledger, bonusWallet, audit, merchants, now: () => now });
  const referrals = createReferralService(tx, { ledger, bonusWallet, audit, merchants, now: () => now });
  const merchant = await merchants.byId(merchantId);

  const budget: PromotionInput = {
    kind: 'issued',
    category: 'other',
    art: 'emerald',
    startsAt: new Date(now.getTime() - 7 * dayMs).toISOString(),
    endsAt: new Date(now.getTime() + 365 * dayMs).toISOString(),
    budget: 200_000n,
    amount: 1_000n,
    channelCodes: [],
    wageringMultiplier: 1,
    wageringBase: 'bonus',
    contributions: {},
    defaultContributionPct: 100,
    playOrder: 'cash_first',
    expiryHours: 72,
    eligibility: {},
    sortOrder: 9,
    texts: demoReferralTexts(),
  };
  const promotion = await promotions.create(merchantId, budget, seedActor);
  await referrals.saveRules(merchantId, seedActor, {
    enabled: true,
    promotionId: promotion.id,
    rewardKind: 'cash',
    reward: 10_00n,
    minFirstDeposit: 20_00n,
    minValidBets: 10_00n,
    withinDays: 30,
    maxRewardedFriends: 20,
  });

  const [referrer] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, 'jugador1')));
  const [bank] = await tx
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.code, 'banco-demo')));
  if (!referrer || !bank) throw new Error('jugador1 and the demo bank channel come first');

  for (const friend of friends) {
    const joinedAt = new Date(now.getTime() - friend.daysAgo * dayMs);
    const [row] = await tx
      .insert(members)
      .values({
        merchantId,
        username: friend.username,
        passwordHash: options.passwordHash,
        nickname: friend.username,
        type: 0,
        ancestorPath: '/',
        language: 'ES',
        status: 'active',
        referralCode: friend.username.toUpperCase(),
        referredBy: referrer.id,
        createdAt: joinedAt,
      })
      .returning();
    if (!row) throw new Error(`member ${friend.username} not created`);
    await tx
      .update(members)
      .set({ ancestorPath: `/${row.id}/` })
      .where(eq(members.id, row.id));
    await recordReferral(tx, { friendId: row.id, merchantId, referrerId: referrer.id, joinedAt });
    if (friend.depositMinor === null) continue;

    const depositedAt = new Date(joinedAt.getTime() + 2 * 3_600_000);
    const [deposit] = await tx
      .insert(deposits)
      .values({
        merchantId,
        memberId: row.id,
        channelId: bank.id,
        amountMinor: friend.depositMinor,
        currency: merchant.currency,
        reference: `DEMO-${friend.username.toUpperCase()}`,
        status: 'pending',
      })
      .returning();
    if (!deposit) throw new Error('demo deposit not created');
    const wallet = await ledger.account(memberWalletIdentity(merchant, row), tx);
    const world = await ledger.account(merchantAccountIdentity(merchant, 'outside_world', `channel:${bank.code}`), tx);
    const { entryId } = await ledger.post(
      {
        merchantId,
        currency: merchant.currency,
        kind: 'deposit',
        source: 'deposits',
        idempotencyKey: `deposit:${deposit.id}`,
        memo: `deposit ${deposit.id} via ${bank.code} (demo)`,
        lines: [
          { accountId: world.id, amountMinor: -friend.depositMinor },
          { accountId: wallet.id, amountMinor: friend.depositMinor },
        ],
      },
      tx,
    );
    await tx
      .update(deposits)
      .set({ status: 'approved', entryId, reviewedAt: depositedAt })
      .where(eq(deposits.id, deposit.id));
    await noteReferralDeposit(tx, row.id, friend.depositMinor, depositedAt);
  }
}
