import { readdirSync } from 'node:fs';
import { languageCodes } from '@ficha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { demoBanners, demoHelpEntries, demoNotices } from './demo-content.ts';
import { demoTextsByLanguage } from './demo-content/by-language.ts';
import type { DemoTexts } from './demo-content/demo-texts.ts';

/** The languages the player site ships: the folders of its locales. */
const siteLanguages = readdirSync(new URL('../../../web/src/locales', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name.toUpperCase())
  .sort();

/** Every text of a language's demo content, named by where it sits. */
function textsOf(texts: DemoTexts): Array<[string, string]> {
  return [
    ...Object.entries(texts.help).flatMap(([tag, t]) => [
      [`help.${tag}.title`, t.title] as [string, string],
      [`help.${tag}.text`, t.text] as [string, string],
    ]),
    ...Object.entries(texts.banners).map(([key, title]) => [`banners.${key}`, title] as [string, string]),
    ...Object.entries(texts.notices).flatMap(([key, t]) => [
      [`notices.${key}.title`, t.title] as [string, string],
      [`notices.${key}.text`, t.text] as [string, string],
    ]),
  ];
}

describe('the demo content texts', () => {
  it('has a text file for every language the site ships, and no other', () => {
    expect(siteLanguages).toHaveLength(35);
    expect(Object.keys(demoTextsByLanguage).sort()).toEqual(siteLanguages);
    expect([...languageCodes].sort()).toEqual(siteLanguages);
  });

  it('has every text in every language, written in that language (not English or Spanish copied over)', () => {
    const english = new Map(textsOf(demoTextsByLanguage.EN));
    const spanish = new Map(textsOf(demoTextsByLanguage.ES));
    expect(english.size).toBe(27);
    for (const language of siteLanguages) {
      const texts = textsOf(demoTextsByLanguage[language as 'EN']);
      expect(
        texts.map(([where]) => where),
        language,
      ).toEqual([...english.keys()]);
      for (const [where, text] of texts) {
        expect(text.trim(), `${language} ${where}`).not.toBe('');
        expect(text, `${language} ${where}`).toBe(text.trim());
        if (language !== 'EN') expect(text, `${language} ${where} is the English text`).not.toBe(english.get(where));
        if (language !== 'ES') expect(text, `${language} ${where} is the Spanish text`).not.toBe(spanish.get(where));
      }
    }
  });
});

describe('the seeded demo content', () => {
  let t: TestApp;
  // The first test app of a run prepares the seeded template: minutes on a loaded machine (a safety limit for
  // the hook, not a measure of speed).
  beforeAll(async () => {
    t = await createTestApp();
  }, 300_000);
  afterAll(() => t.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('stores every help entry, banner and notice of the demo merchant in every site language', async () => {
    const help = await rows<{ language: string; entries: number }>(sql`
      select language, count(*)::int as entries from platform.help_entries h
      join platform.merchants m on m.id = h.merchant_id where m.code = 'demo' group by language order by language`);
    expect(help).toEqual(siteLanguages.map((language) => ({ language, entries: demoHelpEntries.length })));

    const banners = await rows<{ language: string; banners: number }>(sql`
      select l as language, count(*)::int as banners from platform.banners b
      join platform.merchants m on m.id = b.merchant_id, unnest(b.languages) l
      where m.code = 'demo' and b.image_url like '/media/demo/%' group by l order by l`);
    expect(banners).toEqual(siteLanguages.map((language) => ({ language, banners: demoBanners.length })));

    const notices = await rows<{ language: string; notices: number }>(sql`
      select t.language, count(*)::int as notices from platform.notice_texts t
      join platform.notices n on n.id = t.notice_id join platform.merchants m on m.id = n.merchant_id
      where m.code = 'demo' group by t.language order by t.language`);
    expect(notices).toEqual(siteLanguages.map((language) => ({ language, notices: demoNotices.length })));
  });

  it('keeps the Spanish and English wording, with popups and help as HTML and marquee notices as plain text', async () => {
    const texts = await rows<{ language: string; title: string; content: string }>(sql`
      select t.language, t.title, t.content from platform.notice_texts t join platform.notices n on n.id = t.notice_id
      where t.language in ('ES', 'EN') and n.type in ('PL', 'PU') order by n.sequence, t.language`);
    expect(texts).toContainEqual({
      language: 'ES',
      title: 'Bienvenido',
      content: 'Bienvenido al sitio de demostración de Ficha.',
    });
    expect(texts).toContainEqual({
      language: 'EN',
      title: 'Sign up today',
      content: '<p>Create your account in a minute.</p>',
    });
    const [terms] = await rows<{ title: string; content: string }>(sql`
      select title, content from platform.help_entries where language = 'ES' and tag = 'term'`);
    expect(terms).toEqual({
      title: 'Términos y condiciones',
      content: '<p>Al registrarte aceptas los términos del servicio y confirmas tener al menos 18 años.</p>',
    });
  });
});
