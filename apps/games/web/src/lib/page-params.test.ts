import { describe, expect, it } from 'vitest';
import { readPageParams, readRoute } from './page-params.ts';

describe('readPageParams', () => {
  it('reads the token, the language and the theme of the launch URL', () => {
    expect(readPageParams('?token=abc123&lang=en&theme=light')).toEqual({
      token: 'abc123',
      language: 'EN',
      theme: 'light',
    });
  });

  it('defaults to Spanish and the dark theme, and has no token when none is given', () => {
    expect(readPageParams('')).toEqual({ token: null, language: 'ES', theme: 'dark' });
    expect(readPageParams('?lang=xx&theme=pink&token=%20')).toEqual({ token: null, language: 'ES', theme: 'dark' });
  });

  it('keeps right-to-left language codes as given', () => {
    expect(readPageParams('?lang=AR').language).toBe('AR');
  });
});

describe('readRoute', () => {
  it('maps the three pages and refuses anything else', () => {
    expect(readRoute('/play/huerta-dorada')).toEqual({ page: 'play', gameCode: 'huerta-dorada' });
    expect(readRoute('/rounds/r-1/')).toEqual({ page: 'round', roundId: 'r-1' });
    expect(readRoute('/verify')).toEqual({ page: 'verify' });
    expect(readRoute('/play')).toEqual({ page: 'not_found' });
    expect(readRoute('/play/a/b')).toEqual({ page: 'not_found' });
    expect(readRoute('/play/%E0%A4%A')).toEqual({ page: 'not_found' });
    expect(readRoute('/')).toEqual({ page: 'not_found' });
  });
});
