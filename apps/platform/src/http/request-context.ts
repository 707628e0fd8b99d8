import { requestLanguage } from '@ficha/contract/server';
import type { LanguageCode } from '@ficha/contract';
import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../modules/merchants/merchant.ts';
import type { Actor } from '../modules/merchants/merchants.service.ts';
import type { OperatorIdentity } from '../modules/operators/operators.service.ts';
import type { MemberIdentity } from '../modules/sessions/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant | null;
    operator: OperatorIdentity | null;
    member: MemberIdentity | null;
  }
}

/** The merchant resolved for the request by the access hook. */
export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new Error('merchant not resolved for this route');
  return request.merchant;
}

/** The signed-in member of a route whose endpoint needs a member session. */
export function memberOf(request: FastifyRequest): MemberIdentity {
  if (!request.member) throw new Error('member not authenticated for this route');
  return request.member;
}

export function operatorOf(request: FastifyRequest): OperatorIdentity {
  if (!request.operator) throw new Error('operator not authenticated for this route');
  return request.operator;
}

/** The request language, falling back to the merchant's default. */
export function languageOf(request: FastifyRequest): LanguageCode {
  return requestLanguage(request, request.merchant?.defaultLanguage);
}

/** The merchant of the signed-in operator: console calls act only inside it. */
export function operatorMerchantIdOf(request: FastifyRequest): number {
  return operatorOf(request).merchantId;
}

/** The signed-in operator as the actor of an audited change. */
export function operatorActorOf(request: FastifyRequest): Actor {
  const operator = operatorOf(request);
  return { type: 'operator', id: operator.id, name: operator.username, ip: request.ip };
}
