import {
  checkIfAppDomain,
  collectClientEvents,
  getCustomerServiceScript,
  getKycSetting,
  getLocation,
  getSiteSettings,
  getSiteTemplate,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { optionalMemberOf } from '../../http/optional-member.ts';
import { merchantOf } from '../../http/request-context.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import type { ClientEventService } from './client-events.service.ts';
import type { SiteService } from './site.service.ts';

export function siteRoutes(
  bind: EndpointBinder,
  deps: { site: SiteService; clientEvents: ClientEventService; sessions: SessionService },
) {
  const { site } = deps;
  bind.bind(getSiteSettings, async (_input, request) => site.settings(merchantOf(request)));
  bind.bind(getLocation, async (_input, request) => site.location(merchantOf(request), request.ip));
  bind.bind(getSiteTemplate, async (_input, request) => site.template(merchantOf(request)));
  bind.bind(getCustomerServiceScript, async (_input, request) => site.customerServiceScript(merchantOf(request)));
  bind.bind(checkIfAppDomain, async (_input, request) => site.checkAppDomain(merchantOf(request), request.host));
  bind.bind(getKycSetting, async (_input, request) => site.kycSetting(merchantOf(request)));

  bind.bind(collectClientEvents, async (input, request, reply) => {
    const identity = await optionalMemberOf(request, deps.sessions);
    const events = 'events' in input ? input.events : [input];
    await deps.clientEvents.record(
      { merchantId: merchantOf(request).id, memberId: identity?.member.id ?? null, ip: request.ip },
      events,
    );
    await reply.code(204).send();
    return undefined;
  });
}
