import { lotteryReportTimeZone, toWireMoney, type LotteryReport, type LotteryReportFigures } from '@ficha/contract';
import type { LotteryDb } from '../../db/database.ts';
import { reportMoney, reportPlayers, type ReportMoneyRow } from './reports.queries.ts';

type Money = Pick<ReportMoneyRow, 'tickets' | 'stakeMinor' | 'payoutMinor' | 'refundMinor'>;
const none: Money = { tickets: 0, stakeMinor: 0n, payoutMinor: 0n, refundMinor: 0n };

const add = (a: Money, b: Money): Money => ({
  tickets: a.tickets + b.tickets,
  stakeMinor: a.stakeMinor + b.stakeMinor,
  payoutMinor: a.payoutMinor + b.payoutMinor,
  refundMinor: a.refundMinor + b.refundMinor,
});

/** Money figures on the wire; GGR = stakes − payouts − refunds, computed in minor units. */
const wireMoney = (money: Money) => ({
  stake: toWireMoney(money.stakeMinor),
  payout: toWireMoney(money.payoutMinor),
  refund: toWireMoney(money.refundMinor),
  ggr: toWireMoney(money.stakeMinor - money.payoutMinor - money.refundMinor),
});

const figures = (money: Money, players: number): LotteryReportFigures => ({
  tickets: money.tickets,
  players,
  ...wireMoney(money),
});

const byStakeDesc = (a: Money, b: Money) => (b.stakeMinor > a.stakeMinor ? 1 : b.stakeMinor < a.stakeMinor ? -1 : 0);

const dayMs = 86_400_000;
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = new Date(`${to}T00:00:00.000Z`).getTime();
  for (let at = new Date(`${from}T00:00:00.000Z`).getTime(); at <= end; at += dayMs) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The lottery's reports for one merchant (decision 0090): a range of UTC days read from the rows kept as the
 * money moves (`report_days`, `report_player_days`), per day (every day of the range), per game with its bet
 * types, and in all. The range was checked by the request's schema (real days, in order, at most 92).
 */
export function createReportService(db: LotteryDb) {
  return {
    async report(merchantCode: string, from: string, to: string): Promise<LotteryReport> {
      const [money, players] = await Promise.all([
        reportMoney(db, merchantCode, from, to),
        reportPlayers(db, merchantCode, from, to),
      ]);
      const byDay = new Map(money.days.map((row) => [row.key, row]));
      const games = new Map<string, { money: Money; betTypes: ReportMoneyRow[] }>();
      for (const row of money.betTypes) {
        const game = games.get(row.key) ?? { money: none, betTypes: [] };
        game.money = add(game.money, row);
        game.betTypes.push(row);
        games.set(row.key, game);
      }
      const total = money.days.reduce<Money>(add, none);
      return {
        from,
        to,
        timeZone: lotteryReportTimeZone,
        totals: figures(total, players.total),
        days: daysBetween(from, to).map((day) => ({
          day,
          ...figures(byDay.get(day) ?? none, players.days.get(day) ?? 0),
        })),
        games: [...games]
          .sort(([a, x], [b, y]) => byStakeDesc(x.money, y.money) || a.localeCompare(b))
          .map(([gameCode, game]) => ({
            gameCode,
            ...figures(game.money, players.games.get(gameCode) ?? 0),
            betTypes: game.betTypes
              .sort((a, b) => a.betType.localeCompare(b.betType))
              .map((row) => ({ betType: row.betType, tickets: row.tickets, ...wireMoney(row) })),
          })),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
