import { parseMoneyText, toWireMoney, type PaymentChannel, type PaymentChannelKind } from '@ficha/contract';

/** The channel form's values as typed (amounts are text until saved). */
export interface ChannelDraft {
  code: string;
  kind: PaymentChannelKind;
  name: string;
  nameEs: string;
  nameEn: string;
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  instructions: string;
  minAmount: string;
  maxAmount: string;
  sortOrder: string;
  enabled: boolean;
}

export type ChannelDraftField =
  'code' | 'name' | 'minAmount' | 'maxAmount' | 'sortOrder' | 'accountNumber' | 'bankName' | 'accountHolder';

export const emptyChannelDraft: ChannelDraft = {
  code: '',
  kind: 'bank_transfer',
  name: '',
  nameEs: '',
  nameEn: '',
  bankName: '',
  accountHolder: '',
  accountNumber: '',
  instructions: '',
  minAmount: '',
  maxAmount: '',
  sortOrder: '0',
  enabled: true,
};

export function draftOf(channel: PaymentChannel): ChannelDraft {
  return {
    code: channel.code,
    kind: channel.kind,
    name: channel.name,
    nameEs: channel.names.ES ?? '',
    nameEn: channel.names.EN ?? '',
    bankName: channel.bankName,
    accountHolder: channel.accountHolder,
    accountNumber: channel.accountNumber,
    instructions: channel.instructions,
    minAmount: channel.minAmount.toFixed(2),
    maxAmount: channel.maxAmount.toFixed(2),
    sortOrder: String(channel.sortOrder),
    enabled: channel.enabled,
  };
}

export type ChannelProblem = 'required' | 'codeInvalid' | 'amountInvalid' | 'maxBelowMin' | 'sortInvalid';

/** Each field's problem, a key under `paymentChannels.` (the server checks the same again). */
export function draftProblems(draft: ChannelDraft, isNew: boolean): Partial<Record<ChannelDraftField, ChannelProblem>> {
  const problems: Partial<Record<ChannelDraftField, ChannelProblem>> = {};
  if (isNew && !/^[a-z0-9][a-z0-9_-]{1,31}$/.test(draft.code)) problems.code = 'codeInvalid';
  if (!draft.name.trim()) problems.name = 'required';
  const min = parseMoneyText(draft.minAmount.trim());
  const max = parseMoneyText(draft.maxAmount.trim());
  if (!min.ok || min.minor === 0n) problems.minAmount = 'amountInvalid';
  if (!max.ok || max.minor === 0n) problems.maxAmount = 'amountInvalid';
  else if (min.ok && min.minor > max.minor) problems.maxAmount = 'maxBelowMin';
  if (!/^\d{1,4}$/.test(draft.sortOrder.trim())) problems.sortOrder = 'sortInvalid';
  if (draft.kind !== 'gateway') {
    if (!draft.accountNumber.trim()) problems.accountNumber = 'required';
    if (!draft.accountHolder.trim()) problems.accountHolder = 'required';
    if (draft.kind === 'bank_transfer' && !draft.bankName.trim()) problems.bankName = 'required';
  }
  return problems;
}

/** The request body of a valid draft (call `draftProblems` first). */
export function channelFieldsOf(draft: ChannelDraft) {
  const amount = (text: string) => {
    const parsed = parseMoneyText(text.trim());
    return parsed.ok ? toWireMoney(parsed.minor) : 0;
  };
  const names: { ES?: string; EN?: string } = {};
  if (draft.nameEs.trim()) names.ES = draft.nameEs.trim();
  if (draft.nameEn.trim()) names.EN = draft.nameEn.trim();
  return {
    kind: draft.kind,
    name: draft.name.trim(),
    names,
    bankName: draft.bankName.trim(),
    accountHolder: draft.accountHolder.trim(),
    accountNumber: draft.accountNumber.trim(),
    instructions: draft.instructions.trim(),
    minAmount: amount(draft.minAmount),
    maxAmount: amount(draft.maxAmount),
    enabled: draft.enabled,
    sortOrder: Number(draft.sortOrder.trim()),
  };
}
