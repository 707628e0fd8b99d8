import {
  createConsoleHelpEntry,
  deleteConsoleHelpEntry,
  listConsoleHelpEntries,
  updateConsoleHelpEntry,
  createConsoleBanner,
  createConsoleNotice,
  deleteConsoleBanner,
  deleteConsoleNotice,
  listConsoleBanners,
  listConsoleNotices,
  updateConsoleBanner,
  updateConsoleNotice,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf as actorOf, operatorMerchantIdOf as merchantIdOf } from '../../http/request-context.ts';
import type { ConsoleContentService } from './console-content.service.ts';
import type { ConsoleHelpService } from './console-help.service.ts';

/** The console's banner, marquee-notice, popup and help-center editors, always on the operator's merchant. */
export function consoleContentRoutes(
  bind: EndpointBinder,
  { content, help }: { content: ConsoleContentService; help: ConsoleHelpService },
) {
  bind.bind(listConsoleHelpEntries, async ({ language }, request) => help.list(merchantIdOf(request), language));
  bind.bind(createConsoleHelpEntry, async (input, request) =>
    help.create(merchantIdOf(request), input, actorOf(request)),
  );
  bind.bind(updateConsoleHelpEntry, async ({ id, ...input }, request) =>
    help.update(merchantIdOf(request), id, input, actorOf(request)),
  );
  bind.bind(deleteConsoleHelpEntry, async ({ id }, request) =>
    help.remove(merchantIdOf(request), id, actorOf(request)),
  );
  bind.bind(listConsoleBanners, async (_input, request) => content.banners(merchantIdOf(request)));
  bind.bind(createConsoleBanner, async (input, request) =>
    content.createBanner(merchantIdOf(request), input, actorOf(request)),
  );
  bind.bind(updateConsoleBanner, async ({ id, ...input }, request) =>
    content.updateBanner(merchantIdOf(request), id, input, actorOf(request)),
  );
  bind.bind(deleteConsoleBanner, async ({ id }, request) =>
    content.deleteBanner(merchantIdOf(request), id, actorOf(request)),
  );
  bind.bind(listConsoleNotices, async ({ type }, request) => content.notices(merchantIdOf(request), type));
  bind.bind(createConsoleNotice, async (input, request) =>
    content.createNotice(merchantIdOf(request), input, actorOf(request)),
  );
  bind.bind(updateConsoleNotice, async ({ id, ...input }, request) =>
    content.updateNotice(merchantIdOf(request), id, input, actorOf(request)),
  );
  bind.bind(deleteConsoleNotice, async ({ id }, request) =>
    content.deleteNotice(merchantIdOf(request), id, actorOf(request)),
  );
}
