import {
  approveDeposit,
  createPaymentChannel,
  getDepositProof,
  getDepositSettings,
  getMyDepositProof,
  listDepositChannels,
  listMyDeposits,
  listPaymentChannels,
  rejectDeposit,
  searchDeposits,
  submitDeposit,
  updatePaymentChannel,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import { clientContext } from '../../http/client-context.ts';
import {
  languageOf,
  memberOf,
  merchantOf,
  operatorActorOf,
  operatorMerchantIdOf as merchantIdOf,
} from '../../http/request-context.ts';
import type { DepositService } from './deposits.service.ts';
import type { PaymentChannelService } from './payment-channels.service.ts';

export function depositRoutes(
  bind: EndpointBinder,
  deps: { deposits: DepositService; channels: PaymentChannelService },
) {
  const memberRow = (request: FastifyRequest) => memberOf(request).member;

  bind.bind(getDepositSettings, async (_input, request) =>
    deps.deposits.settings(merchantOf(request), memberRow(request)),
  );
  bind.bind(listDepositChannels, async (_input, request) => {
    deps.deposits.assertMember(merchantOf(request), memberRow(request));
    return deps.channels.enabledFor(merchantOf(request).id, languageOf(request));
  });
  bind.bind(submitDeposit, async (input, request) =>
    deps.deposits.submit(merchantOf(request), memberRow(request), input, await clientContext(request)),
  );
  bind.bind(listMyDeposits, async (input, request) =>
    deps.deposits.listOwn(merchantOf(request), memberRow(request), input.pageNo, input.pageSize),
  );
  bind.bind(getMyDepositProof, async (input, request) =>
    deps.deposits.ownProof(merchantOf(request), memberRow(request), input.depositId),
  );

  bind.bind(listPaymentChannels, async (_input, request) => deps.channels.list(merchantIdOf(request)));
  bind.bind(createPaymentChannel, async (input, request) =>
    deps.channels.create(merchantIdOf(request), input, operatorActorOf(request)),
  );
  bind.bind(updatePaymentChannel, async ({ id, ...patch }, request) =>
    deps.channels.update(merchantIdOf(request), id, patch, operatorActorOf(request)),
  );
  bind.bind(searchDeposits, async (input, request) => deps.deposits.search(merchantIdOf(request), input));
  bind.bind(getDepositProof, async (input, request) =>
    deps.deposits.consoleProof(merchantIdOf(request), input.depositId),
  );
  bind.bind(approveDeposit, async (input, request) =>
    deps.deposits.approve(merchantIdOf(request), input.depositId, operatorActorOf(request)),
  );
  bind.bind(rejectDeposit, async (input, request) =>
    deps.deposits.reject(merchantIdOf(request), input.depositId, input.reason, operatorActorOf(request)),
  );
}
