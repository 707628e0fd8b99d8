import { getTransferUpline, transferToDownline, transferToUpline, walletTransfer } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { memberOf, merchantOf } from '../../http/request-context.ts';
import type { TransferService } from './transfers.service.ts';

export function transferRoutes(bind: EndpointBinder, transfers: TransferService) {
  bind.bind(getTransferUpline, async (_input, request) =>
    transfers.uplineInfo(merchantOf(request), memberOf(request).member),
  );
  bind.bind(transferToUpline, async (input, request) =>
    transfers.toUpline(
      merchantOf(request),
      memberOf(request).member,
      { amountMinor: input.amount, paymentPassword: input.paymentPassword, requestId: input.requestId },
      request.ip,
    ),
  );
  bind.bind(transferToDownline, async (input, request) =>
    transfers.toDownline(
      merchantOf(request),
      memberOf(request).member,
      input.username,
      { amountMinor: input.amount, paymentPassword: input.paymentPassword, requestId: input.requestId },
      request.ip,
    ),
  );
  bind.bind(walletTransfer, async (_input, request) => transfers.recall(merchantOf(request), memberOf(request).member));
}
