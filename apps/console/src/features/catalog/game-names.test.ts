import { describe, expect, it } from 'vitest';
import { nameLanguages, namesToSend, parseTags } from './game-names.ts';

describe('game form helpers', () => {
  it('shows Spanish, English and every language already named, in the wire order', () => {
    expect(nameLanguages({})).toEqual(['ES', 'EN']);
    expect(nameLanguages({ AR: 'x', EN: 'y' })).toEqual(['ES', 'EN', 'AR']);
  });

  it('sends only the names that are not blank, trimmed', () => {
    expect(namesToSend({ ES: ' Dados ', EN: '  ', AR: '' })).toEqual({ ES: 'Dados' });
  });

  it('reads tags upper-cased without repeats', () => {
    expect(parseTags('new, jackpot NEW;;')).toEqual(['NEW', 'JACKPOT']);
    expect(parseTags('  ')).toEqual([]);
  });
});
