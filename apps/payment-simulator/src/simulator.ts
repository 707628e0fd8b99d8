import { randomBytes } from 'node:crypto';
import {
  DomainError,
  gatewayRedirectFields,
  gatewaySignatureHeader,
  ok,
  type GatewayCallback,
  type GatewayRedirectFields,
} from '@ficha/contract';
import { installContractHttp, signPayload, verifySignature } from '@ficha/contract/server';
import { baseCspDirectives, installSecurityHeaders, serverOptions } from '@ficha/server-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messagePage, paymentPage } from './payment-page.ts';

interface Order {
  fields: GatewayRedirectFields;
  /** The last callback sent, byte for byte, so a test can send it again. */
  lastCallback?: { body: string; signature: string };
}

export interface CallbackDelivery {
  httpStatus: number;
  response: unknown;
}

/**
 * A payment gateway for development and tests, played on loopback: it checks the platform's signed redirect,
 * shows a payment page (pay or fail), and posts the signed callback. Test hooks send a callback on demand
 * (e.g. a late one) or resend the last one unchanged (a duplicate).
 */
export function buildSimulator(options: { secret: string }): FastifyInstance {
  const app = Fastify(serverOptions({ service: 'payment-simulator', logLevel: 'silent', trustProxy: 'false' }));
  const orders = new Map<string, Order>();

  // The envelope for every API answer and failure (router-level ones included), the form parser of the page.
  installContractHttp(app);
  // The pages have no script and one inline style sheet; nobody frames a payment page. No form-action: the
  // page's form is answered with a redirect to the merchant, which form-action would block.
  installSecurityHeaders(app, {
    ...baseCspDirectives,
    'script-src': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'frame-ancestors': ["'none'"],
  });

  async function deliver(order: Order, body: string, signature: string): Promise<CallbackDelivery> {
    order.lastCallback = { body, signature };
    const response = await fetch(order.fields.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [gatewaySignatureHeader]: signature },
      body,
    });
    return { httpStatus: response.status, response: await response.json().catch(() => null) };
  }

  function sendCallback(order: Order, status: GatewayCallback['status']) {
    const callback: GatewayCallback = {
      orderId: order.fields.orderId,
      status,
      amount: Number(order.fields.amount),
      currency: order.fields.currency,
      gatewayTransactionId: `sim_${randomBytes(8).toString('hex')}`,
      timestamp: Date.now(),
    };
    const body = JSON.stringify(callback);
    return deliver(order, body, signPayload(options.secret, body));
  }

  app.get('/health', async () => ok({ status: 'ok' }));

  app.get('/pay', async (request, reply) => {
    const raw = request.url.split('?')[1] ?? '';
    const at = raw.lastIndexOf('&signature=');
    const signed = at >= 0 ? raw.slice(0, at) : '';
    if (!verifySignature(options.secret, signed, at >= 0 ? raw.slice(at + '&signature='.length) : undefined))
      return reply.status(400).type('text/html').send(messagePage('Invalid request', 'The signature does not match.'));
    const params = new URLSearchParams(signed);
    const fields = Object.fromEntries(
      gatewayRedirectFields.map((name) => [name, params.get(name) ?? '']),
    ) as GatewayRedirectFields;
    if (!orders.has(fields.orderId)) orders.set(fields.orderId, { fields });
    return reply.type('text/html').send(paymentPage(fields));
  });

  const decision = z.object({ orderId: z.string().min(1).max(64), outcome: z.enum(['paid', 'failed']) });

  app.post('/pay/decide', async (request, reply) => {
    const parsed = decision.safeParse(request.body);
    const order = parsed.success ? orders.get(parsed.data.orderId) : undefined;
    if (!parsed.success || !order)
      return reply.status(404).type('text/html').send(messagePage('Unknown order', 'This order was never opened.'));
    const delivery = await sendCallback(order, parsed.data.outcome);
    if (delivery.httpStatus === 200) return reply.redirect(order.fields.returnUrl, 303);
    return reply
      .type('text/html')
      .send(
        messagePage(
          'Merchant refused',
          `The merchant answered ${delivery.httpStatus}: ${JSON.stringify(delivery.response)}`,
          order.fields.returnUrl,
        ),
      );
  });

  // Test hooks.
  const orderOf = (orderId: string) => {
    const order = orders.get(orderId);
    if (!order) throw new DomainError('not_found');
    return order;
  };
  const callbackStatus = z.object({ status: z.enum(['paid', 'failed']) });

  app.post<{ Params: { orderId: string } }>('/test/orders/:orderId/callback', async (request) => {
    const body = callbackStatus.safeParse(request.body);
    if (!body.success) throw new DomainError('request_param_err');
    return ok(await sendCallback(orderOf(request.params.orderId), body.data.status));
  });

  app.post<{ Params: { orderId: string } }>('/test/orders/:orderId/duplicate', async (request) => {
    const order = orderOf(request.params.orderId);
    if (!order.lastCallback) throw new DomainError('conflict');
    return ok(await deliver(order, order.lastCallback.body, order.lastCallback.signature));
  });

  return app;
}
