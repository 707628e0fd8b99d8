import { describe, expect, it } from 'vitest';
import { formatList, haveSameEntries, parseCidrList, parseCountryList } from './list-text.ts';

describe('parseCountryList', () => {
  it('reads one code per line, upper-cased', () => {
    expect(parseCountryList('us\nCn\n  fr  ')).toEqual(['US', 'CN', 'FR']);
  });

  it('accepts commas, semicolons and spaces as separators', () => {
    expect(parseCountryList('US, CN;FR  DE')).toEqual(['US', 'CN', 'FR', 'DE']);
  });

  it('drops blank lines and repeats, keeping the first order', () => {
    expect(parseCountryList('\n\nUS\n\nus\nCN\n')).toEqual(['US', 'CN']);
  });

  it('is empty for empty text', () => {
    expect(parseCountryList('')).toEqual([]);
    expect(parseCountryList('  \n \n')).toEqual([]);
  });

  it('keeps invalid entries for the server to report', () => {
    expect(parseCountryList('USA\n1')).toEqual(['USA', '1']);
  });
});

describe('parseCidrList', () => {
  it('reads one range per line and trims it', () => {
    expect(parseCidrList(' 10.0.0.0/8 \n203.0.113.0/24\r\n')).toEqual(['10.0.0.0/8', '203.0.113.0/24']);
  });

  it('treats IPv6 ranges case-insensitively', () => {
    expect(parseCidrList('2001:DB8::/32\n2001:db8::/32')).toEqual(['2001:db8::/32']);
  });

  it('drops blank lines and repeats', () => {
    expect(parseCidrList('10.0.0.0/8\n\n10.0.0.0/8')).toEqual(['10.0.0.0/8']);
  });
});

describe('formatList', () => {
  it('writes one entry per line and parses back to the same list', () => {
    const text = formatList(['10.0.0.0/8', '192.168.0.0/16']);
    expect(text).toBe('10.0.0.0/8\n192.168.0.0/16');
    expect(parseCidrList(text)).toEqual(['10.0.0.0/8', '192.168.0.0/16']);
  });

  it('writes nothing for an empty list', () => {
    expect(formatList([])).toBe('');
  });
});

describe('haveSameEntries', () => {
  it('ignores order and repeats', () => {
    expect(haveSameEntries(['US', 'CN'], ['CN', 'US'])).toBe(true);
    expect(haveSameEntries(['US', 'US'], ['US'])).toBe(true);
  });

  it('sees added and removed entries', () => {
    expect(haveSameEntries(['US'], ['US', 'CN'])).toBe(false);
    expect(haveSameEntries(['US', 'CN'], ['US', 'FR'])).toBe(false);
  });
});
