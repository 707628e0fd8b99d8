import { getBettingRecords, getPersonalProfit, searchConsoleBets } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { languageOf, memberOf, merchantOf, operatorMerchantIdOf } from '../../http/request-context.ts';
import type { BetRecordService } from './bet-records.service.ts';
import type { ConsoleBetService } from './console-bets.service.ts';

/** The member centre's betting record and profit and loss; the console's bet search. */
export function betRecordRoutes(bind: EndpointBinder, records: BetRecordService, consoleBets: ConsoleBetService) {
  bind.bind(getBettingRecords, async (input, request) =>
    records.bettingRecords(merchantOf(request), memberOf(request), input, languageOf(request)),
  );
  bind.bind(getPersonalProfit, async (input, request) =>
    records.personalProfit(merchantOf(request), memberOf(request), input.period, languageOf(request)),
  );
  bind.bind(searchConsoleBets, async (input, request) => consoleBets.search(operatorMerchantIdOf(request), input));
}
