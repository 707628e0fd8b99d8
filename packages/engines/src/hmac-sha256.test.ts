import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from './hmac-sha256.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('hmacSha256', () => {
  it('matches RFC 4231 test case 1 (20-byte 0x0b key, "Hi There")', () => {
    expect(hex(hmacSha256(new Uint8Array(20).fill(0x0b), utf8('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
  });

  it('matches RFC 4231 test case 2 (key "Jefe")', () => {
    expect(hex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches RFC 4231 test case 6 (131-byte key, hashed first)', () => {
    const key = new Uint8Array(131).fill(0xaa);
    expect(hex(hmacSha256(key, utf8('Test Using Larger Than Block-Size Key - Hash Key First')))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
  });

  it('agrees with node:crypto for keys of 0 to 130 bytes', () => {
    const message = utf8('client-seed:42:0');
    for (let length = 0; length <= 130; length++) {
      const key = Uint8Array.from({ length }, (_, i) => (i * 7 + 3) & 0xff);
      expect(hex(hmacSha256(key, message)), `key length ${length}`).toBe(
        createHmac('sha256', key).update(message).digest('hex'),
      );
    }
  });
});
