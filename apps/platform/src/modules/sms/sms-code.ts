import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** A fresh six-digit code from the secure generator. */
export function newSmsCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** The stored form of a code, bound to its merchant, purpose and number. */
export function hashSmsCode(merchantId: number, purpose: string, recipient: string, code: string): string {
  return createHash('sha256').update(`${merchantId}:${purpose}:${recipient}:${code.trim()}`).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
