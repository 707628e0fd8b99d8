import { getLoyaltyReport } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorMerchantIdOf as merchantIdOf } from '../../http/request-context.ts';
import type { LoyaltyReportService } from './loyalty-reports.service.ts';

/** The console's loyalty reports (decision 0082). */
export function loyaltyReportRoutes(bind: EndpointBinder, reports: LoyaltyReportService) {
  bind.bind(getLoyaltyReport, async (input, request) => reports.report(merchantIdOf(request), input.days));
}
