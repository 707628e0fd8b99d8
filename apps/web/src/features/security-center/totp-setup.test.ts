import { describe, expect, it } from 'vitest';
import { groupSecret, isOtpauthUrl, normalizeTotpCode, qrImageSource } from './totp-setup.ts';

describe('groupSecret', () => {
  it('splits the secret into groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP']);
  });

  it('leaves a shorter last group', () => {
    expect(groupSecret('ABCDEFGHIJ')).toEqual(['ABCD', 'EFGH', 'IJ']);
  });

  it('ignores spaces and dashes and upper-cases letters', () => {
    expect(groupSecret('jbsw y3dp-ehpk')).toEqual(['JBSW', 'Y3DP', 'EHPK']);
  });

  it('gives no groups for an empty secret', () => {
    expect(groupSecret('')).toEqual([]);
  });
});

describe('qrImageSource', () => {
  it('encodes the SVG as a data address', () => {
    const source = qrImageSource('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1H0z"/></svg>');
    expect(source.startsWith('data:image/svg+xml;utf8,%3Csvg')).toBe(true);
    expect(source).not.toMatch(/[<>"#\s]/);
  });
});

describe('isOtpauthUrl', () => {
  it('accepts otpauth links only', () => {
    expect(isOtpauthUrl('otpauth://totp/Ficha:juan?secret=JBSWY3DPEHPK3PXP&issuer=Ficha')).toBe(true);
    expect(isOtpauthUrl('javascript:alert(1)')).toBe(false);
    expect(isOtpauthUrl('https://example.com/otpauth://totp/')).toBe(false);
  });
});

describe('normalizeTotpCode', () => {
  it('drops spaces between digits', () => {
    expect(normalizeTotpCode('123 456')).toBe('123456');
  });
});
