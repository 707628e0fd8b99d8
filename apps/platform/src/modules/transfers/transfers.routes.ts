import {
  getC2cSettings,
  getTransferUpline,
  processC2cTransaction,
  transferToDownline,
  transferToUpline,
  updateC2cSettings,
  walletTransfer,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { memberOf, merchantOf, operatorActorOf } from '../../http/request-context.ts';
import { c2cSettingsOf, type TransferService } from './transfers.service.ts';

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
  bind.bind(processC2cTransaction, async (input, request) =>
    transfers.toPlayer(
      merchantOf(request),
      memberOf(request).member,
      input.toUsername,
      { amountMinor: input.amount, paymentPassword: input.paymentPassword, requestId: input.requestId },
      request.ip,
    ),
  );
  bind.bind(getC2cSettings, async (_input, request) => {
    const merchant = merchantOf(request);
    return c2cSettingsOf(merchant, await transfers.c2cLimits(merchant));
  });
  bind.bind(updateC2cSettings, async (input, request) => {
    const merchant = merchantOf(request);
    const limits = { minMinor: input.minAmount, maxMinor: input.maxAmount, dailyMaxMinor: input.dailyMaxAmount };
    return c2cSettingsOf(merchant, await transfers.updateC2cLimits(merchant, limits, operatorActorOf(request)));
  });
}
