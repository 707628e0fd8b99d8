import {
  DomainError,
  confirmOperatorTotp,
  disableOperatorTotp,
  getOperatorCaptcha,
  listConsoleOperators,
  resetOperatorTotp,
  startOperatorTotp,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorOf } from '../../http/request-context.ts';
import { captchaIssueLimit } from '../captcha/captcha.routes.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import type { RateLimiter } from '../rate-limits/rate-limits.service.ts';
import type { OperatorTotpService } from './operator-totp.service.ts';

/** The console sign-in's captcha and the operators' second factor. */
export function operatorSecurityRoutes(
  bind: EndpointBinder,
  deps: { totp: OperatorTotpService; captcha: CaptchaService; merchants: MerchantService; rateLimiter: RateLimiter },
) {
  bind.bind(getOperatorCaptcha, async (input, request) => {
    await deps.rateLimiter.consume(`captcha:ip:${request.ip}`, captchaIssueLimit);
    const merchant = await deps.merchants.byCode(input.merchantCode);
    if (!merchant) throw new DomainError('merchant_not_found');
    return deps.captcha.issue(merchant.id);
  });

  bind.bind(startOperatorTotp, async (_input, request) => deps.totp.start(operatorOf(request)));
  bind.bind(confirmOperatorTotp, async (input, request) =>
    deps.totp.confirm(operatorOf(request), input.code, request.ip),
  );
  bind.bind(disableOperatorTotp, async (input, request) =>
    deps.totp.disable(operatorOf(request), input.code, request.ip),
  );
  bind.bind(listConsoleOperators, async (_input, request) => deps.totp.list(operatorOf(request)));
  bind.bind(resetOperatorTotp, async (input, request) =>
    deps.totp.reset(operatorOf(request), input.operatorId, request.ip),
  );
}
