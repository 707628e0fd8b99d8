import { DomainError, roleMayCall, type Endpoint } from '@ficha/contract';
import type { CallerResolvers } from '@ficha/contract/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MerchantService } from '../modules/merchants/merchants.service.ts';
import { allowedBeforeOperatorPasswordChange } from '../modules/operators/operator-password-policy.ts';
import { allowedBeforeTotpEnrolment } from '../modules/operators/operator-totp-policy.ts';
import type { OperatorService } from '../modules/operators/operators.service.ts';
import type { RegionService } from '../modules/region/region.service.ts';
import type { SessionService } from '../modules/sessions/sessions.service.ts';

/**
 * Calls that keep working during maintenance and region blocks: the client needs them to show those pages, and
 * uploaded media (banner images) are public files that the console shows too.
 */
const alwaysOpenTags = new Set(['system', 'session', 'media']);

/** What a member who must change its password may still do (SPEC §4: the forced change comes first). */
const allowedBeforePasswordChange = new Set(['getMemberInfo', 'changePassword', 'logout', 'updateLanguage']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Who calls a platform route, by its endpoint's `auth` (bound through `installContractHttp`'s `callers`; the
 * seamless scope adds its `provider` resolver): console operator calls resolve the operator (refused outside its
 * address ranges, until it changes a password an owner set, and with `operator_forbidden` when its role lacks the
 * call's permission — the one place roles are enforced) and its merchant; member-site calls resolve the merchant,
 * are refused while it is in maintenance (503) or the visitor's region is blocked (403), and member calls then
 * resolve the signed-in member.
 */
export function accessCallers(
  app: FastifyInstance,
  deps: { merchants: MerchantService; operators: OperatorService; region: RegionService; sessions: SessionService },
): Required<Pick<CallerResolvers, 'none' | 'member' | 'operator'>> {
  app.decorateRequest('merchant', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('member', null);

  async function operator(request: FastifyRequest, endpoint: Endpoint) {
    request.operator = await deps.operators.authenticate(header(request, 'authorization'), request.ip);
    // Decision 0066: a password an owner set is changed first; decision 0018: then a role that requires a second
    // factor sets it up before anything else.
    if (request.operator.mustChangePassword) {
      if (!allowedBeforeOperatorPasswordChange.has(endpoint.name)) throw new DomainError('password_change_required');
    } else if (
      request.operator.totpRequired &&
      !request.operator.totpEnabled &&
      !allowedBeforeTotpEnrolment.has(endpoint.name)
    ) {
      throw new DomainError('operator_totp_enrolment_required');
    }
    if (!roleMayCall(request.operator.grant, endpoint.name)) throw new DomainError('operator_forbidden');
    request.merchant = await deps.merchants.byId(request.operator.merchantId);
  }

  /** The member site's gate; answers false for the calls that stay open to everyone (system, session). */
  async function site(request: FastifyRequest, endpoint: Endpoint): Promise<boolean> {
    if (header(request, 'merchant') !== undefined && Array.isArray(request.headers['merchant'])) {
      // spec: upstream-api §2.2 — exactly one Merchant header.
      throw new DomainError('function.not.available');
    }
    const merchant = await deps.merchants.resolve(header(request, 'merchant'), request.hostname);
    request.merchant = merchant;
    if (alwaysOpenTags.has(endpoint.tag)) return false;
    if (merchant.maintenance) throw new DomainError('game_maintenance');
    if ((await deps.region.decide(merchant, request.ip)).blocked) throw new DomainError('blockip');
    if (endpoint.moduleId && !merchant.enabledModules.has(endpoint.moduleId)) {
      throw new DomainError('function.not.available');
    }
    return true;
  }

  return {
    async none(request, endpoint) {
      if (endpoint.tag !== 'console') await site(request, endpoint);
    },
    async operator(request, endpoint) {
      if (endpoint.tag === 'console') await operator(request, endpoint);
      else await site(request, endpoint);
    },
    async member(request, endpoint) {
      if (endpoint.tag === 'console' || !(await site(request, endpoint))) return;
      request.member = await deps.sessions.authenticate(header(request, 'authorization'), request.merchant!.id);
      if (request.member.member.mustChangePassword && !allowedBeforePasswordChange.has(endpoint.name)) {
        throw new DomainError('password_change_required');
      }
    },
  };
}
