import { DomainError, type ConsoleFeedback, type FeedbackQuestionType } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { FeedbackRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import type { MessageService } from '../messages/messages.service.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limits/rate-limits.service.ts';
import { insertFeedback, listFeedbackRows, lockFeedback, saveAnswer } from './feedback.queries.ts';

/** Feedback sent from one address, and by one member from anywhere. */
export const feedbackIpLimit: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };
export const feedbackMemberLimit: RateLimitRule = { limit: 10, windowMs: 24 * 3_600_000 };

function toConsoleFeedback(row: FeedbackRow): ConsoleFeedback {
  return {
    id: row.id,
    memberId: row.memberId,
    sender: row.sender,
    type: row.questionType as FeedbackQuestionType,
    content: row.content,
    status: row.status,
    answer: row.answer,
    answeredBy: row.answeredBy,
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface FeedbackInput {
  type: FeedbackQuestionType;
  content: string;
  sender?: string | undefined;
  captchaId?: string | undefined;
  captcha: string;
}

/**
 * Feedback from the site (SPEC §3, §5, §7.1) and the console's inbox. Anyone may send (SPEC §6: visitors too);
 * a signed-in member is known from the session and its answer comes back as a platform message.
 */
export function createFeedbackService(
  db: Db,
  deps: { captcha: CaptchaService; rateLimiter: RateLimiter; audit: AuditService; messages: MessageService },
) {
  return {
    async send(
      ctx: { merchantId: number; ip: string; member: { id: number; username: string } | null },
      input: FeedbackInput,
    ): Promise<{ id: number }> {
      await deps.rateLimiter.consume(`feedback:ip:${ctx.ip}`, feedbackIpLimit);
      if (ctx.member) await deps.rateLimiter.consume(`feedback:member:${ctx.member.id}`, feedbackMemberLimit);
      if (!(await deps.captcha.verify(ctx.merchantId, input.captchaId, input.captcha))) {
        throw new DomainError('captcha_error');
      }
      const id = await insertFeedback(db, {
        merchantId: ctx.merchantId,
        memberId: ctx.member?.id ?? null,
        sender: ctx.member?.username ?? input.sender ?? '',
        questionType: input.type,
        content: input.content,
        ip: ctx.ip,
        status: 'open',
      });
      return { id };
    },

    async list(merchantId: number, status: 'open' | 'answered' | undefined, pageNo: number, pageSize: number) {
      const { rows, total } = await listFeedbackRows(db, merchantId, status, (pageNo - 1) * pageSize, pageSize);
      return { list: rows.map(toConsoleFeedback), pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
    },

    /** Answers once: the answer is stored, audited and, for a member's feedback, sent as a message — together. */
    async answer(merchantId: number, id: number, answer: string, actor: Actor): Promise<ConsoleFeedback> {
      return db.transaction(async (tx) => {
        const current = await lockFeedback(tx, merchantId, id);
        if (!current) throw new DomainError('not_found');
        if (current.status !== 'open') throw new DomainError('conflict');
        const row = await saveAnswer(tx, id, answer, actor.name);
        if (row.memberId !== null) {
          await deps.messages.send(
            tx,
            { merchantId, memberId: row.memberId, kind: 'feedback_answer', body: answer, quote: row.content },
            { feedbackId: id },
          );
        }
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'feedback.answer',
          target: `feedback:${id}`,
          before: { status: current.status },
          after: { status: row.status, answer },
        });
        return toConsoleFeedback(row);
      });
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
