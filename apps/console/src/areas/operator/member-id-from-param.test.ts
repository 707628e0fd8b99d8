import { describe, expect, it } from 'vitest';
import { memberIdFromParam } from './member-id-from-param.ts';

describe('memberIdFromParam', () => {
  it('reads a positive whole number', () => {
    expect(memberIdFromParam('42')).toBe(42);
  });

  it('is null for anything else', () => {
    for (const param of [undefined, '', '0', '-3', '007', '1.5', 'abc', '1e3', '9'.repeat(16)]) {
      expect(memberIdFromParam(param), String(param)).toBeNull();
    }
  });
});
