import { describe, expect, it } from 'vitest';
import { auditValueText } from './audit-value.ts';

const words = { yes: 'Yes', no: 'No' };

describe('auditValueText', () => {
  it('words plain values for a reader', () => {
    expect(auditValueText('pending', words)).toBe('pending');
    expect(auditValueText('', words)).toBe('""');
    expect(auditValueText(12.5, words)).toBe('12.5');
    expect(auditValueText(true, words)).toBe('Yes');
    expect(auditValueText(false, words)).toBe('No');
    expect(auditValueText(['US', 'CA'], words)).toBe('US, CA');
    expect(auditValueText([], words)).toBe('[]');
  });

  it('leaves nothing to the caller and shows other values as compact JSON', () => {
    expect(auditValueText(undefined, words)).toBeNull();
    expect(auditValueText(null, words)).toBeNull();
    expect(auditValueText([{ rate: 1 }], words)).toBe('[{"rate":1}]');
  });
});
