import { describe, expect, it } from 'vitest';
import { maskedBalance } from './masked-balance.ts';

describe('maskedBalance', () => {
  it('masks the amount', () => {
    expect(maskedBalance('$')).toBe('$ ***');
  });
});
