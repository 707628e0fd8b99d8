import type { PromotionInput } from '@ficha/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { members } from '../db/schema/index.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createBonusWalletService } from '../modules/bonus-wallet/bonus-wallet.service.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { createMerchantService } from '../modules/merchants/merchants.service.ts';
import { createPromotionService } from '../modules/promotions/promotions.service.ts';
import { demoPromotionTexts } from './demo-content.ts';

const dayMs = 86_400_000;
const seedActor = { type: 'system', id: 0, name: 'demo seed', ip: '127.0.0.1' } as const;

/** The bonus terms of the demo: slots count fully, live tables 10 %, at most 20.00 a stake. */
const terms = { contributions: { RNG: 100, INHOUSE: 100, LIVE: 10 }, defaultContributionPct: 0, maxBet: 2000n };

/**
 * Five live promotions of the kinds that work, with our own art (decision 0054); their texts in every site
 * language come from `demo-content/<code>.ts` (decision 0088).
 */
function demoPromotions(now: Date): PromotionInput[] {
  const startsAt = new Date(now.getTime() - 7 * dayMs).toISOString();
  const endsAt = new Date(now.getTime() + 60 * dayMs).toISOString();
  const common = {
    startsAt,
    endsAt,
    channelCodes: [],
    wageringBase: 'bonus' as const,
    playOrder: 'cash_first' as const,
    eligibility: {},
    sortOrder: 0,
    ...terms,
  };
  return [
    {
      ...common,
      kind: 'signup_reward',
      category: 'welcome',
      art: 'sunrise',
      budget: 500_000n,
      amount: 500n,
      wageringMultiplier: 5,
      expiryHours: 7 * 24,
      exclusiveGroup: 'bienvenida',
      texts: demoPromotionTexts('welcome'),
    },
    {
      ...common,
      kind: 'deposit_bonus',
      category: 'deposit',
      art: 'violet',
      budget: 2_000_000n,
      matchPct: 100,
      cap: 10_000n,
      minDeposit: 10_000n,
      depositNumber: 1,
      wageringMultiplier: 5,
      expiryHours: 14 * 24,
      texts: demoPromotionTexts('firstDeposit'),
    },
    {
      ...common,
      kind: 'daily_checkin',
      category: 'daily',
      art: 'emerald',
      budget: 300_000n,
      amount: 100n,
      wageringMultiplier: 3,
      expiryHours: 24,
      texts: demoPromotionTexts('dailyCheckIn'),
    },
    {
      ...common,
      kind: 'deposit_bonus',
      category: 'deposit',
      art: 'ocean',
      budget: 1_000_000n,
      matchPct: 50,
      cap: 5_000n,
      minDeposit: 10_000n,
      wageringMultiplier: 8,
      expiryHours: 7 * 24,
      texts: demoPromotionTexts('reload'),
    },
    {
      ...common,
      kind: 'signup_reward',
      category: 'welcome',
      art: 'ember',
      budget: 200_000n,
      amount: 1_000n,
      wageringMultiplier: 10,
      expiryHours: 7 * 24,
      exclusiveGroup: 'bienvenida',
      eligibility: { agentUsername: 'agente1' },
      texts: demoPromotionTexts('networkGift'),
    },
  ];
}

function services(tx: Db, now: Date) {
  const ledger = createLedgerService(tx);
  const audit = createAuditService(tx);
  const merchants = createMerchantService(tx, { audit, defaultMerchantCode: 'demo' });
  const bonusWallet = createBonusWalletService(tx, { ledger, now: () => now });
  return {
    merchants,
    promotions: createPromotionService(tx, { ledger, bonusWallet, audit, merchants, now: () => now }),
  };
}

/** The demo's promotions, created through the promotions service (each funds its budget). */
export async function seedPromotions(tx: Db, merchantId: number, now: Date) {
  const { promotions } = services(tx, now);
  for (const input of demoPromotions(now)) await promotions.create(merchantId, input, seedActor);
}

/** Claims in the history: two players took the welcome bonus, one the network gift (npm start only). */
export async function seedPromotionClaims(tx: Db, merchantId: number, now: Date) {
  const { merchants, promotions } = services(tx, now);
  const merchant = await merchants.byId(merchantId);
  const players = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.username, ['jugador2', 'jugador4', 'jugador6'])));
  const call = { ip: '', userAgent: 'demo seed', country: null };
  const list = await promotions.list(merchant, 'ES', null, null);
  const welcome = list.find((p) => p.kind === 'signup_reward' && p.art === 'sunrise');
  const gift = list.find((p) => p.kind === 'signup_reward' && p.art === 'ember');
  for (const player of players) {
    const promotion = player.username === 'jugador6' ? gift : welcome;
    if (promotion) await promotions.claim(merchant, player, 'signup_reward', promotion.id, call, 'ES');
  }
}

/**
 * The demo's rebate (decision 0070): 1 % of slot and in-house stakes, 0.5 % of live tables, 1 % of the rest, paid
 * in cash every day from a week ago, requests on (an operator approves them). The settlement job pays the
 * history's closed days once the fold has taken them in, so the history ends up settled (npm start only).
 */
export async function seedRebatePromotion(tx: Db, merchantId: number, now: Date) {
  const { promotions } = services(tx, now);
  await promotions.create(
    merchantId,
    {
      kind: 'rebate',
      category: 'daily',
      art: 'ocean',
      startsAt: new Date(now.getTime() - 7 * dayMs).toISOString(),
      endsAt: new Date(now.getTime() + 60 * dayMs).toISOString(),
      budget: 1_000_000n,
      channelCodes: [],
      wageringMultiplier: 1,
      wageringBase: 'bonus',
      contributions: terms.contributions,
      defaultContributionPct: 0,
      playOrder: 'cash_first',
      expiryHours: 72,
      eligibility: {},
      sortOrder: 5,
      rebate: {
        basis: 'valid_bet',
        period: 'daily',
        rates: { RNG: 1, INHOUSE: 1, LIVE: 0.5 },
        defaultRate: 1,
        minPayout: 0n,
        cap: 50_000n,
        payAs: 'cash',
        manual: true,
      },
      texts: demoPromotionTexts('rebate'),
    },
    seedActor,
  );
}
