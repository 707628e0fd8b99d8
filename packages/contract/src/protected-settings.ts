import { z } from 'zod';

/** Settings that protect money: only an owner changes them, and loosening them takes a second owner or a delay. */
export const protectedSettingsKinds = ['adjustment-settings', 'withdrawal-settings'] as const;
export const protectedSettingsKindSchema = z.enum(protectedSettingsKinds);
export type ProtectedSettingsKind = z.infer<typeof protectedSettingsKindSchema>;

/**
 * Which way each protective field loosens: a higher dual-approval threshold or limit, a lower turnover
 * multiplier or cooling-off, a lower minimum. Fields not listed (the auto-confirm timer) protect no money.
 */
export const loosenedWhen: Readonly<Record<ProtectedSettingsKind, Readonly<Record<string, 'raised' | 'lowered'>>>> = {
  'adjustment-settings': { dualApprovalThreshold: 'raised' },
  'withdrawal-settings': {
    minimumAmount: 'lowered',
    maximumAmount: 'raised',
    dailyCount: 'raised',
    dualApprovalThreshold: 'raised',
    depositTurnoverMultiplier: 'lowered',
    bonusTurnoverMultiplier: 'lowered',
    bankChangeCoolingHours: 'lowered',
  },
};

/** The fields of `change` that would lower a protection compared with `current` (wire values). */
export function loosenedFields(
  kind: ProtectedSettingsKind,
  current: Readonly<Record<string, number>>,
  change: Readonly<Record<string, number | undefined>>,
): string[] {
  return Object.entries(loosenedWhen[kind]).flatMap(([field, direction]) => {
    const next = change[field];
    const now = current[field];
    if (next === undefined || now === undefined) return [];
    return (direction === 'raised' ? next > now : next < now) ? [field] : [];
  });
}
