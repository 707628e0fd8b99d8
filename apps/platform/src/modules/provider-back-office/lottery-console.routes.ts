import {
  cancelLotteryDraw,
  exportLotteryReport,
  getLotteryLiability,
  getLotteryReport,
  getLotterySettings,
  listLotteryDraws,
  listLotteryProviders,
  saveLotteryGameSettings,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf as actorOf, operatorMerchantIdOf as merchantIdOf } from '../../http/request-context.ts';
import type { LotteryConsoleService } from './lottery-console.service.ts';
import { lotteryReportCsvLines } from './lottery-report-csv.ts';

/** The console's lottery section (decision 0084), inside the operator's merchant. */
export function lotteryConsoleRoutes(bind: EndpointBinder, lottery: LotteryConsoleService) {
  bind.bind(listLotteryProviders, async (_input, request) => lottery.providers(merchantIdOf(request)));
  bind.bind(getLotterySettings, async ({ providerCode }, request) =>
    lottery.settings(merchantIdOf(request), providerCode),
  );
  bind.bind(saveLotteryGameSettings, async ({ providerCode, ...change }, request) =>
    lottery.saveGame(merchantIdOf(request), providerCode, change, actorOf(request)),
  );
  bind.bind(listLotteryDraws, async ({ providerCode, gameCode }, request) =>
    lottery.draws(merchantIdOf(request), providerCode, gameCode),
  );
  bind.bind(cancelLotteryDraw, async ({ providerCode, drawCode, reason }, request) =>
    lottery.cancel(merchantIdOf(request), providerCode, { drawCode, reason }, actorOf(request)),
  );
  bind.bind(getLotteryLiability, async ({ providerCode, gameCode }, request) =>
    lottery.liability(merchantIdOf(request), providerCode, gameCode),
  );
  bind.bind(getLotteryReport, async ({ providerCode, ...period }, request) =>
    lottery.report(merchantIdOf(request), providerCode, period),
  );
  bind.bind(exportLotteryReport, async ({ providerCode, ...period }, request, reply) => {
    const report = await lottery.report(merchantIdOf(request), providerCode, period);
    const name = `lottery-${providerCode}-${report.from}-${report.to}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(lotteryReportCsvLines(report).join(''));
  });
}
