import { getBettingRecords, getPersonalProfit } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { languageOf, memberOf, merchantOf } from '../../http/request-context.ts';
import type { BetRecordService } from './bet-records.service.ts';

/** The member centre's betting record and profit and loss. */
export function betRecordRoutes(bind: EndpointBinder, records: BetRecordService) {
  bind.bind(getBettingRecords, async (input, request) =>
    records.bettingRecords(merchantOf(request), memberOf(request), input, languageOf(request)),
  );
  bind.bind(getPersonalProfit, async (input, request) =>
    records.personalProfit(merchantOf(request), memberOf(request), input.period),
  );
}
