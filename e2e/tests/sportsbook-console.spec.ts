import { relaxRegistration } from '../fixtures/accounts.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import { signedInFundedPlayer } from '../fixtures/games.ts';
import { operatorPage } from '../fixtures/money.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/*
 * Issue 19's console journey (decision 0089, desktop only): a player bets on an upcoming event at the sportsbook
 * (provider FICHA_SPORTS, sports category of the demo merchant); the owner opens Deportes, sees the events with
 * their markets, suspends a market for the merchant's players and reopens it (each after a confirmation), and finds
 * the bet in the bet search. The odds come from the feed simulator npm start runs beside the sportsbook.
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

test('an operator opens Deportes, suspends and reopens a market, and finds a bet', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const { api } = await operatorApi(baseURL ?? '');
  await signedInFundedPlayer(page, baseURL ?? '', api, 50);

  // The player's single on an upcoming event (re-placed at the new price if the feed moved it meanwhile).
  await page.goto('/sports');
  await page.getByRole('button', { name: /FICHA_SPORTS/ }).click();
  const book = page.getByRole('dialog', { name: 'FICHA_SPORTS' }).frameLocator('iframe');
  await expect(book.getByRole('heading', { name: 'Deportes' })).toBeVisible();
  const upcoming = book.getByRole('region', { name: 'Próximos' });
  await upcoming.getByRole('button', { pressed: false }).and(upcoming.locator('button.price:enabled')).first().click();
  const slip = book.getByRole('complementary', { name: 'Boleto de apuestas' });
  await slip.getByLabel('Importe').fill('7');
  await slip.getByRole('button', { name: 'Apostar' }).click();
  await expect(async () => {
    if (await slip.getByRole('alert').isVisible()) await slip.getByRole('button', { name: 'Apostar' }).click();
    await expect(slip.getByText('Apuesta realizada. Está en Mis apuestas.')).toBeVisible({ timeout: 3_000 });
  }).toPass();

  // The owner opens Deportes: events taking bets, each with its markets.
  const console = await operatorPage(browser, testInfo, baseURL ?? '');
  await signInToConsole(console);
  await console.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Deportes' }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Deportes' })).toBeVisible();
  await expect(console.getByRole('tab', { name: 'Eventos', selected: true })).toBeVisible();
  const event = console.getByRole('article').first();
  await expect(event.getByRole('table')).toBeVisible();
  await snap(console, testInfo, 'sportsbook-console-events');

  // Suspend the event's first market for the merchant's players, then reopen it.
  const market = event.getByRole('row').nth(1);
  await market.getByRole('button', { name: /^Suspender / }).click();
  const suspend = console.getByRole('alertdialog');
  await suspend.getByRole('button', { name: 'Suspender' }).click();
  await expect(console.getByRole('status').filter({ hasText: 'suspendido para tus jugadores' })).toBeVisible();
  await expect(market.getByText('Suspendido por ti')).toBeVisible();
  await market.getByRole('button', { name: /^Reabrir / }).click();
  await console.getByRole('alertdialog').getByRole('button', { name: 'Reabrir' }).click();
  await expect(console.getByRole('status').filter({ hasText: 'reabierto para tus jugadores' })).toBeVisible();
  await expect(market.getByText('Suspendido por ti')).toBeHidden();

  // The bet search: the player's open bet, newest first.
  await console.getByRole('tab', { name: 'Apuestas' }).click();
  const filters = console.getByRole('form', { name: 'Buscar apuestas' });
  await filters.getByLabel('Estado').selectOption('open');
  await filters.getByRole('button', { name: 'Buscar' }).click();
  const bets = console.getByRole('table', { name: 'Apuestas deportivas, de la más reciente a la más antigua' });
  await expect(bets.getByRole('row').filter({ hasText: '7,00' }).first()).toBeVisible();
  await snap(console, testInfo, 'sportsbook-console-bets');
});
