import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './masking.ts';

describe('maskMobile', () => {
  it('hides the middle of a number and keeps the dialing code', () => {
    expect(maskMobile('612345678', '+34')).toBe('+34 61*****78');
  });

  it('shows at most three digits at each end of a long number', () => {
    expect(maskMobile('123456789012345')).toBe('123*********345');
  });

  it('hides at least half of a short number', () => {
    expect(maskMobile('123456')).toBe('1****6');
    expect(maskMobile('123')).toBe('***');
  });

  it('ignores spaces inside the number', () => {
    expect(maskMobile('612 345 678')).toBe('61*****78');
  });
});

describe('maskEmail', () => {
  it('keeps the first two characters of the local part and the domain', () => {
    expect(maskEmail('juan.perez@example.com')).toBe('ju***@example.com');
  });

  it('does not reveal the length of the local part', () => {
    expect(maskEmail('abcdefghijkl@example.com')).toBe(maskEmail('abc@example.com'));
  });

  it('keeps one character of a very short local part', () => {
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });

  it('hides a value that is not an address', () => {
    expect(maskEmail('not-an-email')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });
});
