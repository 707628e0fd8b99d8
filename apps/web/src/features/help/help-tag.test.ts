import { describe, expect, it } from 'vitest';
import { helpEntryElementId, helpEntryPath, tagFromHash } from './help-tag.ts';

describe('tagFromHash', () => {
  it('reads the tag after the hash sign', () => {
    expect(tagFromHash('#term')).toBe('term');
  });

  it('decodes an encoded tag', () => {
    expect(tagFromHash('#t%C3%A9rminos')).toBe('términos');
  });

  it('returns null without a tag', () => {
    expect(tagFromHash('')).toBeNull();
    expect(tagFromHash('#')).toBeNull();
  });

  it('keeps a malformed escape as it is', () => {
    expect(tagFromHash('#100%')).toBe('100%');
  });
});

describe('helpEntryPath', () => {
  it('links to /help with the tag as hash, and round-trips through tagFromHash', () => {
    const path = helpEntryPath('privacy policy');
    expect(path.pathname).toBe('/help');
    expect(path.hash).toBe('#privacy%20policy');
    expect(tagFromHash(path.hash)).toBe('privacy policy');
  });
});

describe('helpEntryElementId', () => {
  it('makes an id without spaces or selectors', () => {
    expect(helpEntryElementId('term')).toBe('help-term');
    expect(helpEntryElementId('a b#c')).toBe('help-a_b_c');
  });
});
