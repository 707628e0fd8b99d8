import type { Db } from '../db/database.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createBonusWalletService } from '../modules/bonus-wallet/bonus-wallet.service.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { createMerchantService } from '../modules/merchants/merchants.service.ts';
import { createLeaderboardService } from '../modules/missions/leaderboards.service.ts';
import { createMissionService } from '../modules/missions/missions.service.ts';
import { demoMissionTitles } from './demo-content.ts';

const seedActor = { type: 'system', id: 0, name: 'demo seed', ip: '127.0.0.1' } as const;
const dayMs = 86_400_000;

/**
 * The demo's missions and leaderboard (decision 0078), made through their services: a daily "play a round"
 * mission paid in points, a weekly wagering mission paid in cash, and a weekly valid-bet leaderboard. Their
 * progress and standings are the demo players' real rounds (the history's, folded like any other). Their titles
 * in every site language come from `demo-content/<code>.ts` (decision 0088).
 */
export async function seedMissions(tx: Db, merchantId: number, now: Date) {
  const ledger = createLedgerService(tx);
  const audit = createAuditService(tx);
  const missions = createMissionService(tx, {
    ledger,
    audit,
    bonusWallet: createBonusWalletService(tx, { ledger, now: () => now }),
    now: () => now,
  });
  const leaderboards = createLeaderboardService(tx, {
    ledger,
    audit,
    merchants: createMerchantService(tx, { audit, defaultMerchantCode: 'demo' }),
    now: () => now,
  });
  const schedule = {
    startsAt: new Date(now.getTime() - 30 * dayMs).toISOString(),
    endsAt: new Date(now.getTime() + 365 * dayMs).toISOString(),
    active: true,
  };
  await missions.save(merchantId, seedActor, {
    titles: demoMissionTitles('playRound'),
    period: 'daily',
    goal: 'rounds',
    gameType: '',
    targetCount: 1,
    rewardKind: 'points',
    rewardPoints: 20,
    ...schedule,
  });
  await missions.save(merchantId, seedActor, {
    titles: demoMissionTitles('weeklyWager'),
    period: 'weekly',
    goal: 'wager',
    gameType: '',
    targetAmount: 100_00n,
    rewardKind: 'cash',
    rewardAmount: 2_00n,
    ...schedule,
  });
  await leaderboards.save(merchantId, seedActor, {
    titles: demoMissionTitles('weeklyRace'),
    metric: 'valid_bet',
    period: 'weekly',
    minBet: 10_00n,
    prizeKind: 'cash',
    cashPrizes: [100_00n, 50_00n, 25_00n],
    ...schedule,
  });
}
