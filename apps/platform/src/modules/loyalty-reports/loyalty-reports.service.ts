import { toWireMoney, type LoyaltyReport } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { merchantDay } from '../promotions/promotion-rules.ts';
import { addDays } from '../promotions/rebate-rules.ts';
import { missionClaims, pointDays } from './loyalty-reports.queries.ts';

/**
 * The console's loyalty reports (issue 17, decision 0082): read from the day aggregates the points ledger and the
 * mission claims keep in their own transactions (migration 0057), never from the entries themselves.
 */
export function createLoyaltyReportService(db: Db, deps: { merchants: MerchantService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The last `days` local days of the merchant (today included): points by day and source, claims by mission. */
    async report(merchantId: number, days: number): Promise<LoyaltyReport> {
      const merchant = await deps.merchants.byId(merchantId);
      const to = merchantDay(now(), merchant.timeZone);
      const from = addDays(to, 1 - days);
      const byDay = new Map<string, LoyaltyReport['points'][number]>();
      for (let day = from; day <= to; day = addDays(day, 1)) byDay.set(day, { day, issued: {}, redeemed: {} });
      let issued = 0n;
      let redeemed = 0n;
      for (const row of await pointDays(db, merchantId, from, to)) {
        const entry = byDay.get(row.day);
        if (!entry) continue;
        if (row.issued > 0n) entry.issued[row.kind] = Number(row.issued);
        if (row.redeemed > 0n) entry.redeemed[row.kind] = Number(row.redeemed);
        issued += row.issued;
        redeemed += row.redeemed;
      }
      const language = merchant.defaultLanguage;
      return {
        timeZone: merchant.timeZone,
        from,
        to,
        points: [...byDay.values()],
        totals: { issued: Number(issued), redeemed: Number(redeemed) },
        missions: (await missionClaims(db, merchantId, from, to)).map((m) => ({
          missionId: m.missionId,
          title: m.titles[language] ?? Object.values(m.titles)[0] ?? `#${m.missionId}`,
          rewardKind: m.rewardKind,
          claims: m.claims,
          rewardTotal: m.rewardKind === 'points' ? Number(m.rewardTotal) : toWireMoney(m.rewardTotal),
        })),
      };
    },
  };
}

export type LoyaltyReportService = ReturnType<typeof createLoyaltyReportService>;
