import {
  createConsoleBanner,
  createConsoleHelpEntry,
  createConsoleNotice,
  deleteConsoleBanner,
  deleteConsoleHelpEntry,
  deleteConsoleNotice,
  listCatalogGames,
  login,
  searchMembers,
  submitDeposit,
  updateCatalogGame,
  updateMemberProfile,
} from '@ficha/contract';
import { expect, test, type Page } from '@playwright/test';
import { addressedClient, createPlayer, relaxRegistration, uniqueName } from '../fixtures/accounts.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import { receiptPng } from '../fixtures/money.ts';
import { snap } from '../fixtures/screenshot.ts';

/**
 * Stored XSS (issue 11): payloads go in through the API as an operator or a player would write them, then the
 * player site and the console show them in Chromium. No script may run (a page-wide trap records any call, and
 * any dialog), no handler attribute may reach the DOM, plain texts show literally and rich texts keep only their
 * text. The plain Playwright test: the visitor's announcement popup is one of the pages under test.
 */

declare global {
  interface Window {
    __xss: (n: number) => void;
    __xssRuns: number[];
  }
}

/** Plain texts: each must show exactly as written. The short one fits a nickname (32 characters). */
const shortPayload = '<img src=x onerror=__xss(1)>';
const plainPayload = `"><script>__xss(2)</script><svg onload=__xss(3)><img src=x onerror=alert(4)>`;
/** Rich text (popups, help): formatting is kept, scripts, handlers and javascript: links are not. */
const richText = 'Texto enriquecido de prueba';
const richPayload =
  `<p>${richText}</p><script>__xss(5)</script><img src=x onerror=__xss(6)>` +
  `<a href="javascript:__xss(7)">enlace</a><iframe src="javascript:__xss(8)"></iframe>` +
  `<svg><animate onbegin=__xss(9) attributeName=x dur=1s></svg><math><mtext><style><img src=x onerror=__xss(10)>`;

async function armTrap(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__xssRuns = [];
    window.__xss = (n) => window.__xssRuns.push(n);
  });
  return dialogs;
}

/** Nothing ran and nothing that could run is in the page. */
async function expectInert(page: Page, dialogs: string[]) {
  await expect(
    page.locator('[onerror], [onload], [onbegin], [onclick], a[href^="javascript:" i], iframe[src^="javascript:" i]'),
  ).toHaveCount(0);
  expect(await page.evaluate(() => window.__xssRuns)).toEqual([]);
  expect(dialogs).toEqual([]);
}

