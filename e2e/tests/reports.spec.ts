import { readFile } from 'node:fs/promises';
import { approveDeposit, login, searchDeposits, submitDeposit } from '@ficha/contract';
import type { Page } from '@playwright/test';
import { addressedClient, logIn, relaxRegistration } from '../fixtures/accounts.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import { headerBalance, spinHuertaDorada } from '../fixtures/games.ts';
import { createMoneyPlayer, expectNoHorizontalScroll, receiptPng } from '../fixtures/money.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, secondSitePage, test } from '../fixtures/site-test.ts';

/*
 * Issue 20's dashboard and reports: the console's home shows today's figures from the ledger fold; a fresh
 * player's deposit and slot round move them, the report finds the player and its CSV downloads.
 */
let restore: () => Promise<void> = async () => {};
test.beforeAll(async ({ baseURL }) => {
  const { api } = await operatorApi(baseURL ?? '');
  // The player is registered through the API, which can't read an image captcha.
  restore = await relaxRegistration(api);
});
test.afterAll(async () => {
  await restore();
});

/** A figure of today on the dashboard, as the page shows it. */
const todayFigure = (page: Page, key: string) => page.getByTestId(`dashboard-${key}-today`).innerText();

test('the dashboard moves after a deposit and a slot round, and the report exports the player as CSV', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A deposit, a spin that may trigger free spins, and the fold: more time than most journeys.
  test.slow();
  await page.emulateMedia({ colorScheme: 'light' });
  await signInToConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const depositsBefore = await todayFigure(page, 'deposits');
  const roundsBefore = await todayFigure(page, 'rounds');
  await snap(page, testInfo, 'console-dashboard-light', true);

  // A fresh player deposits 150.00 by bank transfer; the operator approves it.
  const player = await createMoneyPlayer(baseURL ?? '');
  const { token } = await addressedClient(baseURL ?? '').call(login, {
    username: player.username,
    password: player.password,
  });
  const playerApi = addressedClient(baseURL ?? '', () => token);
  const proof = (await receiptPng(page)).toString('base64');
  await playerApi.call(submitDeposit, {
    channelCode: 'banco-demo',
    amount: 150,
    reference: `E2E-${player.username}`,
    proof: { contentType: 'image/png', dataBase64: proof },
  });
  const { api } = await operatorApi(baseURL ?? '');
  const [deposit] = (await api.call(searchDeposits, { status: 'pending', username: player.username })).list;
  await api.call(approveDeposit, { depositId: deposit!.id });

  // The player spins Huerta Dorada once from the lobby.
  const site = await secondSitePage(browser, testInfo, baseURL ?? '');
  await site.goto('/');
  await logIn(site, player.username, player.password);
  await expect(site.getByRole('button', { name: player.username })).toBeVisible();
  await expect(headerBalance(site)).toContainText('150,00');
  await spinHuertaDorada(site);

  // The fold adds the new money within seconds: the dashboard shows it after a reload.
  await expect
    .poll(
      async () => {
        await page.reload();
        return [await todayFigure(page, 'deposits'), await todayFigure(page, 'rounds')];
      },
      { timeout: 30_000 },
    )
    .not.toEqual([depositsBefore, roundsBefore]);
  expect(await todayFigure(page, 'deposits')).not.toBe(depositsBefore);
  expect(await todayFigure(page, 'rounds')).not.toBe(roundsBefore);
  // The console follows the system's colour scheme when no theme was chosen: dark from here on.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await snap(page, testInfo, 'console-dashboard-dark', true);

  // The same dashboard on a phone (360 × 800): today's figures and the charts fit the width, nothing scrolls
  // sideways, and the sections sit behind the menu.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByTestId('dashboard-deposits-today')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'console-dashboard-phone', true);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The report by player finds the fresh player with its deposit; the CSV downloads with a header.
  await page
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link', { name: 'Informes', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  await page.getByLabel('Agrupar por').selectOption('player');
  await page.getByLabel('Periodo').selectOption('today');
  await page.getByLabel('Usuario').fill(player.username);
  await page.getByRole('button', { name: 'Mostrar' }).click();
  const row = page.getByRole('row').filter({ hasText: player.username });
  await expect(row).toContainText('150,00');
  await snap(page, testInfo, 'console-report-player-dark', true);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('report-player-demo.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'player,label,rounds,validBets,payouts,ggr,bonuses,ngr,deposits,withdrawals,adjustments',
  );
  expect(csv).toContain(`${player.username},${player.username},`);

  // The bet search finds the player's round across providers, with its replay link and the player's page.
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Apuestas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de apuestas' })).toBeVisible();
  await page.getByRole('main').getByLabel('Jugador').fill(player.username);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const round = page.getByRole('row').filter({ hasText: 'huerta-dorada' });
  await expect(round).toHaveCount(1);
  await expect(round.getByRole('link', { name: 'Ver repetición' })).toHaveAttribute('href', /\/rounds\//);
  await snap(page, testInfo, 'console-bet-search-dark', true);
  await round.getByRole('link', { name: player.username }).click();
  await expect(page).toHaveURL(/\/console\/members\/\d+$/);
  await site.context().close();
});
