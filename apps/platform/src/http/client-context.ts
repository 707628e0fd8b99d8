import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../modules/merchants/merchant.ts';
import type { MerchantService } from '../modules/merchants/merchants.service.ts';
import { countryOfIp } from '../modules/region/ip-country-database.ts';
import { languageOf, merchantOf } from './request-context.ts';

/** Who is calling (signing in, registering, recovering a password), from where. */
export interface ClientContext {
  merchant: Merchant;
  ip: string;
  userAgent: string;
  country: string | null;
  language: string;
}

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
