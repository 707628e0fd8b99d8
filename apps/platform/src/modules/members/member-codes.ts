import { randomBytes } from 'node:crypto';

/** A new invitation or referral code: unambiguous characters; 8 of 31 ≈ 2^39 codes. */
export function newMemberCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}
