import { getAnnouncements, getAnnouncementsCcsfe } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { optionalMemberOf } from '../../http/optional-member.ts';
import { languageOf, merchantOf } from '../../http/request-context.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import type { ContentService } from './content.service.ts';

export function contentRoutes(bind: EndpointBinder, deps: { content: ContentService; sessions: SessionService }) {
  // The desktop client's name and the mobile client's (CCSFE_getListAnnouncements): one answer.
  for (const endpoint of [getAnnouncements, getAnnouncementsCcsfe]) {
    bind.bind(endpoint, async (input, request) => {
      const member = await optionalMemberOf(request, deps.sessions);
      return deps.content.announcements(
        merchantOf(request),
        languageOf(request),
        input.types.split(',') as Array<'B' | 'PL' | 'PU' | 'PR' | 'H'>,
        member ? { signedIn: true, firstLogin: member.firstLogin } : { signedIn: false },
        input.execution,
      );
    });
  }
}
