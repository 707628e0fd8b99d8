import { describe, expect, it } from 'vitest';
import { brandInitial } from './brand-initial.ts';

describe('the brand mark', () => {
  it('is the first whole character of the name, upper-cased', () => {
    expect(brandInitial('Ficha Demo')).toBe('F');
    expect(brandInitial('  éxito casino')).toBe('É');
    expect(brandInitial('Ño\u0303')).toBe('Ñ');
    expect(brandInitial('e\u0301lan')).toBe('E\u0301');
    expect(brandInitial('幸运')).toBe('幸');
    expect(brandInitial('')).toBe('');
  });
});
