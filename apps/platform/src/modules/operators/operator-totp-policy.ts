/**
 * Roles whose operators must sign in with a TOTP code (decision 0018). Kept as plain strings so the role list can
 * grow without touching this rule; every other role may turn the second factor on or off.
 */
export const rolesRequiringTotp: readonly string[] = ['owner', 'finance'];

export function isTotpRequired(role: string): boolean {
  return rolesRequiringTotp.includes(role);
}

/** What an operator who must still set up its second factor may call: its session, sign-out and the setup. */
export const allowedBeforeTotpEnrolment: ReadonlySet<string> = new Set([
  'getOperatorSession',
  'operatorLogout',
  'startOperatorTotp',
  'confirmOperatorTotp',
]);
