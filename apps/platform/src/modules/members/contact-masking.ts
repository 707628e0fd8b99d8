import type { OperatorPermission } from '@ficha/contract';

/**
 * Players' contact details by role (player 360, decision 0051): those who help players and manage their accounts
 * (`members.manage`: support, risk, admin, owner) see them whole; the others who may read members (finance,
 * read-only) see enough to tell two apart — the first letter and the domain of an email, the last 4 digits of a
 * mobile — and no more.
 */
export const seesContact = (permissions: readonly OperatorPermission[]) => permissions.includes('members.manage');

export function maskEmail(email: string | null): string | null {
  if (email === null) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export function maskMobile(mobile: string | null): string | null {
  if (mobile === null) return null;
  return mobile.length <= 4 ? '***' : `***${mobile.slice(-4)}`;
}

/** A member row with its contact masked unless the operator's `permissions` (its role's) see contact details. */
export function contactFor<T extends { email: string | null; mobileNum: string | null; payeeName?: string | null }>(
  permissions: readonly OperatorPermission[],
  row: T,
): T {
  if (seesContact(permissions)) return row;
  return {
    ...row,
    email: maskEmail(row.email),
    mobileNum: maskMobile(row.mobileNum),
    ...(row.payeeName === undefined ? {} : { payeeName: row.payeeName === null ? null : `${row.payeeName[0]}***` }),
  };
}
