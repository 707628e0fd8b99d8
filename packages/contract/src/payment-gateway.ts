import { z } from 'zod';

/**
 * The protocol between the platform and a payment gateway (and the development gateway simulator).
 *
 * Redirect: the platform sends the player to `GET <gateway>/pay?<fields in gatewayRedirectFields order>&signature=<hex>`,
 * where the signature is the hex HMAC-SHA256 of the query string before `&signature=` under the shared secret.
 *
 * Callback: the gateway posts `gatewayCallbackSchema` as JSON to the order's `callbackUrl` with header
 * `X-Signature`, the hex HMAC-SHA256 of the raw body. The body carries `timestamp` (ms); a callback older than
 * five minutes is refused. A callback is answered with the usual envelope.
 */
export const gatewayRedirectFields = [
  'orderId',
  'merchant',
  'amount',
  'currency',
  'callbackUrl',
  'returnUrl',
  'expiresAt',
] as const;

export type GatewayRedirectFields = Record<(typeof gatewayRedirectFields)[number], string>;

/** The signed part of the redirect query, in its fixed order. */
export function gatewayRedirectQuery(fields: GatewayRedirectFields): string {
  return gatewayRedirectFields.map((name) => `${name}=${encodeURIComponent(fields[name])}`).join('&');
}

export const gatewayCallbackPath = '/pay/gateway/callback';
export const gatewaySignatureHeader = 'x-signature';

export const gatewayCallbackSchema = z.strictObject({
  orderId: z.string().min(8).max(64),
  status: z.enum(['paid', 'failed']),
  amount: z.number(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  gatewayTransactionId: z.string().min(1).max(64),
  timestamp: z.number().int().positive(),
});

export type GatewayCallback = z.infer<typeof gatewayCallbackSchema>;
