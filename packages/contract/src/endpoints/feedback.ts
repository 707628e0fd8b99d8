import { z } from 'zod';
import { businessConstants } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { text } from '../schemas.ts';

/** SPEC §3 "Feedback": other 0, deposit 1, withdrawal 2, game 3, customer service 4, agent application 6. */
export const feedbackQuestionTypes = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];

export const sendFeedback = defineEndpoint({
  name: 'sendFeedback',
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'none',
  moduleId: 'FEEDBACK3',
  tag: 'content',
  summary:
    'Feedback from a visitor or a member (a signed-in member is taken from the token, never from `sender`); ' +
    'captcha required, rate limited per address',
  request: z.strictObject({
    type: z.literal(feedbackQuestionTypes),
    /** Trimmed, then 1 to 200 characters (SPEC §5 "Feedback"). */
    content: text(10_000).min(1).max(businessConstants.feedback.descriptionMaxLength),
    /** The name a visitor gives; ignored for a signed-in member. */
    sender: text(64).optional(),
    /** The id of the captcha answered; without it the captcha counts as wrong (the original client sends none). */
    captchaId: z.string().max(64).optional(),
    captcha: text(16).min(1),
  }),
  response: z.object({ id: z.number().int() }),
});
