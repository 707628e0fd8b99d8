import { describe, expect, it } from 'vitest';
import { compactJson, isNothing, prettyJson } from './compact-json.ts';

describe('compactJson', () => {
  it('writes objects without spaces', () => {
    expect(compactJson({ maintenance: true, blockedCountries: ['US'] })).toEqual({
      text: '{"maintenance":true,"blockedCountries":["US"]}',
      isTruncated: false,
    });
  });

  it('writes scalars as JSON', () => {
    expect(compactJson(false).text).toBe('false');
    expect(compactJson('on').text).toBe('"on"');
    expect(compactJson(null).text).toBe('null');
  });

  it('cuts long values to the limit with an ellipsis', () => {
    const result = compactJson({ list: 'x'.repeat(200) }, 20);
    expect(result.isTruncated).toBe(true);
    expect(result.text).toHaveLength(20);
    expect(result.text.endsWith('…')).toBe(true);
  });

  it('does not cut a value exactly at the limit', () => {
    expect(compactJson('abc', 5)).toEqual({ text: '"abc"', isTruncated: false });
  });
});

describe('prettyJson', () => {
  it('indents with two spaces', () => {
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});

describe('isNothing', () => {
  it('is true only for null and undefined', () => {
    expect(isNothing(null)).toBe(true);
    expect(isNothing(undefined)).toBe(true);
    expect(isNothing(false)).toBe(false);
    expect(isNothing(0)).toBe(false);
    expect(isNothing({})).toBe(false);
  });
});
