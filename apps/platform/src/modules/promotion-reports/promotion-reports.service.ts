import {
  DomainError,
  promotionReportFigures,
  toWireMoney,
  type AgentReportPeriod,
  type PromotionReportFigures,
  type PromotionReportGroup,
  type PromotionReportRow,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { addDays, reportRange } from '../agent-reports/report-periods.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { csvLine, csvMoney, csvText } from '../operator-reports/csv.ts';
import { textsIn } from '../promotions/promotion-wire.ts';
import {
  participantsGgr,
  promotionSums,
  reportPromotions,
  type PromotionReportQuery,
  type PromotionSumsRow,
} from './promotion-reports.queries.ts';

export interface PromotionReportInput {
  period: AgentReportPeriod;
  startDate?: string | undefined;
  endDate?: string | undefined;
  groupBy: PromotionReportGroup;
  promotionId?: number | undefined;
}

/** A row's sums in minor units before they go on the wire. */
interface Sums {
  claims: number;
  granted: bigint;
  conversions: number;
  converted: bigint;
  forfeited: bigint;
  cashPaid: bigint;
  participantsGgr: bigint;
}

const noSums: Sums = {
  claims: 0,
  granted: 0n,
  conversions: 0,
  converted: 0n,
  forfeited: 0n,
  cashPaid: 0n,
  participantsGgr: 0n,
};

function sumsOf(row: PromotionSumsRow | undefined, ggr: string | undefined): Sums {
  return {
    claims: row?.claims ?? 0,
    granted: BigInt(row?.granted ?? 0),
    conversions: row?.conversions ?? 0,
    converted: BigInt(row?.converted ?? 0),
    forfeited: BigInt(row?.forfeited ?? 0),
    cashPaid: BigInt(row?.cash_paid ?? 0),
    participantsGgr: BigInt(ggr ?? 0),
  };
}

const addSums = (a: Sums, b: Sums): Sums => ({
  claims: a.claims + b.claims,
  granted: a.granted + b.granted,
  conversions: a.conversions + b.conversions,
  converted: a.converted + b.converted,
  forfeited: a.forfeited + b.forfeited,
  cashPaid: a.cashPaid + b.cashPaid,
  participantsGgr: a.participantsGgr + b.participantsGgr,
});

/** The bonus cost the dashboard's NGR subtracts: what left the budget net of what came back to it. */
const costOf = (s: Sums) => s.granted - s.forfeited + s.cashPaid;

/** Conversions per claim in percent, two decimals, rounded down (integer arithmetic). */
const conversionRateOf = (s: Sums) => (s.claims === 0 ? 0 : Math.floor((s.conversions * 10_000) / s.claims) / 100);

function wireFigures(s: Sums): PromotionReportFigures {
  return {
    claims: s.claims,
    granted: toWireMoney(s.granted),
    conversions: s.conversions,
    converted: toWireMoney(s.converted),
    forfeited: toWireMoney(s.forfeited),
    cashPaid: toWireMoney(s.cashPaid),
    cost: toWireMoney(costOf(s)),
    conversionRate: conversionRateOf(s),
    participantsGgr: toWireMoney(s.participantsGgr),
  };
}

function csvFigures(s: Sums): string[] {
  return [
    String(s.claims),
    csvMoney(s.granted),
    String(s.conversions),
    csvMoney(s.converted),
    csvMoney(s.forfeited),
    csvMoney(s.cashPaid),
    csvMoney(costOf(s)),
    conversionRateOf(s).toFixed(2),
    csvMoney(s.participantsGgr),
  ];
}

/**
 * Promotion reports (decision 0085): the day rows the money functions keep per promotion (promotion_day_stats) and
 * the participants' day rows of the fold (operator_member_day_stats), never the ledger or the bets.
 */
export function createPromotionReportService(db: Db, deps: { maxRangeDays: number; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function rows(merchant: Merchant, input: PromotionReportInput, language: string) {
    const range = reportRange(input, { timeZone: merchant.timeZone, now: now(), maxDays: deps.maxRangeDays });
    const q: PromotionReportQuery = {
      merchantId: merchant.id,
      timeZone: merchant.timeZone,
      firstDay: range.firstDay,
      lastDay: range.lastDay,
      promotionId: input.promotionId ?? null,
    };
    const promotions = await reportPromotions(db, q);
    if (input.promotionId !== undefined && promotions.length === 0) throw new DomainError('promotion_not_found');
    const [sums, ggr, dayGgr] = await Promise.all([
      promotionSums(db, q, input.groupBy),
      participantsGgr(db, q, input.groupBy),
      input.groupBy === 'day' ? Promise.resolve(null) : participantsGgr(db, q, 'day'),
    ]);
    const sumsByKey = new Map(sums.map((r) => [r.key, r]));
    const ggrByKey = new Map(ggr.map((r) => [r.key, r.ggr]));
    const list: Array<{ key: string; label: string; sums: Sums }> = [];
    if (input.groupBy === 'day') {
      for (let day = range.firstDay; day <= range.lastDay; day = addDays(day, 1))
        list.push({ key: day, label: day, sums: sumsOf(sumsByKey.get(day), ggrByKey.get(day)) });
    } else {
      const first = range.from.getTime();
      const end = range.to.getTime();
      for (const p of promotions) {
        const key = String(p.id);
        const overlaps = Date.parse(p.starts_at) < end && Date.parse(p.ends_at) > first;
        if (!overlaps && !sumsByKey.has(key)) continue;
        const label = textsIn(p.texts, language, merchant.defaultLanguage).title || `#${p.id}`;
        list.push({ key, label, sums: sumsOf(sumsByKey.get(key), ggrByKey.get(key)) });
      }
    }
    // A member who took part in two promotions counts once in the total GGR: the totals read it per day.
    const totalGgr = (dayGgr ?? ggr).reduce((total, r) => total + BigInt(r.ggr), 0n);
    const totals = { ...list.reduce((total, r) => addSums(total, r.sums), noSums), participantsGgr: totalGgr };
    return { range, list, totals };
  }

  return {
    async report(merchant: Merchant, input: PromotionReportInput, language: string) {
      const { range, list, totals } = await rows(merchant, input, language);
      return {
        period: { period: input.period, from: range.firstDay, to: range.lastDay, timeZone: merchant.timeZone },
        groupBy: input.groupBy,
        list: list.map((r): PromotionReportRow => ({ key: r.key, label: r.label, figures: wireFigures(r.sums) })),
        totals: wireFigures(totals),
      };
    },

    /**
     * The CSV lines: header, rows, totals. The range is checked before the first line, so a bad query is an
     * envelope and not a broken file; the rows are at most one per day of the longest range or per promotion.
     */
    async exportLines(merchant: Merchant, input: PromotionReportInput, language: string) {
      const { list, totals } = await rows(merchant, input, language);
      return (async function* lines() {
        yield csvLine([input.groupBy === 'day' ? 'day' : 'promotionId', 'label', ...promotionReportFigures]);
        for (const r of list) yield csvLine([csvText(r.key), csvText(r.label), ...csvFigures(r.sums)]);
        yield csvLine(['total', '', ...csvFigures(totals)]);
      })();
    },
  };
}

export type PromotionReportService = ReturnType<typeof createPromotionReportService>;
