import type { FastifyRequest } from 'fastify';
import { languageOf, merchantOf } from '../../http/request-context.ts';
import type { MerchantService } from '../merchants/merchants.service.ts';
import { countryOfIp } from '../region/ip-country-database.ts';
import type { ClientContext } from './sign-in.ts';

export async function clientContext(request: FastifyRequest): Promise<ClientContext> {
  const userAgent = request.headers['user-agent'];
  return {
    merchant: merchantOf(request),
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : '',
    country: await countryOfIp(request.ip),
    language: languageOf(request),
  };
}

/**
 * Where links in mails point: the request's own origin when its host is one of the merchant's domains,
 * otherwise the merchant's main domain — a forged Host header can't redirect a reset link.
 */
export async function mailOrigin(request: FastifyRequest, merchants: MerchantService): Promise<string> {
  const merchant = merchantOf(request);
  const domains = await merchants.domainRoutes(merchant);
  if (domains.some((d) => d.domain === request.hostname.toLowerCase())) return `${request.protocol}://${request.host}`;
  return `https://${merchant.mainDomain}`;
}
