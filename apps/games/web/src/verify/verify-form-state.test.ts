import type { RoundSettingsWire } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { verifyPageHref } from './verify-link.ts';
import { emptyVerifyForm, readVerifyQuery, settingsOf, verifyFormSchema } from './verify-form-state.ts';

describe('verification form', () => {
  it('round-trips every game’s settings through the link a replay builds', () => {
    const all: RoundSettingsWire[] = [
      { game: 'dice' },
      { game: 'limbo' },
      { game: 'crash' },
      { game: 'keno' },
      { game: 'mines', mines: 7 },
      { game: 'plinko', rows: 16, risk: 'high' },
      { game: 'wheel', risk: 'low' },
      { game: 'hilo', cards: 9 },
      { game: 'slot', slotCode: 'templo-del-jaguar' },
    ];
    for (const settings of all) {
      const href = verifyPageHref({
        serverSeed: 'x'.repeat(64),
        serverSeedHash: 'ab',
        clientSeed: 'c',
        nonce: 12,
        settings,
      });
      const form = readVerifyQuery(href.slice(href.indexOf('?')));
      expect(settingsOf(form)).toEqual(settings);
      expect(form).toMatchObject({ serverSeed: 'x'.repeat(64), serverSeedHash: 'ab', clientSeed: 'c', nonce: '12' });
    }
  });

  it('ignores malformed settings and nonces', () => {
    expect(readVerifyQuery('?settings=%7Bnope&nonce=-1')).toEqual(emptyVerifyForm);
    expect(readVerifyQuery('?settings=' + encodeURIComponent('{"game":"mines","mines":99}'))).toEqual(emptyVerifyForm);
  });

  it('asks for both seeds and a nonce of 1 to 15 digits', () => {
    const problems = (form: typeof emptyVerifyForm) =>
      verifyFormSchema.safeParse(form).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(problems({ ...emptyVerifyForm, nonce: '1'.repeat(16) })).toEqual([
      ['serverSeed', 'verify_fill_in'],
      ['clientSeed', 'verify_fill_in'],
      ['nonce', 'verify_fill_in'],
    ]);
    const filled = { ...emptyVerifyForm, serverSeed: 's', clientSeed: 'c', nonce: '12' };
    expect(problems(filled)).toEqual([]);
    expect(verifyFormSchema.parse(filled)).toEqual(filled);
  });
});
