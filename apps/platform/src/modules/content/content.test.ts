import {
  createConsoleBanner,
  createConsoleHelpEntry,
  createConsoleNotice,
  deleteConsoleHelpEntry,
  getHelpCenter,
  listConsoleHelpEntries,
  updateConsoleHelpEntry,
  deleteConsoleBanner,
  deleteConsoleNotice,
  getAnnouncements,
  languageCodes,
  listAuditLog,
  listConsoleBanners,
  listConsoleNotices,
  login,
  updateConsoleBanner,
  updateConsoleNotice,
  type EndpointInput,
} from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failureOf, listen } from '../../../test/api-clients.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { banner, helpSection, popup } from '../../../test/content-inputs.ts';
import { foreignOperatorClient, loginDemoOperator } from '../../../test/operator-session.ts';

let t: TestApp;
let baseUrl: string;
let operator: ApiClient;
let otherOperator: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  operator = apiClient(baseUrl, { token: await loginDemoOperator(t.app) });
  otherOperator = await foreignOperatorClient(t, baseUrl);
});
afterAll(() => t.close());

const hourMs = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function signIn(username: string) {
  const result = await apiClient(baseUrl).call(login, { username, password: 'Demo1234' });
  return {
    token: result.token,
    client: apiClient(baseUrl, { token: result.token }),
    firstTimeLogin: result.firstTimeLogin,
  };
}

/** Every kind of announcement, as a visitor (no token) or a member sees it, in a language. */
const announcements = (token: string | null, language = 'EN') =>
  apiClient(baseUrl, { language, ...(token ? { token } : {}) }).call(getAnnouncements, {
    types: 'B,PL,PU,PR,H',
    platform: 'W',
  });

const titles = (list: Array<{ title: string }>) => list.map((x) => x.title);

describe('popup targeting by execution and login state', () => {
  it('shows B to visitors, A to signed-in members, and F only in the session of a first sign-in', async () => {
    // agente1 has never signed in (the seed sets no first login).
    const first = await signIn('agente1');
    expect(first.firstTimeLogin).toBe(true);

    const seen = await announcements(null);
    expect(seen.popup.map((p) => p.execution)).toEqual(['B', 'B']);

    const firstSession = await announcements(first.token);
    expect(new Set(firstSession.popup.map((p) => p.execution))).toEqual(new Set(['A', 'F']));
    expect(titles(firstSession.popup)).toContain('Welcome to Ficha');

    const later = await signIn('agente1');
    expect(later.firstTimeLogin).toBe(false);
    const laterSession = await announcements(later.token);
    expect(laterSession.popup.map((p) => p.execution)).toEqual(['A', 'A']);
  });

  it('treats a stale or foreign token as a visitor, and lets `execution` only narrow what the viewer may see', async () => {
    const stale = await apiClient(baseUrl, { token: 'x'.repeat(43) }).call(getAnnouncements, { types: 'PU' });
    expect(stale.popup.every((p) => p.execution === 'B')).toBe(true);
    const asksForA = await apiClient(baseUrl).call(getAnnouncements, { types: 'PU', execution: 'A' });
    expect(asksForA.popup).toEqual([]);
    const member = await signIn('jugador1');
    const onlyB = await member.client.call(getAnnouncements, { types: 'PU', execution: 'B' });
    expect(onlyB.popup).toEqual([]);
  });
});

