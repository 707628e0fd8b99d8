import {
  DomainError,
  toWireMoney,
  type DepositChannel,
  type LanguageCode,
  type PaymentChannel,
  type PaymentChannelKind,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { PaymentChannelRow } from '../../db/schema/index.ts';
import type { LobbyCacheHooks } from '../../cache/lobby-changes.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import {
  findChannelById,
  insertChannel,
  listChannelRows,
  updateChannel,
  type PaymentChannelPatch,
} from './deposits.queries.ts';

export interface ChannelFields {
  kind: PaymentChannelKind;
  name: string;
  names: Partial<Record<LanguageCode, string>>;
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  instructions: string;
  minAmount: bigint;
  maxAmount: bigint;
  enabled: boolean;
  sortOrder: number;
}

export function toPaymentChannel(row: PaymentChannelRow): PaymentChannel {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: row.name,
    names: row.names,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    accountNumber: row.accountNumber,
    instructions: row.instructions,
    minAmount: toWireMoney(row.minAmountMinor),
    maxAmount: toWireMoney(row.maxAmountMinor),
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The channel as a player sees it, named in the request language when the channel has that translation. */
export function toDepositChannel(row: PaymentChannelRow, language: LanguageCode): DepositChannel {
  return {
    code: row.code,
    kind: row.kind,
    name: row.names[language] ?? row.name,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    accountNumber: row.accountNumber,
    instructions: row.instructions,
    minAmount: toWireMoney(row.minAmountMinor),
    maxAmount: toWireMoney(row.maxAmountMinor),
  };
}

/** min ≤ max, and a manual channel (bank transfer, e-wallet) names the account the player pays into. */
function checkChannel(fields: ChannelFields) {
  if (fields.minAmount > fields.maxAmount) throw new DomainError('payment_channel_invalid');
  if (fields.kind !== 'gateway' && (!fields.accountHolder || !fields.accountNumber))
    throw new DomainError('payment_channel_invalid');
  if (fields.kind === 'bank_transfer' && !fields.bankName) throw new DomainError('payment_channel_invalid');
}

function columnsOf(fields: ChannelFields): PaymentChannelPatch {
  const { minAmount, maxAmount, ...rest } = fields;
  return { ...rest, minAmountMinor: minAmount, maxAmountMinor: maxAmount };
}

function fieldsOf(row: PaymentChannelRow): ChannelFields {
  return {
    kind: row.kind,
    name: row.name,
    names: row.names,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    accountNumber: row.accountNumber,
    instructions: row.instructions,
    minAmount: row.minAmountMinor,
    maxAmount: row.maxAmountMinor,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  };
}

/**
 * Payment channels per merchant: the console edits them (audited), players see the enabled ones; a change drops
 * the cached status payload, whose footer shows the enabled channels' kinds.
 */
export function createPaymentChannelService(db: Db, deps: { audit: AuditService; lobby?: LobbyCacheHooks }) {
  return {
    async list(merchantId: number): Promise<PaymentChannel[]> {
      return (await listChannelRows(db, merchantId, false)).map(toPaymentChannel);
    },

    /** The kinds of the merchant's enabled channels, each once, in the channels' order (the footer's logos). */
    async enabledKinds(merchantId: number): Promise<PaymentChannelKind[]> {
      const rows = await listChannelRows(db, merchantId, true);
      return [...new Set(rows.map((row) => row.kind as PaymentChannelKind))];
    },

    async enabledFor(merchantId: number, language: LanguageCode): Promise<DepositChannel[]> {
      return (await listChannelRows(db, merchantId, true)).map((row) => toDepositChannel(row, language));
    },

    async create(merchantId: number, input: ChannelFields & { code: string }, actor: Actor): Promise<PaymentChannel> {
      checkChannel(input);
      const { code, ...fields } = input;
      const row = await db.transaction(async (tx) => {
        const inserted = await insertChannel(tx, { merchantId, code, ...columnsOf(fields) } as never);
        if (!inserted) throw new DomainError('payment_channel_code_taken');
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'payment_channel.create',
          target: `payment_channel:${code}`,
          before: null,
          after: toPaymentChannel(inserted),
        });
        return inserted;
      });
      deps.lobby?.changed(merchantId);
      return toPaymentChannel(row);
    },

    async update(merchantId: number, id: number, patch: Partial<ChannelFields>, actor: Actor): Promise<PaymentChannel> {
      const before = await findChannelById(db, merchantId, id);
      if (!before) throw new DomainError('not_found');
      const next = { ...fieldsOf(before), ...patch };
      checkChannel(next);
      const row = await db.transaction(async (tx) => {
        const updated = await updateChannel(tx, merchantId, id, columnsOf(next));
        if (!updated) throw new DomainError('not_found');
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'payment_channel.update',
          target: `payment_channel:${before.code}`,
          before: toPaymentChannel(before),
          after: toPaymentChannel(updated),
        });
        return updated;
      });
      deps.lobby?.changed(merchantId);
      return toPaymentChannel(row);
    },
  };
}

export type PaymentChannelService = ReturnType<typeof createPaymentChannelService>;
