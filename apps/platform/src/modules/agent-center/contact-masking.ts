/**
 * Contact data as an agent may see it of its downline (issue 14: masked): the first character of an e-mail's
 * name and its domain, the last four digits of a phone number.
 */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export function maskMobile(mobile: string | null, dialingCode: string | null): string | null {
  if (!mobile) return null;
  const visible = mobile.slice(-4);
  return `${dialingCode ? `+${dialingCode.replace(/^\+/, '')} ` : ''}${'*'.repeat(Math.max(0, mobile.length - 4))}${visible}`;
}
