import {
  approveWithdrawal,
  bindBankAccount,
  changeBankAccount,
  confirmWithdrawal,
  getPaymentConfirmationList,
  getWithdrawalProof,
  getWithdrawalSettingsForEdit,
  getWithdrawSettings,
  listBankAccounts,
  listMemberWithdrawals,
  listWithdrawalQueue,
  payWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
  updateWithdrawalSettings,
} from '@ficha/contract';
import type { EndpointBinder } from '@ficha/contract/server';
import type { FastifyRequest } from 'fastify';
import {
  memberOf,
  merchantOf,
  operatorActorOf as actorOf,
  operatorMerchantIdOf as merchantIdOf,
} from '../../http/request-context.ts';
import { wireChange, type ProtectionChangeService } from '../protection-changes/protection-changes.service.ts';
import type { BankAccountService } from './bank-accounts.service.ts';
import type { WithdrawalReviewService } from './withdrawal-review.service.ts';
import type { WithdrawalSettingsService } from './withdrawal-settings.service.ts';
import type { WithdrawalService } from './withdrawals.service.ts';

export function withdrawalRoutes(
  bind: EndpointBinder,
  deps: {
    withdrawals: WithdrawalService;
    bankAccounts: BankAccountService;
    review: WithdrawalReviewService;
    settings: WithdrawalSettingsService;
    protection: ProtectionChangeService;
  },
) {
  const member = (request: FastifyRequest) => memberOf(request).member;

  bind.bind(getWithdrawSettings, async (_input, request) =>
    deps.withdrawals.settingsFor(merchantOf(request), member(request)),
  );
  bind.bind(listBankAccounts, async (_input, request) => deps.bankAccounts.list(merchantOf(request), member(request)));
  bind.bind(bindBankAccount, async (input, request) =>
    deps.bankAccounts.bind(merchantOf(request), member(request), input),
  );
  bind.bind(changeBankAccount, async ({ bankAccountId, ...input }, request) =>
    deps.bankAccounts.change(merchantOf(request), member(request), bankAccountId, input),
  );
  bind.bind(requestWithdrawal, async (input, request) =>
    deps.withdrawals.request(merchantOf(request), member(request), {
      amountMinor: input.amount,
      bankAccountId: input.bankAccountId,
      paymentPassword: input.paymentPassword,
      forfeitBonus: input.forfeitBonus === true,
    }),
  );
  bind.bind(listMemberWithdrawals, async (input, request) =>
    deps.withdrawals.list(merchantOf(request), member(request), input.pageNo, input.pageSize),
  );
  bind.bind(getPaymentConfirmationList, async (_input, request) =>
    deps.withdrawals.awaitingConfirmation(merchantOf(request), member(request)),
  );
  bind.bind(confirmWithdrawal, async (input, request) =>
    deps.withdrawals.confirm(merchantOf(request), member(request), input),
  );

  bind.bind(getWithdrawalSettingsForEdit, async (_input, request) => {
    // First: a change whose delay ran out is applied before the settings are read.
    const pendingChange = await deps.protection.pending('withdrawal-settings', merchantIdOf(request));
    return { ...(await deps.settings.forEdit(merchantIdOf(request))), pendingChange };
  });
  bind.bind(updateWithdrawalSettings, async (input, request) => {
    const pendingChange = await deps.protection.change(
      'withdrawal-settings',
      merchantIdOf(request),
      wireChange(input),
      actorOf(request),
    );
    return { ...(await deps.settings.forEdit(merchantIdOf(request))), pendingChange };
  });
  bind.bind(listWithdrawalQueue, async ({ pageNo, pageSize, ...filter }, request) =>
    deps.review.queue(merchantIdOf(request), filter, pageNo, pageSize),
  );
  bind.bind(approveWithdrawal, async (input, request) =>
    deps.review.approve(merchantIdOf(request), input.withdrawalId, actorOf(request)),
  );
  bind.bind(payWithdrawal, async (input, request) =>
    deps.review.pay(merchantIdOf(request), input.withdrawalId, actorOf(request)),
  );
  bind.bind(rejectWithdrawal, async (input, request) =>
    deps.review.reject(merchantIdOf(request), input.withdrawalId, input.reason, actorOf(request)),
  );
  bind.bind(getWithdrawalProof, async (input, request) => deps.review.proof(merchantIdOf(request), input.withdrawalId));
}
