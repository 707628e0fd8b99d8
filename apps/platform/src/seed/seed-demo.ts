import { languageCodes, moduleIds } from '@ficha/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../security/passwords.ts';
import type { SqlConnection } from '@ficha/server-kit';
import { createDb, type Db } from '../db/database.ts';
import { seedAgentHistory } from './seed-agent-history.ts';
import { seedContracts } from './seed-contracts.ts';
import { seedDeposits } from './seed-deposits.ts';
import { seedPromotionClaims, seedPromotions, seedRebatePromotion } from './seed-promotions.ts';
import { seedRafflePromotion } from './seed-raffle.ts';
import { seedLoyalty } from './seed-loyalty.ts';
import { seedMissions } from './seed-missions.ts';
import { seedReferrals } from './seed-referrals.ts';
import { seedMessages } from './seed-messages.ts';
import { customerServiceLinks, helpEntries, members, merchants, operators, resources } from '../db/schema/index.ts';
import {
  demoContentLanguages,
  demoCustomerService,
  demoHelpEntries,
  demoHelpText,
  demoResources,
} from './demo-content.ts';
import { insertMerchant } from '../modules/merchants/merchant-creation.ts';
import { demoCashier, demoPlatformOperator, demoSecondOwner, seedOperators } from './seed-operators.ts';
import { seedKycRules } from './seed-kyc.ts';
import { seedRiskRules } from './seed-risk.ts';
import { defaultDemoGamesProvider, seedSeamless, type DemoGamesProvider } from './seed-seamless.ts';
import { seedContent } from './seed-content.ts';

/** The demo logins printed at start and listed in the README. */
export const demoLogins = {
  merchant: 'demo',
  /** The TOTP secret is public (README, `npm run totp -- admin`): demo only. */
  operator: { username: 'admin', password: 'Admin#2026', totpSecret: 'FICHADEMOADMINTOTPSECRETAAAAAAAA' },
  cashier: demoCashier,
  secondOwner: demoSecondOwner,
  /** The platform's super-operator (decision 0069): merchants only. */
  platform: demoPlatformOperator,
  player: { username: 'jugador1', password: 'Demo1234' },
  trial: { username: 'prueba1', password: 'Demo1234' },
  agents: [
    { username: 'agente1', password: 'Demo1234', level: 1 },
    { username: 'agente2', password: 'Demo1234', level: 2 },
    { username: 'agente3', password: 'Demo1234', level: 3 },
  ],
} as const;

/**
 * Seeds the demo merchant in one transaction: nothing when it exists already (idempotent), everything
 * or nothing otherwise. Returns whether it wrote.
 */
