import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, newTotpSecret, otpauthUrl, totpAt, verifyTotp } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890".
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it('matches the RFC 6238 SHA-1 test vectors (last 6 digits)', () => {
    expect(totpAt(rfcSecret, Math.floor(59 / 30))).toBe('287082');
    expect(totpAt(rfcSecret, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpAt(rfcSecret, Math.floor(1234567890 / 30))).toBe('005924');
    expect(totpAt(rfcSecret, Math.floor(2000000000 / 30))).toBe('279037');
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the current step and one step of drift, nothing further', () => {
    const now = 1_700_000_000_000;
    const counter = Math.floor(now / 30_000);
    expect(verifyTotp(rfcSecret, totpAt(rfcSecret, counter), now)).toBe(true);
    expect(verifyTotp(rfcSecret, totpAt(rfcSecret, counter - 1), now)).toBe(true);
    expect(verifyTotp(rfcSecret, totpAt(rfcSecret, counter + 2), now)).toBe(false);
    expect(verifyTotp(rfcSecret, 'abcdef', now)).toBe(false);
  });

  it('builds the otpauth URL authenticator apps scan', () => {
    expect(otpauthUrl('ABC', 'Ficha Demo', 'jugador1')).toBe(
      'otpauth://totp/Ficha%20Demo%3Ajugador1?secret=ABC&issuer=Ficha%20Demo&digits=6&period=30',
    );
  });
});
