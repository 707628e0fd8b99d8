import { describe, expect, it } from 'vitest';
import { describedBy } from './described-by.ts';

describe('describedBy', () => {
  it('joins the ids that are present', () => {
    expect(describedBy('hint', false, 'errors')).toBe('hint errors');
  });

  it('is undefined when no id is present', () => {
    expect(describedBy(undefined, null, false, '')).toBeUndefined();
  });
});
