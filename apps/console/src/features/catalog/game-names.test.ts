import { describe, expect, it } from 'vitest';
import { parseCodeList } from './code-list.ts';
import { nameLanguages, namesToSend } from './game-names.ts';

describe('game form helpers', () => {
  it('shows Spanish, English and every language already named, in the wire order', () => {
    expect(nameLanguages({})).toEqual(['ES', 'EN']);
    expect(nameLanguages({ AR: 'x', EN: 'y' })).toEqual(['ES', 'EN', 'AR']);
  });

  it('sends only the names that are not blank, trimmed', () => {
    expect(namesToSend({ ES: ' Dados ', EN: '  ', AR: '' })).toEqual({ ES: 'Dados' });
  });

  it('reads codes upper-cased without repeats', () => {
    expect(parseCodeList('new, jackpot NEW;;')).toEqual(['NEW', 'JACKPOT']);
    expect(parseCodeList('sv3\nimes')).toEqual(['SV3', 'IMES']);
    expect(parseCodeList('  ')).toEqual([]);
  });
});
