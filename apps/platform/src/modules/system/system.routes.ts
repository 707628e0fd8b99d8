import {
  getCountries,
  getDomainRoute,
  getHelpCenter,
  getRegisterSettings,
  getSystemStatus,
  getSystemStatusV2,
  getWhitelabel,
  linkKeyHeader,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { languageOf, merchantOf } from '../../http/request-context.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { SessionKeyService } from '../session-keys/session-keys.service.ts';
import type { SystemService } from './system.service.ts';

export function systemRoutes(
  bind: EndpointBinder,
  system: SystemService,
  merchants: MerchantService,
  sessionKeys: Pick<SessionKeyService, 'linkKey'>,
) {
  for (const endpoint of [getSystemStatus, getSystemStatusV2]) {
    bind.bind(endpoint, async (_input, request) => {
      // The client's key for the customer-service paths (decision 0079); without one they come empty.
      const header = request.headers[linkKeyHeader.toLowerCase()];
      const linkKey = header === undefined ? null : await sessionKeys.linkKey(String(header));
      return system.status(merchantOf(request), request.ip, linkKey);
    });
  }
  bind.bind(getWhitelabel, async (_input, request) => system.whitelabel(merchantOf(request)));
  bind.bind(getRegisterSettings, async (_input, request) => merchants.registrationRules(merchantOf(request)));
  bind.bind(getHelpCenter, async (input, request) =>
    system.helpCenter(merchantOf(request), input.lang ?? languageOf(request), input.device),
  );
  bind.bind(getDomainRoute, async (_input, request) => merchants.domainRoutes(merchantOf(request)));
  bind.bind(getCountries, async (_input, request) => system.countries(merchantOf(request)));
}
