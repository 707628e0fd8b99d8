import { describe, expect, it } from 'vitest';
import { betFieldText, readTypedBet } from './typed-bet.ts';

describe('a typed bet', () => {
  const min = 10n;
  const max = 100_000n;

  it('reads a point or a comma as the decimal mark, exactly', () => {
    expect(readTypedBet('2.5', min, max)).toEqual({ ok: true, minor: 250n });
    expect(readTypedBet(' 12,34 ', min, max)).toEqual({ ok: true, minor: 1234n });
    expect(readTypedBet('0.10', min, max)).toEqual({ ok: true, minor: 10n });
    expect(readTypedBet('1000', min, max)).toEqual({ ok: true, minor: 100_000n });
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1e3', '0', '1.000,00', '0x10'])
      expect(readTypedBet(text, min, max), text).toEqual({ ok: false, reason: 'format' });
  });

  it('says which limit a bet outside the range crosses, and does not move it there', () => {
    expect(readTypedBet('0.05', min, max)).toEqual({ ok: false, reason: 'below_min', limitMinor: min });
    expect(readTypedBet('1000.01', min, max)).toEqual({ ok: false, reason: 'above_max', limitMinor: max });
  });

  it('shows a bet with the locale decimal mark and no grouping', () => {
    expect(betFieldText(125_050n, 'es-ES')).toBe('1250,50');
    expect(betFieldText(5n, 'en-US')).toBe('0.05');
    expect(betFieldText(100n, 'de-DE')).toBe('1,00');
  });
});
