import { getAnnouncements } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { languageOf, merchantOf } from '../../http/request-context.ts';
import type { ContentService } from './content.service.ts';

export function contentRoutes(bind: EndpointBinder, content: ContentService) {
  bind.bind(getAnnouncements, async (input, request) =>
    content.announcements(
      merchantOf(request),
      languageOf(request),
      input.types.split(',') as Array<'B' | 'PL' | 'PU' | 'PR' | 'H'>,
      input.execution,
    ),
  );
}
