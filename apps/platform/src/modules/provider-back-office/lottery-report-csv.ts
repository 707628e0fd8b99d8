import { parseMoney, type LotteryReport, type LotteryReportFigures } from '@ficha/contract';
import { csvLine, csvMoney, csvText } from '../operator-reports/csv.ts';

/** A wire amount (GGR may be negative) as the CSV's plain decimal, through minor units. */
function csvWire(amount: number): string {
  const parsed = parseMoney(Math.abs(amount));
  if (!parsed.ok) throw new Error(`not a wire amount: ${amount}`);
  return csvMoney(amount < 0 ? -parsed.minor : parsed.minor);
}

type Money = Pick<LotteryReportFigures, 'stake' | 'payout' | 'refund' | 'ggr'>;
const money = (row: Money) => [csvWire(row.stake), csvWire(row.payout), csvWire(row.refund), csvWire(row.ggr)];

/**
 * The lottery report as CSV lines (decision 0090): a row per day, per game and per bet type of a game, then the
 * totals — `section,key,betType,tickets,players,stake,payout,refund,ggr` (a bet type row has no player count).
 */
export function lotteryReportCsvLines(report: LotteryReport): string[] {
  const lines = [csvLine(['section', 'key', 'betType', 'tickets', 'players', 'stake', 'payout', 'refund', 'ggr'])];
  for (const day of report.days) {
    lines.push(csvLine(['day', day.day, '', String(day.tickets), String(day.players), ...money(day)]));
  }
  for (const game of report.games) {
    lines.push(
      csvLine(['game', csvText(game.gameCode), '', String(game.tickets), String(game.players), ...money(game)]),
    );
    for (const bet of game.betTypes) {
      lines.push(
        csvLine(['betType', csvText(game.gameCode), csvText(bet.betType), String(bet.tickets), '', ...money(bet)]),
      );
    }
  }
  const { totals } = report;
  lines.push(
    csvLine([
      'total',
      `${report.from}..${report.to}`,
      '',
      String(totals.tickets),
      String(totals.players),
      ...money(totals),
    ]),
  );
  return lines;
}
