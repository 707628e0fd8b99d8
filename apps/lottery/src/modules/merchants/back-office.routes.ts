import { lotteryEndpoints } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { BackOfficeService } from './back-office.service.ts';
import type { MerchantService } from './merchants.service.ts';

/**
 * The lottery's back office (decision 0084): signed by the platform (`provider` caller), each call about the
 * merchant its body names.
 */
export function backOfficeRoutes(
  binder: EndpointBinder,
  deps: { merchants: MerchantService; backOffice: BackOfficeService },
) {
  binder.bind(lotteryEndpoints.backOfficeSettings, ({ merchantCode }) => deps.merchants.settings(merchantCode));
  binder.bind(lotteryEndpoints.backOfficeSaveGame, ({ merchantCode, requestId: _r, timestamp: _t, ...input }) =>
    deps.merchants.saveGame(merchantCode, input),
  );
  binder.bind(lotteryEndpoints.backOfficeCalendar, ({ merchantCode, gameCode }) =>
    deps.backOffice.calendar(merchantCode, gameCode),
  );
  binder.bind(lotteryEndpoints.backOfficeCancelDraw, ({ merchantCode, drawCode, reason }) =>
    deps.backOffice.cancel(merchantCode, drawCode, reason),
  );
  binder.bind(lotteryEndpoints.backOfficeLiability, ({ merchantCode, gameCode }) =>
    deps.backOffice.liability(merchantCode, gameCode),
  );
}
