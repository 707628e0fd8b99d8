import type { PromotionInput } from '@ficha/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { members } from '../db/schema/index.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createBonusWalletService } from '../modules/bonus-wallet/bonus-wallet.service.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { createMerchantService } from '../modules/merchants/merchants.service.ts';
import { createPromotionService } from '../modules/promotions/promotions.service.ts';

const dayMs = 86_400_000;
const seedActor = { type: 'system', id: 0, name: 'demo seed', ip: '127.0.0.1' } as const;

/** The bonus terms of the demo: slots count fully, live tables 10 %, at most 20.00 a stake. */
const terms = { contributions: { RNG: 100, INHOUSE: 100, LIVE: 10 }, defaultContributionPct: 0, maxBet: 2000n };

/** Five live promotions of the kinds that work, in Spanish and English, with our own art (decision 0054). */
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
      texts: {
        ES: {
          title: 'Bono de bienvenida: 5 USD',
          summary: 'Regístrate y reclama 5 USD de bono para tus primeras tiradas.',
          rules:
            'Un bono por jugador. Apuesta 5 veces el bono en tragamonedas (mesas en vivo cuentan 10 %) antes de 7 días; apuesta máxima 20 USD mientras el bono esté activo.',
        },
        EN: {
          title: 'Welcome bonus: 5 USD',
          summary: 'Sign up and claim a 5 USD bonus for your first spins.',
          rules:
            'One bonus per player. Wager the bonus 5 times on slots (live tables count 10 %) within 7 days; maximum stake 20 USD while the bonus is active.',
        },
      },
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
      texts: {
        ES: {
          title: 'Primer depósito duplicado al 100 %',
          summary: 'Te igualamos tu primer depósito hasta 100 USD.',
          rules:
            'Marca la promoción al depositar. Depósito mínimo 100 USD; bono del 100 % hasta 100 USD. Apuesta el bono 5 veces antes de 14 días; retirar antes renuncia al bono.',
        },
        EN: {
          title: 'First deposit doubled at 100 %',
          summary: 'We match your first deposit up to 100 USD.',
          rules:
            'Tick the promotion when you deposit. Minimum deposit 100 USD; 100 % bonus up to 100 USD. Wager the bonus 5 times within 14 days; withdrawing before gives the bonus up.',
        },
      },
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
      texts: {
        ES: {
          title: 'Check-in diario: 1 USD',
          summary: 'Entra cada día y reclama 1 USD de bono.',
          rules: 'Una vez por día. Apuesta el bono 3 veces antes de 24 horas.',
        },
        EN: {
          title: 'Daily check-in: 1 USD',
          summary: 'Come in every day and claim a 1 USD bonus.',
          rules: 'Once a day. Wager the bonus 3 times within 24 hours.',
        },
      },
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
      texts: {
        ES: {
          title: 'Recarga del 50 %',
          summary: 'Un 50 % extra en cualquier depósito, hasta 50 USD.',
          rules: 'Depósito mínimo 100 USD; bono del 50 % hasta 50 USD. Apuesta el bono 8 veces antes de 7 días.',
        },
        EN: {
          title: '50 % reload',
          summary: 'An extra 50 % on any deposit, up to 50 USD.',
          rules: 'Minimum deposit 100 USD; 50 % bonus up to 50 USD. Wager the bonus 8 times within 7 days.',
        },
      },
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
      texts: {
        ES: {
          title: 'Regalo de la red agente1: 10 USD',
          summary: 'Para los jugadores de la red de agente1, en lugar del bono de bienvenida.',
          rules:
            'Solo jugadores bajo agente1; excluye el bono de bienvenida. Apuesta el bono 10 veces antes de 7 días.',
        },
        EN: {
          title: 'agente1 network gift: 10 USD',
          summary: "For the players of agente1's network, instead of the welcome bonus.",
          rules: 'Players under agente1 only; excludes the welcome bonus. Wager the bonus 10 times within 7 days.',
        },
      },
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
      texts: {
        ES: {
          title: 'Reembolso diario: hasta 1 %',
          summary: 'Cada día te devolvemos parte de tus apuestas válidas; pídelo antes si no quieres esperar.',
          rules:
            '1 % de las apuestas válidas en tragamonedas y juegos de la casa, 0,5 % en mesas en vivo y 1 % en el resto. Se liquida cada día a tu billetera (hasta 500 USD por día); desde Reembolso manual puedes pedir lo que llevas del día, que revisa un operador.',
        },
        EN: {
          title: 'Daily rebate: up to 1 %',
          summary: 'Every day we pay back part of your valid bets; ask for it earlier if you would rather not wait.',
          rules:
            '1 % of valid bets on slots and in-house games, 0.5 % on live tables and 1 % on the rest. Settled daily to your wallet (up to 500 USD a day); from Manual rebate you can ask for what the day has earned so far, which an operator reviews.',
        },
      },
    },
    seedActor,
  );
}
