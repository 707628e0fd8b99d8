import { describe, expect, it } from 'vitest';
import { changedPart } from './changed-part.ts';

describe('changedPart', () => {
  it('keeps only the keys that changed between two objects', () => {
    const result = changedPart(
      { maintenance: false, blockedCountries: ['US'], modules: { FREEPLAY3: true } },
      { maintenance: true, blockedCountries: ['US'], modules: { FREEPLAY3: true } },
    );
    expect(result).toEqual({ before: { maintenance: false }, after: { maintenance: true }, isPartial: true });
  });

  it('shows a key added or removed on one side only', () => {
    const result = changedPart({ a: 1, b: 2 }, { a: 1, c: 3 });
    expect(result).toEqual({ before: { b: 2 }, after: { c: 3 }, isPartial: true });
  });

  it('compares nested values by content', () => {
    expect(changedPart({ list: ['a', 'b'], x: 1 }, { list: ['a', 'b'], x: 2 }).before).toEqual({ x: 1 });
  });

  it('keeps the values whole when every key changed', () => {
    expect(changedPart({ a: 1 }, { a: 2 })).toEqual({ before: { a: 1 }, after: { a: 2 }, isPartial: false });
  });

  it('keeps the values whole when nothing differs', () => {
    expect(changedPart({ a: 1 }, { a: 1 }).isPartial).toBe(false);
  });

  it('keeps non-object values whole', () => {
    expect(changedPart(null, { a: 1 })).toEqual({ before: null, after: { a: 1 }, isPartial: false });
    expect(changedPart(['a'], ['b'])).toEqual({ before: ['a'], after: ['b'], isPartial: false });
    expect(changedPart(false, true).isPartial).toBe(false);
  });
});
