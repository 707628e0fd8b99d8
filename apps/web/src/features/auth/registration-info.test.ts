import { describe, expect, it } from 'vitest';
import { mergeRegistrationInfo, parseRegistrationInfo, registrationInfoFromSearch } from './registration-info.ts';

describe('registrationInfoFromSearch', () => {
  it('reads the affiliate code from affiliateCode or code, and the referral code from referralCode or r', () => {
    expect(registrationInfoFromSearch('?affiliateCode=AG01&referralCode=PL9')).toEqual({
      affiliateCode: 'AG01',
      referralCode: 'PL9',
    });
    expect(registrationInfoFromSearch('?code=AG02&r=PL8')).toEqual({ affiliateCode: 'AG02', referralCode: 'PL8' });
  });

  it('prefers the long parameter names', () => {
    expect(registrationInfoFromSearch('?code=B&affiliateCode=A&r=D&referralCode=C')).toEqual({
      affiliateCode: 'A',
      referralCode: 'C',
    });
  });

  it('ignores empty and overlong codes', () => {
    expect(registrationInfoFromSearch('?code=%20&r=' + 'x'.repeat(33))).toEqual({});
    expect(registrationInfoFromSearch('')).toEqual({});
  });
});

describe('parseRegistrationInfo', () => {
  it('reads a stored record and ignores garbage', () => {
    expect(parseRegistrationInfo('{"affiliateCode":"AG01"}')).toEqual({ affiliateCode: 'AG01' });
    expect(parseRegistrationInfo('nope')).toEqual({});
    expect(parseRegistrationInfo(null)).toEqual({});
  });
});

describe('mergeRegistrationInfo', () => {
  it("lets this URL's codes win over the kept ones", () => {
    expect(mergeRegistrationInfo({ affiliateCode: 'OLD', referralCode: 'KEEP' }, { affiliateCode: 'NEW' })).toEqual({
      affiliateCode: 'NEW',
      referralCode: 'KEEP',
    });
  });
});
