import { liftLoginLock, listLoginLocks, listSignInActivity } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import { operatorOf } from '../../http/request-context.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { LoginThrottle } from './login-throttle.service.ts';

/** The audit actions the console's sign-in activity shows. */
export const signInActivityActions = ['operator.sign_in.', 'member.sign_in.', 'operator.totp.'] as const;

/** The console's view of sign-in limits: locked accounts, an owner's unlock, and the sign-in activity. */
export function loginThrottleRoutes(bind: EndpointBinder, deps: { throttle: LoginThrottle; audit: AuditService }) {
  bind.bind(listLoginLocks, async (_input, request) => ({
    list: await deps.throttle.locks(operatorOf(request).merchantId),
  }));

  bind.bind(liftLoginLock, async (input, request) => {
    const operator = operatorOf(request);
    return deps.throttle.lift(operator.merchantId, input, {
      id: operator.id,
      name: operator.username,
      role: operator.role ?? operator.customRole?.name ?? '',
      ip: request.ip,
    });
  });

  bind.bind(listSignInActivity, async (input, request) =>
    deps.audit.list(operatorOf(request).merchantId, input.pageNo, input.pageSize, signInActivityActions),
  );
}
