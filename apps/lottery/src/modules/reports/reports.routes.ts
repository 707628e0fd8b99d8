import { lotteryEndpoints } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { ReportService } from './reports.service.ts';

/** The lottery's reports in its back office (decision 0090): signed by the platform, about the named merchant. */
export function reportRoutes(binder: EndpointBinder, reports: ReportService) {
  binder.bind(lotteryEndpoints.backOfficeReport, ({ merchantCode, from, to }) =>
    reports.report(merchantCode, from, to),
  );
}
