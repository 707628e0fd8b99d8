import { DomainError, getCaptcha, getGeetestCaptcha } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { merchantOf } from '../../http/request-context.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limits/rate-limits.service.ts';
import type { CaptchaService } from './captcha.service.ts';

/** Fresh captchas per visitor IP; the client refreshes at most once a second (SPEC §9). */
export const captchaIssueLimit: RateLimitRule = { limit: 30, windowMs: 60_000 };

export function captchaRoutes(bind: EndpointBinder, deps: { captcha: CaptchaService; rateLimiter: RateLimiter }) {
  bind.bind(getCaptcha, async (_input, request) => {
    await deps.rateLimiter.consume(`captcha:ip:${request.ip}`, captchaIssueLimit);
    return deps.captcha.issue(merchantOf(request).id);
  });
  // No Geetest account can be configured here: the module is off for every merchant, and says so (decision 0043).
  bind.bind(getGeetestCaptcha, async () => {
    throw new DomainError('function.not.available');
  });
}