export async function seedDemo(
  connection: SqlConnection,
  options: {
    gamesProvider?: DemoGamesProvider;
    /** Our sportsbook as a second provider (npm start runs it; tests start without it). */
    sportsbookProvider?: DemoGamesProvider;
    /** A few weeks of rounds and deposits for the agent tree (npm start; tests start without it). */
    history?: boolean;
  } = {},
): Promise<boolean> {
  const db = createDb(connection);
  const operatorHash = await hashPassword(demoLogins.operator.password);
  const memberHash = await hashPassword(demoLogins.player.password);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, demoLogins.merchant));
    if (existing.length > 0) return false;

    const merchant = await insertMerchant(tx, {
      code: demoLogins.merchant,
      name: 'Ficha Demo',
      isDefault: true,
      defaultLanguage: 'ES',
      supportLanguages: languageCodes,
      currency: 'USD',
      timeZone: 'UTC',
      domains: ['localhost', '127.0.0.1'],
      enabledModules: moduleIds,
      // Agents reach support every day from 9:00 to 21:00 (the agent sign-in page shows it, decision 0069).
      agentSupportFrom: '09:00',
      agentSupportTo: '21:00',
      // The footer's licence line (issue 13): a demo regulator, clearly not a real one.
      licence: {
        authority: 'Demo Gaming Commission',
        number: 'DGC-2026-0142',
        url: 'https://ficha.example/licence',
      },
    });
    const merchantId = merchant.id;

    await tx.insert(helpEntries).values(
      demoHelpEntries.flatMap((entry) =>
        demoContentLanguages.map((language) => ({
          merchantId,
          language,
          device: 'WEB',
          tag: entry.tag,
          ...demoHelpText(entry.tag, language),
          sort: entry.sort,
        })),
      ),
    );
    await seedContent(tx, merchantId);
    await tx.insert(customerServiceLinks).values(demoCustomerService.map((c, sort) => ({ merchantId, sort, ...c })));
    await tx.insert(resources).values(demoResources.map((r, sort) => ({ merchantId, sort, ...r })));
    await tx.insert(operators).values({
      merchantId,
      username: demoLogins.operator.username,
      passwordHash: operatorHash,
      displayName: 'Demo Admin',
      role: 'owner',
      status: 'active',
      totpSecret: demoLogins.operator.totpSecret,
      totpEnabled: true,
    });

    // Agent tree: agente1 (type 1) → agente2 (type 2) → agente3 (type 2) → jugador1; prueba1 is a trial account.
    let upline: { id: number; path: string } | null = null;
    for (const [index, agent] of demoLogins.agents.entries()) {
      upline = await insertMember(tx, merchantId, agent.username, memberHash, index === 0 ? 1 : 2, upline, {
        invitationCode: agent.username.toUpperCase(),
      });
    }
    await insertMember(tx, merchantId, demoLogins.player.username, memberHash, 0, upline, {
      email: 'jugador1@ficha.local',
      payeeName: 'Jugador Uno',
    });
    await insertMember(tx, merchantId, demoLogins.trial.username, memberHash, 4, null);
    await seedOperators(tx, merchantId);
    await seedDeposits(tx, merchantId, 'USD', demoLogins.player.username);
    const gamesProvider = options.gamesProvider ?? defaultDemoGamesProvider;
    await seedSeamless(tx, merchantId, gamesProvider);
    await seedPromotions(tx, merchantId, new Date());
    if (options.sportsbookProvider) {
      await seedSeamless(tx, merchantId, options.sportsbookProvider, {
        name: 'Ficha Sports',
        categories: ['sports', 'cockfight'],
      });
    }
    if (options.history) {
      const now = new Date();
      // The demo and the journeys get risk and KYC rules; tests start from none and set their own.
      await seedRiskRules(tx, merchantId);
      await seedKycRules(tx, merchantId);
      // Loyalty rules before the history, so the fold turns the history into points and ranks (decision 0055).
      await seedLoyalty(tx, merchantId);
      await seedAgentHistory(tx, merchantId, { passwordHash: memberHash, now, providerCode: gamesProvider.code });
      await seedContracts(tx, merchantId, { now, historyDays: 28 });
      await seedPromotionClaims(tx, merchantId, now);
      await seedRebatePromotion(tx, merchantId, now);
      await seedRafflePromotion(tx, merchantId, now, gamesProvider.code);
      await seedMissions(tx, merchantId, now);
      // After the contracts' fold: the players hold their VIP ranks, so the rank message finds its audience.
      await seedMessages(tx, merchantId, { now, playerUsername: demoLogins.player.username });
      // After the messages: the invited friends joined lately and got none of them (decision 0081).
      await seedReferrals(tx, merchantId, { now, passwordHash: memberHash });
    }
    return true;
  });
}

async function insertMember(
  db: Db,
  merchantId: number,
  username: string,
  passwordHash: string,
  type: number,
  upline: { id: number; path: string } | null,
  extra: { invitationCode?: string; email?: string; payeeName?: string } = {},
): Promise<{ id: number; path: string }> {
  const [row] = await db
    .insert(members)
    .values({
      merchantId,
      username,
      passwordHash,
      nickname: username,
      type,
      uplineId: upline?.id ?? null,
      ancestorPath: '/',
      language: 'ES',
      status: 'active',
      invitationCode: extra.invitationCode ?? null,
      referralCode: username.toUpperCase(),
      email: extra.email ?? null,
      emailVerified: extra.email !== undefined,
      payeeName: extra.payeeName ?? null,
    })
    .returning({ id: members.id });
  if (!row) throw new Error(`member ${username} not created`);
  const path = `${upline?.path ?? '/'}${row.id}/`;
  await db.update(members).set({ ancestorPath: path }).where(eq(members.id, row.id));
  return { id: row.id, path };
}