describe('schedule, language and switch', () => {
  it('shows a notice in its language, else in the merchant default language, and hides one with neither', async () => {
    const both = await operator.call(createConsoleNotice, {
      type: 'PL',
      execution: null,
      texts: [
        { language: 'ES', title: 'Aviso bilingüe', content: '' },
        { language: 'EN', title: 'Bilingual notice', content: '' },
      ],
      sequence: 0,
      startsAt: null,
      endsAt: null,
      enabled: true,
    });
    const germanOnly = await operator.call(createConsoleNotice, {
      type: 'PL',
      execution: null,
      texts: [{ language: 'DE', title: 'Nur Deutsch', content: '' }],
      sequence: 0,
      startsAt: null,
      endsAt: null,
      enabled: true,
    });
    const visitor = null;
    const shown = (list: Array<{ id: number; title: string; language: string }>, id: number) =>
      list.filter((n) => n.id === id).map((n) => ({ title: n.title, language: n.language }));
    expect(shown((await announcements(visitor, 'EN')).player, both.id)).toEqual([
      { title: 'Bilingual notice', language: 'EN' },
    ]);
    // Italian has no text: the demo merchant's default language (ES) stands in, and says it is Spanish.
    const italian = (await announcements(visitor, 'IT')).player;
    expect(shown(italian, both.id)).toEqual([{ title: 'Aviso bilingüe', language: 'ES' }]);
    expect(shown(italian, germanOnly.id)).toEqual([]);
    expect(shown((await announcements(visitor, 'DE')).player, germanOnly.id)).toEqual([
      { title: 'Nur Deutsch', language: 'DE' },
    ]);
    // The demo's own notices have their Italian text.
    expect(italian.filter((n) => n.id !== both.id).every((n) => n.language === 'IT')).toBe(true);
    await operator.call(deleteConsoleNotice, { id: both.id });
    await operator.call(deleteConsoleNotice, { id: germanOnly.id });
  });

  it('shows a banner only in its languages, within its schedule, while enabled, in order', async () => {
    const visitor = null;
    const early = await operator.call(createConsoleBanner, banner({ title: 'First in line', sequence: 0 }));
    const future = await operator.call(
      createConsoleBanner,
      banner({ title: 'Not yet', startsAt: at(hourMs), endsAt: at(2 * hourMs) }),
    );
    const over = await operator.call(
      createConsoleBanner,
      banner({ title: 'Over', startsAt: at(-2 * hourMs), endsAt: at(-hourMs) }),
    );
    const spanish = await operator.call(createConsoleBanner, banner({ title: 'Solo español', languages: ['ES'] }));
    const everyone = await operator.call(createConsoleBanner, banner({ title: 'Every language', languages: [] }));
    const english = titles((await announcements(visitor, 'EN')).banners);
    expect(english[0]).toBe('First in line');
    expect(english).toContain('Every language');
    expect(english).not.toContain('Not yet');
    expect(english).not.toContain('Over');
    expect(english).not.toContain('Solo español');
    expect(titles((await announcements(visitor, 'ES')).banners)).toEqual(
      expect.arrayContaining(['Solo español', 'Every language']),
    );

    await operator.call(updateConsoleBanner, {
      ...banner({ title: 'First in line', sequence: 0 }),
      id: early.id,
      enabled: false,
    });
    expect(titles((await announcements(visitor, 'EN')).banners)).not.toContain('First in line');
    await operator.call(updateConsoleBanner, { ...banner({ title: 'Not yet' }), id: future.id, startsAt: at(-hourMs) });
    expect(titles((await announcements(visitor, 'EN')).banners)).toContain('Not yet');

    for (const b of [early, future, over, spanish, everyone]) await operator.call(deleteConsoleBanner, { id: b.id });
  });

  it("shows the merchant's default-language banners in a language that has none of its own", async () => {
    const visitor = null;
    // The demo seeds its home banners in every language, not promotion images: these are the promotion kind.
    const promotion = (title: string, languages: Array<'ES' | 'EN'>) => banner({ kind: 'PR', title, languages });
    const spanish = await operator.call(createConsoleBanner, promotion('Banner en español', ['ES']));
    const english = await operator.call(createConsoleBanner, promotion('English banner', ['EN']));
    // Italian has none: the demo merchant's default language (ES) stands in, not every language's banners.
    const italian = titles((await announcements(visitor, 'IT')).promotion);
    expect(italian).toContain('Banner en español');
    expect(italian).not.toContain('English banner');
    // English has its own: no fallback mixed in.
    expect(titles((await announcements(visitor, 'EN')).promotion)).not.toContain('Banner en español');
    for (const b of [spanish, english]) await operator.call(deleteConsoleBanner, { id: b.id });
  });

  it('hides a popup outside its schedule or switched off', async () => {
    const visitor = null;
    const later = await operator.call(createConsoleNotice, { ...popup('B', 'Tomorrow'), startsAt: at(hourMs) });
    const off = await operator.call(createConsoleNotice, { ...popup('B', 'Switched off'), enabled: false });
    const now = await operator.call(createConsoleNotice, popup('B', 'Right now'));
    const shown = titles((await announcements(visitor)).popup);
    expect(shown).toContain('Right now');
    expect(shown).not.toContain('Tomorrow');
    expect(shown).not.toContain('Switched off');
    for (const n of [later, off, now]) await operator.call(deleteConsoleNotice, { id: n.id });
    expect(titles((await announcements(visitor)).popup)).not.toContain('Right now');
  });
});

