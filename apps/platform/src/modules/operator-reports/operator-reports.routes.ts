import { Readable } from 'node:stream';
import { exportOperatorReport, getOperatorDashboard, getOperatorReport } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { languageOf, operatorMerchantIdOf } from '../../http/request-context.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { OperatorReportService } from './operator-reports.service.ts';

/** The console's dashboard and reports; the CSV export streams from the database through the reply. */
export function operatorReportRoutes(
  bind: EndpointBinder,
  deps: { reports: OperatorReportService; merchants: MerchantService },
) {
  const { reports, merchants } = deps;
  bind.bind(getOperatorDashboard, async (_input, request) =>
    reports.dashboard(await merchants.byId(operatorMerchantIdOf(request))),
  );
  bind.bind(getOperatorReport, async (input, request) =>
    reports.report(await merchants.byId(operatorMerchantIdOf(request)), input, languageOf(request)),
  );
  bind.bind(exportOperatorReport, async (input, request, reply) => {
    const merchant = await merchants.byId(operatorMerchantIdOf(request));
    const lines = await reports.exportLines(merchant, input, languageOf(request));
    const name = `report-${input.groupBy}-${merchant.code}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines));
  });
}
