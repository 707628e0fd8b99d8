import { DomainError, toWireMoney, updateWithdrawalSettings, type WithdrawalSettings } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { WithdrawalSettingsRow } from '../../db/schema/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ProtectedSettings } from '../protection-changes/protection-changes.service.ts';
import { findWithdrawalSettings, upsertWithdrawalSettings } from './withdrawals.queries.ts';

/** The settings a merchant has until an operator changes them. */
export const defaultWithdrawalSettings = {
  minAmountMinor: 10_00n,
  maxAmountMinor: 50_000_00n,
  dailyCount: 5,
  dualApprovalThresholdMinor: 10_000_00n,
  depositTurnoverPct: 100,
  bonusTurnoverPct: 300,
  autoConfirmMinutes: 60,
  bankChangeCoolingHours: 24,
} as const satisfies Omit<WithdrawalSettingsRow, 'merchantId' | 'updatedAt'>;

export type WithdrawalRules = Omit<WithdrawalSettingsRow, 'merchantId' | 'updatedAt'>;

export interface WithdrawalSettingsChange {
  minimumAmount?: bigint | undefined;
  maximumAmount?: bigint | undefined;
  dailyCount?: number | undefined;
  dualApprovalThreshold?: bigint | undefined;
  depositTurnoverMultiplier?: number | undefined;
  bonusTurnoverMultiplier?: number | undefined;
  autoConfirmMinutes?: number | undefined;
  bankChangeCoolingHours?: number | undefined;
}

export function toWireSettings(rules: WithdrawalRules): WithdrawalSettings {
  return {
    minimumAmount: toWireMoney(rules.minAmountMinor),
    maximumAmount: toWireMoney(rules.maxAmountMinor),
    dailyCount: rules.dailyCount,
    dualApprovalThreshold: toWireMoney(rules.dualApprovalThresholdMinor),
    depositTurnoverMultiplier: rules.depositTurnoverPct / 100,
    bonusTurnoverMultiplier: rules.bonusTurnoverPct / 100,
    autoConfirmMinutes: rules.autoConfirmMinutes,
    bankChangeCoolingHours: rules.bankChangeCoolingHours,
  };
}

/** Per-merchant withdrawal rules, in their own table; a merchant without a row has the defaults. */
export function createWithdrawalSettingsService(db: Db, deps: { audit: AuditService }) {
  async function rules(merchantId: number, tx: Db = db): Promise<WithdrawalRules> {
    const row = await findWithdrawalSettings(tx, merchantId);
    if (!row) return { ...defaultWithdrawalSettings };
    const { merchantId: _merchant, updatedAt: _updated, ...rest } = row;
    return rest;
  }

  /** The settings with `change` applied; refuses a minimum above the maximum. */
  function merge(before: WithdrawalRules, change: WithdrawalSettingsChange): WithdrawalRules {
    const after: WithdrawalRules = {
      minAmountMinor: change.minimumAmount ?? before.minAmountMinor,
      maxAmountMinor: change.maximumAmount ?? before.maxAmountMinor,
      dailyCount: change.dailyCount ?? before.dailyCount,
      dualApprovalThresholdMinor: change.dualApprovalThreshold ?? before.dualApprovalThresholdMinor,
      depositTurnoverPct:
        change.depositTurnoverMultiplier === undefined
          ? before.depositTurnoverPct
          : Math.round(change.depositTurnoverMultiplier * 100),
      bonusTurnoverPct:
        change.bonusTurnoverMultiplier === undefined
          ? before.bonusTurnoverPct
          : Math.round(change.bonusTurnoverMultiplier * 100),
      autoConfirmMinutes: change.autoConfirmMinutes ?? before.autoConfirmMinutes,
      bankChangeCoolingHours: change.bankChangeCoolingHours ?? before.bankChangeCoolingHours,
    };
    if (after.minAmountMinor > after.maxAmountMinor) {
      throw new DomainError('request_param_err', {
        fields: [{ field: 'minimumAmount', reason: 'min_above_max' }],
      });
    }
    return after;
  }

  /** Limits, threshold and rules as protected settings: owners change them, loosening waits (decision 0019). */
  const protectedSettings: ProtectedSettings = {
    current: async (merchantId, tx) => toWireSettings(await rules(merchantId, tx)),
    check: async (merchantId, change, tx) => {
      merge(await rules(merchantId, tx), updateWithdrawalSettings.request.parse(change));
    },
    async apply(tx, merchantId, change, actor) {
      const before = await rules(merchantId, tx);
      const after = merge(before, updateWithdrawalSettings.request.parse(change));
      await upsertWithdrawalSettings(tx, { merchantId, ...after });
      await deps.audit.record(tx, {
        merchantId,
        actor,
        action: 'withdrawal.settings',
        target: 'withdrawal-settings',
        before: toWireSettings(before),
        after: toWireSettings(after),
      });
    },
  };

  return {
    rules,

    async forEdit(merchantId: number): Promise<WithdrawalSettings> {
      return toWireSettings(await rules(merchantId));
    },

    protectedSettings,
  };
}

export type WithdrawalSettingsService = ReturnType<typeof createWithdrawalSettingsService>;
