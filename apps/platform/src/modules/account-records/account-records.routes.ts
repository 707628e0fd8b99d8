import { getTransactionDetail, getTransactionHistory, getWalletOverview } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { memberOf, merchantOf } from '../../http/request-context.ts';
import type { AccountRecordsService } from './account-records.service.ts';

export function accountRecordRoutes(bind: EndpointBinder, records: AccountRecordsService) {
  bind.bind(getTransactionHistory, async (input, request) =>
    records.history(merchantOf(request), memberOf(request).member, {
      kind: input.type,
      startDate: input.startDate,
      endDate: input.endDate,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    }),
  );
  bind.bind(getTransactionDetail, async (input, request) =>
    records.detail(merchantOf(request), memberOf(request).member, input.entryId),
  );
  bind.bind(getWalletOverview, async (_input, request) =>
    records.overview(merchantOf(request), memberOf(request).member),
  );
}