describe('console editors', () => {
  it("lists notices and help with the merchant's default and offered languages, for the missing-language marks", async () => {
    const languages = { defaultLanguage: 'ES', supportLanguages: [...languageCodes] };
    const notices = await operator.call(listConsoleNotices, {});
    expect(notices.languages).toEqual(languages);
    // The demo's notices have a text in every language it offers.
    for (const notice of notices.list)
      expect(notice.texts.map((x) => x.language).sort()).toEqual([...languageCodes].sort());
    expect((await operator.call(listConsoleHelpEntries, { language: 'FR' })).languages).toEqual(languages);
  });

  it('creates, edits and deletes, audited; the public read shows each edit at once', async () => {
    const visitor = null;
    const created = await operator.call(createConsoleNotice, popup('B', 'Draft'));
    expect(created).toMatchObject({ type: 'PU', execution: 'B', enabled: true });
    const edited = await operator.call(updateConsoleNotice, {
      ...popup('B', 'Final'),
      id: created.id,
      texts: [
        { language: 'EN', title: 'Final', content: '<p>Final</p>' },
        { language: 'ES', title: 'Definitivo', content: '<p>Definitivo</p>' },
      ],
    });
    expect(edited.texts.map((x) => x.language).sort()).toEqual(['EN', 'ES']);
    expect(titles((await announcements(visitor)).popup)).toContain('Final');
    const listed = await operator.call(listConsoleNotices, { type: 'PU' });
    expect(listed.list.find((n) => n.id === created.id)?.texts).toHaveLength(2);
    await operator.call(deleteConsoleNotice, { id: created.id });
    expect(titles((await announcements(visitor)).popup)).not.toContain('Final');

    const audit = await operator.call(listAuditLog, { pageNo: 1, pageSize: 50 });
    const actions = audit.list.filter((r) => r.target === `notice:${created.id}`).map((r) => r.action);
    expect(actions.sort()).toEqual(['content.notice.create', 'content.notice.delete', 'content.notice.update']);
    const update = audit.list.find((r) => r.action === 'content.notice.update' && r.target === `notice:${created.id}`);
    expect(update?.before).toMatchObject({ texts: [{ title: 'Draft' }] });
  });

  it('refuses anonymous callers and members, and keeps each merchant to its own rows', async () => {
    expect((await failureOf(apiClient(baseUrl), listConsoleBanners, {})).status).toBe(401);
    const member = await signIn('jugador1');
    expect((await failureOf(member.client, listConsoleNotices, {})).status).toBe(401);

    const mine = await operator.call(createConsoleBanner, banner({ title: 'Demo only' }));
    expect((await otherOperator.call(listConsoleBanners, {})).list).toEqual([]);
    const theirs = await failureOf(otherOperator, updateConsoleBanner, { ...banner(), id: mine.id });
    expect(theirs.errorCode).toBe('not_found');
    expect((await failureOf(otherOperator, deleteConsoleBanner, { id: mine.id })).errorCode).toBe('not_found');
    const demoNotice = (await operator.call(listConsoleNotices, {})).list[0]!;
    expect((await failureOf(otherOperator, deleteConsoleNotice, { id: demoNotice.id })).errorCode).toBe('not_found');

    // A rival's own content never shows on the demo merchant's site.
    await otherOperator.call(createConsoleBanner, banner({ title: 'Rival banner', languages: [] }));
    expect(titles((await announcements(null)).banners)).not.toContain('Rival banner');
    expect(titles((await announcements(null)).banners)).toContain('Demo only');
    await operator.call(deleteConsoleBanner, { id: mine.id });
  });

  it('answers 400 to bad input and changes nothing', async () => {
    const count = async () => {
      const result = await t.db.execute(
        sql`select (select count(*) from platform.banners) + (select count(*) from platform.notices) as n`,
      );
      return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    };
    const before = await count();
    const bad: Array<[string, unknown]> = [
      ['URL target that is a path', banner({ linkageType: 'URL', target: '/x' })],
      ['ROUTE target that is a URL', banner({ linkageType: 'ROUTE', target: 'https://x.example' })],
      ['NONE with a target', banner({ linkageType: 'NONE', target: '/x' })],
      ['unknown group', { ...banner(), groupName: 'w_footer' }],
      ['javascript image', banner({ imageUrl: 'javascript:alert(1)' })],
      ['unknown language', { ...banner(), languages: ['XX'] }],
      ['end before start', banner({ startsAt: at(hourMs), endsAt: at(-hourMs) })],
      ['not a date', { ...banner(), startsAt: 'tomorrow' }],
      ['negative order', banner({ sequence: -1 })],
      ['string order', { ...banner(), sequence: '1' }],
      ['empty title', banner({ title: '   ' })],
      ['extra field', { ...banner(), merchantId: 2 }],
    ];
    for (const [label, input] of bad) {
      const error = await failureOf(operator, createConsoleBanner, input as EndpointInput<typeof createConsoleBanner>);
      expect([label, error.status, error.errorCode]).toEqual([label, 400, 'request_param_err']);
    }
    const badNotices: Array<[string, unknown]> = [
      ['popup without execution', { ...popup('A', 'x'), execution: null }],
      ['marquee with execution', { ...popup('A', 'x'), type: 'PL' }],
      ['no texts', { ...popup('A', 'x'), texts: [] }],
      [
        'two texts in one language',
        { ...popup('A', 'x'), texts: [popup('A', 'x').texts[0], popup('A', 'y').texts[0]] },
      ],
      ['execution Z', { ...popup('A', 'x'), execution: 'Z' }],
      ['title too long', { ...popup('A', 'x'.repeat(201)) }],
    ];
    for (const [label, input] of badNotices) {
      const error = await failureOf(operator, createConsoleNotice, input as EndpointInput<typeof createConsoleNotice>);
      expect([label, error.status]).toEqual([label, 400]);
    }
    expect((await failureOf(operator, deleteConsoleBanner, { id: 0 })).status).toBe(400);
    expect((await failureOf(operator, updateConsoleNotice, { ...popup('A', 'x'), id: 999_999 })).status).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe('help center editing', () => {
  const section = helpSection;
  const helpTitles = async (language: string) =>
    titles(await apiClient(baseUrl, { language }).call(getHelpCenter, { lang: language as 'EN', device: 'WEB' }));

  it("shows an entry without text in the visitor's language in the merchant's default language, marked", async () => {
    const help = (language: 'FR' | 'ES') =>
      apiClient(baseUrl, { language }).call(getHelpCenter, { lang: language, device: 'WEB' });
    await help('FR'); // cached now
    const spanishOnly = await operator.call(createConsoleHelpEntry, {
      ...section,
      language: 'ES',
      tag: 'reglas-bono',
      title: 'Reglas de bonos',
      sort: 3,
    });
    const french = (await help('FR')).map((e) => [e.tag, e.language, e.title]);
    // The demo's own entries in French, the Spanish-only one in its place in the order, saying it is Spanish.
    expect(french).toEqual([
      ['about', 'FR', 'À propos'],
      ['deposit', 'FR', 'Comment déposer'],
      ['withdraw', 'FR', 'Comment retirer'],
      ['reglas-bono', 'ES', 'Reglas de bonos'],
      ['responsible', 'FR', 'Jeu responsable'],
      ['term', 'FR', 'Conditions générales'],
    ]);
    expect((await help('ES')).every((e) => e.language === 'ES')).toBe(true);
    await operator.call(deleteConsoleHelpEntry, { id: spanishOnly.id });
    expect((await help('FR')).map((e) => e.tag)).not.toContain('reglas-bono');
  });

  it('adds, edits and removes a section; the help center shows each change at once', async () => {
    await helpTitles('EN'); // cached now
    const created = await operator.call(createConsoleHelpEntry, section);
    expect(await helpTitles('EN')).toContain('Bonus rules');
    await operator.call(updateConsoleHelpEntry, { ...section, id: created.id, title: 'Bonus terms' });
    expect(await helpTitles('EN')).toContain('Bonus terms');
    const duplicate = await failureOf(operator, createConsoleHelpEntry, { ...section, title: 'Again' });
    expect([duplicate.status, duplicate.fields]).toEqual([409, [{ field: 'tag', reason: 'help_tag_taken' }]]);
    expect((await operator.call(listConsoleHelpEntries, { language: 'EN' })).list.map((e) => e.tag)).toContain(
      'bonus-rules',
    );
    await operator.call(deleteConsoleHelpEntry, { id: created.id });
    expect(await helpTitles('EN')).not.toContain('Bonus terms');
  });

  it('keeps each merchant to its own sections and refuses bad input', async () => {
    const demoEntry = (await operator.call(listConsoleHelpEntries, {})).list[0]!;
    expect((await otherOperator.call(listConsoleHelpEntries, {})).list).toEqual([]);
    const foreign = await failureOf(otherOperator, updateConsoleHelpEntry, { ...section, id: demoEntry.id });
    expect(foreign.errorCode).toBe('not_found');
    for (const bad of [
      { ...section, tag: 'Has Spaces' },
      { ...section, language: 'XX' },
      { ...section, content: '   ' },
      { ...section, sort: -1 },
    ]) {
      const error = await failureOf(operator, createConsoleHelpEntry, bad as typeof section);
      expect(error.status).toBe(400);
    }
  });
});

describe("the mobile client's name of the announcements (CCSFE_getListAnnouncements)", () => {
  it('answers what MCSFE_getListAnnouncements answers, with its bare login flag accepted and unknown ones refused', async () => {
    const member = await signIn('jugador1');
    const get = async (query: string) => {
      const response = await fetch(`${baseUrl}/wps/relay/CCSFE_getListAnnouncements?${query}`, {
        headers: { authorization: member.token, language: 'EN' },
      });
      return (await response.json()) as { success: boolean; value?: unknown; errorCode?: string };
    };
    expect(await get('AFTER_LOGIN')).toEqual({ success: true, value: await announcements(member.token) });
    expect(await get('AFTER_LOGIN&types=PU&execution=A')).toMatchObject({ success: true });
    expect(await get('AFTER_LOGINX')).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(await get('types=ZZ')).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});
