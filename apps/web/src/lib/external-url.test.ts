import { describe, expect, it } from 'vitest';
import { toSafeExternalUrl } from './external-url.ts';

describe('toSafeExternalUrl', () => {
  const base = 'https://casino.example';

  it('accepts http and https URLs', () => {
    expect(toSafeExternalUrl('https://t.me/support', base)).toBe('https://t.me/support');
    expect(toSafeExternalUrl('  http://chat.example/x ', base)).toBe('http://chat.example/x');
  });

  it('resolves a site path against the current origin', () => {
    expect(toSafeExternalUrl('/cs/chat', base)).toBe('https://casino.example/cs/chat');
  });

  it('refuses script, data and empty values', () => {
    expect(toSafeExternalUrl('javascript:alert(1)', base)).toBeNull();
    expect(toSafeExternalUrl('data:text/html,<b>x</b>', base)).toBeNull();
    expect(toSafeExternalUrl('', base)).toBeNull();
    expect(toSafeExternalUrl(null, base)).toBeNull();
  });

  it('refuses a relative value when there is no origin to resolve it against', () => {
    expect(toSafeExternalUrl('/cs/chat', undefined)).toBeNull();
  });
});
