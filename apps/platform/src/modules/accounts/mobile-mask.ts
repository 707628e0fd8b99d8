/** A mobile number as a signing-in member is shown it: the first and last two digits (`61******78`). */
export function maskMobile(mobile: string | null): string | null {
  return mobile ? `${mobile.slice(0, 2)}${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-2)}` : null;
}
