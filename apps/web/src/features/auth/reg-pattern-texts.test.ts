import { patternIds } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import enAccount from '../../locales/en/account.json';
import esAccount from '../../locales/es/account.json';

describe('registration pattern messages', () => {
  it.each([
    ['es', esAccount as Record<string, string>],
    ['en', enAccount as Record<string, string>],
  ])('exist in %s for every pattern kind', (_language, texts) => {
    for (const id of patternIds) expect(texts[`reg_pattern_${id}`], `reg_pattern_${id}`).toBeTruthy();
  });

  it.each([
    ['es', esAccount as Record<string, string>],
    ['en', enAccount as Record<string, string>],
  ])('in %s name the bounds of every kind that has them', (_language, texts) => {
    // Kind 11 is a date: its length is fixed by the format.
    for (const id of patternIds.filter((each) => each !== 11)) {
      expect(texts[`reg_pattern_${id}`]).toContain('{{min}}');
      expect(texts[`reg_pattern_${id}`]).toContain('{{max}}');
    }
  });
});
