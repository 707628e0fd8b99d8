import { readdirSync } from 'node:fs';
import { languageCodes } from '@ficha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { demoBanners, demoHelpEntries, demoNotices } from './demo-content.ts';
import { demoTextsByLanguage } from './demo-content/by-language.ts';
import { demoMissionKeys, demoPromotionKeys, type DemoTexts } from './demo-content/demo-texts.ts';
import { seedMissions } from './seed-missions.ts';
import { seedRebatePromotion } from './seed-promotions.ts';
import { seedRafflePromotion } from './seed-raffle.ts';
import { seedReferrals } from './seed-referrals.ts';
import { defaultDemoGamesProvider } from './seed-seamless.ts';

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
    ...Object.entries(texts.promotions).flatMap(([key, t]) => [
      [`promotions.${key}.title`, t.title] as [string, string],
      [`promotions.${key}.summary`, t.summary] as [string, string],
      [`promotions.${key}.rules`, t.rules] as [string, string],
    ]),
    [`referral.title`, texts.referral.title],
    [`referral.summary`, texts.referral.summary],
    ...Object.entries(texts.missions).map(([key, title]) => [`missions.${key}`, title] as [string, string]),
  ];
}

/** The figures of a text (amounts, percentages, days), in order: a translation keeps them all. */
const figuresOf = (text: string) => (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((figure) => figure.replace(',', '.'));

describe('the demo content texts', () => {
  it('has a text file for every language the site ships, and no other', () => {
    expect(siteLanguages).toHaveLength(35);
    expect(Object.keys(demoTextsByLanguage).sort()).toEqual(siteLanguages);
    expect([...languageCodes].sort()).toEqual(siteLanguages);
  });

  it('has every text in every language, written in that language (not English or Spanish copied over)', () => {
    const english = new Map(textsOf(demoTextsByLanguage.EN));
    const spanish = new Map(textsOf(demoTextsByLanguage.ES));
    expect(english.size).toBe(53);
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

  it('keeps every amount, percentage and period of the promotions and missions, and their length limits', () => {
    const spanish = demoTextsByLanguage.ES;
    /** The Spanish text's figures the translation lacks (a translation may add some, as "1 day" for "daily"). */
    const missingFigures = (translation: string, original: string) => {
      const left = figuresOf(translation);
      return figuresOf(original).filter((figure) => {
        const at = left.indexOf(figure);
        if (at >= 0) left.splice(at, 1);
        return at < 0;
      });
    };
    for (const language of siteLanguages) {
      const texts = demoTextsByLanguage[language as 'ES'];
      for (const key of demoPromotionKeys) {
        const { title, summary } = texts.promotions[key];
        expect(title.length, `${language} ${key} title`).toBeLessThanOrEqual(80);
        expect(summary.length, `${language} ${key} summary`).toBeLessThanOrEqual(200);
        for (const field of ['title', 'summary', 'rules'] as const) {
          const where = `${language} promotions.${key}.${field}`;
          expect(missingFigures(texts.promotions[key][field], spanish.promotions[key][field]), where).toEqual([]);
        }
      }
      for (const key of demoMissionKeys) {
        expect(texts.missions[key].length, `${language} ${key}`).toBeLessThanOrEqual(80);
        expect(missingFigures(texts.missions[key], spanish.missions[key]), `${language} ${key}`).toEqual([]);
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

  it('stores every promotion, mission and leaderboard of the demo in every site language, Spanish and English as before', async () => {
    // The test platform seeds the live promotions; the rebate, raffle, missions and referrals come with the
    // demo's history (npm start), so they are seeded here the same way.
    const [merchant] = await rows<{ id: number }>(sql`select id from platform.merchants where code = 'demo'`);
    if (!merchant) throw new Error('the demo merchant is seeded');
    const now = new Date();
    await seedRebatePromotion(t.db, merchant.id, now);
    await seedRafflePromotion(t.db, merchant.id, now, defaultDemoGamesProvider.code);
    await seedMissions(t.db, merchant.id, now);
    await seedReferrals(t.db, merchant.id, { now, passwordHash: 'not used' });

    const promotions = await rows<{ kind: string; texts: Record<string, { title: string; summary: string }> }>(sql`
      select kind, texts from platform.promotions where merchant_id = ${merchant.id} order by sort_order, id`);
    expect(promotions.map((p) => p.kind)).toEqual([
      'signup_reward',
      'deposit_bonus',
      'daily_checkin',
      'deposit_bonus',
      'signup_reward',
      'rebate',
      'raffle',
      'issued',
    ]);
    for (const promotion of promotions) expect(Object.keys(promotion.texts).sort()).toEqual(siteLanguages);
    const titles = (language: string) => promotions.map((p) => p.texts[language]?.title);
    expect(titles('ES')).toEqual([
      'Bono de bienvenida: 5 USD',
      'Primer depósito duplicado al 100 %',
      'Check-in diario: 1 USD',
      'Recarga del 50 %',
      'Regalo de la red agente1: 10 USD',
      'Reembolso diario: hasta 1 %',
      'Gran sorteo: 350 USD en premios',
      'Invita y gana',
    ]);
    expect(titles('EN')).toContain('Welcome bonus: 5 USD');
    expect(titles('TH')).toEqual([
      ...demoPromotionKeys.map((key) => demoTextsByLanguage.TH.promotions[key].title),
      demoTextsByLanguage.TH.referral.title,
    ]);

    const missions = await rows<{ titles: Record<string, string> }>(sql`
      select titles from platform.missions where merchant_id = ${merchant.id} order by id`);
    const boards = await rows<{ titles: Record<string, string> }>(sql`
      select titles from platform.leaderboards where merchant_id = ${merchant.id} order by id`);
    expect([...missions, ...boards].map((m) => m.titles.ES)).toEqual([
      'Juega una ronda hoy',
      'Apuesta 100 esta semana',
      'Carrera semanal',
    ]);
    for (const m of [...missions, ...boards]) expect(Object.keys(m.titles).sort()).toEqual(siteLanguages);
    expect(boards[0]?.titles.EN).toBe('Weekly race');
    expect(missions[0]?.titles.FA).toBe(demoTextsByLanguage.FA.missions.playRound);
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
