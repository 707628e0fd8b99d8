import type { OperatorPermission } from '@ficha/contract';

/**
 * Roles whose operators must sign in with a TOTP code (decision 0018). Kept as plain strings so the role list can
 * grow without touching this rule; every other role may turn the second factor on or off.
 */
export const rolesRequiringTotp: readonly string[] = ['owner', 'finance', 'platform'];

/**
 * A custom role (decision 0068) requires the second factor when it decides money as finance does: paying
 * withdrawals or deciding balance adjustments. A copy of finance can't shed the factor by being custom.
 */
export const permissionsRequiringTotp: readonly OperatorPermission[] = ['withdrawals.pay', 'adjustments.decide'];

/** Whether an operator must sign in with a second factor: by its built-in role, or by its custom role's permissions. */
export function isTotpRequired(role: string | null, permissions: readonly string[] = []): boolean {
  if (role !== null) return rolesRequiringTotp.includes(role);
  return permissions.some((permission) => permissionsRequiringTotp.includes(permission as OperatorPermission));
}

/** What an operator who must still set up its second factor may call: its session, sign-out and the setup. */
export const allowedBeforeTotpEnrolment: ReadonlySet<string> = new Set([
  'getOperatorSession',
  'operatorLogout',
  'startOperatorTotp',
  'confirmOperatorTotp',
]);
