import {
  cancelOperatorMessage,
  getOperatorMessage,
  listOperatorMessages,
  listPlayerMessages,
  previewMessageAudience,
  sendOperatorMessage,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorActorOf, operatorMerchantIdOf as merchantIdOf } from '../../http/request-context.ts';
import type { OperatorMessageService } from './operator-messages.service.ts';

/** The console's messages (decision 0064): every call in the signed-in operator's merchant only. */
export function operatorMessageRoutes(bind: EndpointBinder, messages: OperatorMessageService) {
  bind.bind(previewMessageAudience, async ({ audience }, request) => messages.preview(merchantIdOf(request), audience));
  bind.bind(sendOperatorMessage, async (input, request) =>
    messages.send(merchantIdOf(request), operatorActorOf(request), input),
  );
  bind.bind(listOperatorMessages, async (input, request) => messages.list(merchantIdOf(request), input));
  bind.bind(getOperatorMessage, async (input, request) => messages.detail(merchantIdOf(request), input));
  bind.bind(listPlayerMessages, async (input, request) => messages.ofPlayer(merchantIdOf(request), input));
  bind.bind(cancelOperatorMessage, async ({ id }, request) =>
    messages.cancel(merchantIdOf(request), operatorActorOf(request), id),
  );
}
