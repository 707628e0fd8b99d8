import { answerConsoleFeedback, listConsoleFeedback, sendFeedback } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { optionalMemberOf } from '../../http/optional-member.ts';
import {
  merchantOf,
  operatorActorOf as actorOf,
  operatorMerchantIdOf as merchantIdOf,
} from '../../http/request-context.ts';
import type { SessionService } from '../sessions/sessions.service.ts';
import type { FeedbackService } from './feedback.service.ts';

export function feedbackRoutes(bind: EndpointBinder, deps: { feedback: FeedbackService; sessions: SessionService }) {
  bind.bind(sendFeedback, async (input, request) => {
    const identity = await optionalMemberOf(request, deps.sessions);
    return deps.feedback.send(
      {
        merchantId: merchantOf(request).id,
        ip: request.ip,
        member: identity ? { id: identity.member.id, username: identity.member.username } : null,
      },
      input,
    );
  });

  bind.bind(listConsoleFeedback, async ({ status, pageNo, pageSize }, request) =>
    deps.feedback.list(merchantIdOf(request), status, pageNo, pageSize),
  );

  bind.bind(answerConsoleFeedback, async ({ id, answer }, request) =>
    deps.feedback.answer(merchantIdOf(request), id, answer, actorOf(request)),
  );
}