test('payloads in operator- and player-authored texts show as text and run nothing, on the site and the console', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = baseURL ?? '';
  const { api: operator } = await operatorApi(base);
  const tag = uniqueName('xss');
  const popupTitle = `${plainPayload} ${tag}`;
  const helpTitle = `${shortPayload} ${tag}`;
  const marqueeTitle = `${shortPayload} aviso ${tag}`;
  const bannerTitle = `${plainPayload} banner ${tag}`;

  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    // The operator writes a visitor popup and a help section; the player a nickname and a deposit reference.
    const popup = await operator.call(createConsoleNotice, {
      type: 'PU',
      execution: 'B',
      texts: [{ language: 'ES', title: popupTitle, content: richPayload }],
      sequence: 0,
      startsAt: null,
      endsAt: null,
      enabled: true,
    });
    cleanups.push(() => operator.call(deleteConsoleNotice, { id: popup.id }));
    const marquee = await operator.call(createConsoleNotice, {
      type: 'PL',
      execution: null,
      texts: [{ language: 'ES', title: marqueeTitle, content: richPayload }],
      sequence: 0,
      startsAt: null,
      endsAt: null,
      enabled: true,
    });
    cleanups.push(() => operator.call(deleteConsoleNotice, { id: marquee.id }));
    const banner = await operator.call(createConsoleBanner, {
      kind: 'B',
      groupName: 'w_home',
      imageUrl: '/media/demo/banner-welcome.svg',
      linkageType: 'NONE',
      target: null,
      title: bannerTitle,
      languages: ['ES'],
      sequence: 0,
      startsAt: null,
      endsAt: null,
      enabled: true,
    });
    cleanups.push(() => operator.call(deleteConsoleBanner, { id: banner.id }));
    const help = await operator.call(createConsoleHelpEntry, {
      language: 'ES',
      device: 'WEB',
      tag,
      title: helpTitle,
      content: richPayload,
      sort: 0,
    });
    cleanups.push(() => operator.call(deleteConsoleHelpEntry, { id: help.id }));
    const [game] = (await operator.call(listCatalogGames, { query: 'Dragón de Tormenta' })).list;
    if (!game) throw new Error('the demo slot Dragón de Tormenta is missing');
    const gameName = `${shortPayload}${tag}`.slice(0, 120);
    await operator.call(updateCatalogGame, { nodeId: game.nodeId, names: { ...game.names, ES: gameName } });
    cleanups.push(() => operator.call(updateCatalogGame, { nodeId: game.nodeId, names: game.names }));

    const player = { username: tag, password: 'Secret123' };
    cleanups.push(await relaxRegistration(operator));
    await createPlayer(base, player);
    const { token } = await addressedClient(base).call(login, player);
    const playerApi = addressedClient(base, () => token);
    await playerApi.call(updateMemberProfile, { nickname: shortPayload });

    const dialogs = await armTrap(page);
    await page.goto('/');
    const receipt = await receiptPng(page);
    const reference = plainPayload.slice(0, 64);
    await playerApi.call(submitDeposit, {
      channelCode: 'banco-demo',
      amount: 150,
      reference,
      proof: { contentType: 'image/png', dataBase64: receipt.toString('base64') },
    });

    // Player site, as a visitor: the popup (plain title, rich body) and the game name in the lobby.
    const announcements = page.getByRole('dialog', { name: 'Anuncios' });
    const popupButton = announcements.getByRole('button', { name: popupTitle, exact: true });
    // The first popup opens by itself; ours may be it.
    if ((await popupButton.getAttribute('aria-expanded')) !== 'true') await popupButton.click();
    await expect(popupButton).toHaveAttribute('aria-expanded', 'true');
    await expect(announcements.getByText(richText, { exact: true })).toBeVisible();
    await expect(announcements.getByRole('link', { name: 'enlace' })).toHaveCount(0);
    await expectInert(page, dialogs);
    await snap(page, testInfo, 'xss-popup');
    await announcements.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByText(marqueeTitle, { exact: true }).first()).toBeAttached();
    await expect(page.getByRole('button', { name: gameName, exact: true })).toBeVisible();
    await expectInert(page, dialogs);

    // The help center: a plain title and a rich body.
    await page.goto(`/help#${tag}`);
    await expect(page.getByText(helpTitle, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(richText, { exact: true }).first()).toBeVisible();
    await expectInert(page, dialogs);
    await snap(page, testInfo, 'xss-help');

    // The console: the texts of the content page, the member's nickname, the deposit's reference, the game's name.
    await signInToConsole(page);
    await page.goto('/console/content');
    await expect(page.getByText(bannerTitle, { exact: true }).first()).toBeVisible();
    await expectInert(page, dialogs);
    const [member] = (await operator.call(searchMembers, { query: tag })).list;
    if (!member) throw new Error(`member ${tag} missing`);
    await page.goto(`/console/members/${member.id}`);
    await expect(page.getByText(shortPayload, { exact: true }).first()).toBeVisible();
    await expectInert(page, dialogs);
    await page.goto(`/console/deposits?username=${tag}`);
    await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
    await expectInert(page, dialogs);
    await snap(page, testInfo, 'xss-console-deposits');
    await page.goto(`/console/catalog?q=${encodeURIComponent('Dragón')}`);
    await expect(page.getByText(gameName, { exact: true }).first()).toBeVisible();
    await expectInert(page, dialogs);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
});
