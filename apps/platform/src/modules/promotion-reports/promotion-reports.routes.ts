import { Readable } from 'node:stream';
import { exportPromotionReport, getPromotionReport } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { languageOf, operatorMerchantIdOf } from '../../http/request-context.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { PromotionReportService } from './promotion-reports.service.ts';

/** The console's promotion reports; the CSV export streams through the reply. */
export function promotionReportRoutes(
  bind: EndpointBinder,
  deps: { reports: PromotionReportService; merchants: MerchantService },
) {
  const { reports, merchants } = deps;
  bind.bind(getPromotionReport, async (input, request) =>
    reports.report(await merchants.byId(operatorMerchantIdOf(request)), input, languageOf(request)),
  );
  bind.bind(exportPromotionReport, async (input, request, reply) => {
    const merchant = await merchants.byId(operatorMerchantIdOf(request));
    const lines = await reports.exportLines(merchant, input, languageOf(request));
    const name = `promotions-${input.groupBy}-${merchant.code}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines));
  });
}
