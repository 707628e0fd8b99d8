/** How many characters stay visible at each end: at most 3, and never more than a quarter of the value. */
function visibleEnds(length: number): number {
  return Math.min(3, Math.floor(length / 4));
}

/**
 * A bound mobile number as shown on screen: the dialing code, then the number with its middle hidden
 * (`+34 61*****78`), so a look over the shoulder does not reveal it.
 */
export function maskMobile(mobileNum: string, countryDialingCode?: string | null): string {
  const digits = mobileNum.replace(/\s+/g, '');
  const visible = visibleEnds(digits.length);
  const masked =
    digits.slice(0, visible) + '*'.repeat(digits.length - 2 * visible) + digits.slice(digits.length - visible);
  return countryDialingCode ? `${countryDialingCode} ${masked}` : masked;
}

/**
 * A bound email address as shown on screen: the first characters of the local part, a fixed run of
 * asterisks (so the length is not revealed) and the whole domain (`ju***@example.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}
