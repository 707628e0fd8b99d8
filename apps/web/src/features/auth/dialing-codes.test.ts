import { describe, expect, it } from 'vitest';
import { defaultDialingCode } from './dialing-codes.ts';

describe('defaultDialingCode', () => {
  it("prefers Mexico's +52 when it is offered", () => {
    expect(defaultDialingCode([{ countryDialingCode: '+54' }, { countryDialingCode: '+52' }])).toBe('+52');
  });

  it('takes the first offered code otherwise', () => {
    expect(defaultDialingCode([{ countryDialingCode: '+57' }, { countryDialingCode: '+56' }])).toBe('+57');
  });

  it('falls back to +52 while the list is empty', () => {
    expect(defaultDialingCode([])).toBe('+52');
  });
});
