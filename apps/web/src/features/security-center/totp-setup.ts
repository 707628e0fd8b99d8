const secretGroupSize = 4;

/**
 * The base32 secret in groups of four for typing it into an authenticator by hand (`JBSW Y3DP EHPK 3PXP`).
 * Spaces and dashes are ignored and letters upper-cased, as authenticators accept them.
 */
export function groupSecret(secret: string): string[] {
  const clean = secret.replace(/[\s-]+/g, '').toUpperCase();
  const groups: string[] = [];
  for (let start = 0; start < clean.length; start += secretGroupSize)
    groups.push(clean.slice(start, start + secretGroupSize));
  return groups;
}

/**
 * An image address for the server's QR code SVG. Shown through `<img>`, the SVG cannot run scripts or
 * touch the page, unlike markup inserted into the document.
 */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Only `otpauth://` links are offered as "open in the authenticator app". */
export function isOtpauthUrl(url: string): boolean {
  return /^otpauth:\/\/[a-z]+\//i.test(url);
}

/** Six digits, as authenticators show them; spaces typed or pasted between digits are dropped. */
export function normalizeTotpCode(value: string): string {
  return value.replace(/\s+/g, '');
}
