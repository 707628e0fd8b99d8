import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { members, seamlessProviders } from '../db/schema/index.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createBonusWalletService } from '../modules/bonus-wallet/bonus-wallet.service.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { createMerchantService } from '../modules/merchants/merchants.service.ts';
import { createPromotionService } from '../modules/promotions/promotions.service.ts';
import { createSeamlessService } from '../modules/seamless/seamless.service.ts';
import { demoPromotionTexts } from './demo-content.ts';

const dayMs = 86_400_000;
const seedActor = { type: 'system', id: 0, name: 'demo seed', ip: '127.0.0.1' } as const;

/**
 * The demo's raffle (decision 0076): running from three days ago for two weeks, one ticket per 10.00 of valid bets
 * on any game, prizes 200.00, 100.00 and 50.00 in cash. jugador1 plays three even rounds of 20.00 now (stake and
 * win through the real seamless wallet: balanced ledger entries, the balance stays 1,000.00), so once the fold has
 * taken them in they hold 6 tickets; the history's players earn theirs from their rounds (npm start only).
 */
export async function seedRafflePromotion(tx: Db, merchantId: number, now: Date, providerCode: string) {
  const ledger = createLedgerService(tx);
  const audit = createAuditService(tx);
  const merchants = createMerchantService(tx, { audit, defaultMerchantCode: 'demo' });
  const bonusWallet = createBonusWalletService(tx, { ledger, now: () => now });
  const promotions = createPromotionService(tx, { ledger, bonusWallet, audit, merchants, now: () => now });
  await promotions.create(
    merchantId,
    {
      kind: 'raffle',
      category: 'other',
      art: 'violet',
      startsAt: new Date(now.getTime() - 3 * dayMs).toISOString(),
      endsAt: new Date(now.getTime() + 14 * dayMs).toISOString(),
      budget: 50_000n,
      channelCodes: [],
      wageringMultiplier: 1,
      wageringBase: 'bonus',
      contributions: { RNG: 100, INHOUSE: 100, LIVE: 10 },
      defaultContributionPct: 0,
      playOrder: 'cash_first',
      expiryHours: 72,
      eligibility: {},
      sortOrder: 6,
      raffle: { ticketEvery: 1_000n, gameTypes: [], prizes: [20_000n, 10_000n, 5_000n], payAs: 'cash' },
      texts: demoPromotionTexts('raffle'),
    },
    seedActor,
  );

  const merchant = await merchants.byId(merchantId);
  const seamless = createSeamlessService(tx, { bonusWallet, merchants, now: () => now });
  const [provider] = await tx
    .select()
    .from(seamlessProviders)
    .where(and(eq(seamlessProviders.merchantId, merchantId), eq(seamlessProviders.code, providerCode)));
  const [player] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, 'jugador1')));
  if (!provider || !player) throw new Error('the demo provider and jugador1 come first');
  const { launchToken } = await seamless.issueLaunchToken(merchant, player, provider.code, 'huerta-dorada');
  const { playerId } = await seamless.authenticate(provider, {
    launchToken,
    requestId: `seed-raffle-${player.id}`,
    timestamp: now.getTime(),
  });
  for (let n = 1; n <= 3; n += 1) {
    const roundId = `seed-raffle-${player.id}-${n}`;
    const common = {
      playerId,
      roundId,
      gameCode: 'huerta-dorada',
      requestId: `${roundId}-r`,
      timestamp: now.getTime(),
    };
    await seamless.debit(provider, { ...common, transactionId: `${roundId}-d`, amount: 2_000n });
    await seamless.credit(provider, { ...common, transactionId: `${roundId}-c`, amount: 2_000n, roundEnded: true });
  }
}
