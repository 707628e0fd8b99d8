import { gatewayCallbackPath, gatewaySignatureHeader, ok, startGatewayDeposit } from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyInstance } from 'fastify';
import { memberOf, merchantOf } from '../../../http/request-context.ts';
import { clientContext, mailOrigin } from '../../../http/client-context.ts';
import type { MerchantService } from '../../merchants/merchants.service.ts';
import type { PaymentGatewayService } from './payment-gateway.service.ts';

/**
 * The player starts a gateway deposit through the contract; the gateway's callback is a plain route, because
 * its signature covers the raw body: in its own scope JSON bodies stay text until the signature is checked.
 */
export function paymentGatewayRoutes(
  app: FastifyInstance,
  bind: EndpointBinder,
  deps: { gateway: PaymentGatewayService; merchants: MerchantService },
) {
  const { gateway } = deps;
  // The callback and return addresses use the request's origin only when its host is one of the merchant's
  // domains (else the main domain), so a forged Host header can't send the gateway's callback elsewhere.
  bind.bind(startGatewayDeposit, async (input, request) =>
    gateway.start(
      merchantOf(request),
      memberOf(request).member,
      input,
      await mailOrigin(request, deps.merchants),
      await clientContext(request),
    ),
  );

  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(gatewayCallbackPath, async (request) => {
      const header = request.headers[gatewaySignatureHeader];
      return ok(
        await gateway.callback(
          typeof request.body === 'string' ? request.body : '',
          Array.isArray(header) ? header[0] : header,
        ),
      );
    });
  });
}
