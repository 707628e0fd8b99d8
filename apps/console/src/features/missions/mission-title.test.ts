import { describe, expect, it } from 'vitest';
import { titleForConsole } from './mission-title.ts';

describe('a mission title in the console', () => {
  const titles = { ES: 'Carrera semanal', EN: 'Weekly race', TH: 'การแข่งขันประจำสัปดาห์' };

  it("shows the console language's title and counts the languages written", () => {
    expect(titleForConsole(titles, 'en-US')).toEqual({ language: 'EN', title: 'Weekly race', languages: 3 });
    expect(titleForConsole(titles, 'es')).toEqual({ language: 'ES', title: 'Carrera semanal', languages: 3 });
  });

  it('falls back to Spanish, then to the first title written', () => {
    expect(titleForConsole({ TH: 'ภารกิจ', ES: 'Misión' }, 'en')).toEqual({
      language: 'ES',
      title: 'Misión',
      languages: 2,
    });
    expect(titleForConsole({ TH: 'ภารกิจ' }, 'en')).toEqual({ language: 'TH', title: 'ภารกิจ', languages: 1 });
    expect(titleForConsole({}, 'en')).toEqual({ language: '', title: '', languages: 0 });
  });
});
