import {
  getInbox,
  getInboxEmfe,
  getInboxUnreadCountEmfe,
  getUnreadMessageCount,
  markMessageRead,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { memberOf } from '../../http/request-context.ts';
import type { MessageService } from './messages.service.ts';

/** The signed-in member's own platform messages; nobody reads or marks another member's. */
export function messageRoutes(bind: EndpointBinder, messages: MessageService) {
  bind.bind(getUnreadMessageCount, async (_input, request) => messages.unread(memberOf(request).member.id));
  bind.bind(getInbox, async ({ page, size }, request) => messages.inbox(memberOf(request).member.id, page, size));
  // The mobile client's names (EMFE_*): the same inbox, and the unread count as a bare number.
  bind.bind(getInboxEmfe, async ({ page, size }, request) => messages.inbox(memberOf(request).member.id, page, size));
  bind.bind(getInboxUnreadCountEmfe, async (_input, request) => {
    const { count } = await messages.unread(memberOf(request).member.id);
    return count;
  });
  bind.bind(markMessageRead, async ({ id }, request) => messages.markRead(memberOf(request).member.id, id));
}
