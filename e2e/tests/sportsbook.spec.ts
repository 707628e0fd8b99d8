import type { FrameLocator, Page } from '@playwright/test';
import { relaxRegistration } from '../fixtures/accounts.ts';
import { operatorApi } from '../fixtures/console.ts';
import { headerBalance, signedInFundedPlayer } from '../fixtures/games.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/*
 * Issue 19's journey: the sportsbook (provider FICHA_SPORTS, synced into the demo lobby at start) opened from
 * /sports in the game popup, a single placed for real money through the platform's seamless wallet, the bet in
 * "my bets". The odds come from the feed simulator npm start runs beside it.
 */
let restore: () => Promise<void> = async () => {};
test.beforeAll(async ({ baseURL }) => {
  const { api } = await operatorApi(baseURL ?? '');
  // The players are registered through the API, which can't read an image captcha.
  restore = await relaxRegistration(api);
});
test.afterAll(async () => {
  await restore();
});

/** /sports → the sportsbook's vendor card (one game: it launches at once) → the betting page in the popup's frame. */
async function openSportsbook(page: Page): Promise<FrameLocator> {
  await page.goto('/sports');
  await page.getByRole('button', { name: /FICHA_SPORTS/ }).click();
  const popup = page.getByRole('dialog', { name: 'FICHA_SPORTS' });
  await expect(popup).toBeVisible();
  const frame = popup.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Deportes' })).toBeVisible();
  return frame;
}

test('a player opens /sports, places a single, sees the balance drop and the bet in my bets @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const { api } = await operatorApi(baseURL ?? '');
  await signedInFundedPlayer(page, baseURL ?? '', api, 100);
  await expect(headerBalance(page)).toContainText('100,00 $');

  const book = await openSportsbook(page);
  await expect(book.getByTestId('sports-balance')).toHaveText('100,00 $');
  // An upcoming event's main market: open before kick-off, never suspended by a dangerous moment.
  const upcoming = book.getByRole('region', { name: 'Próximos' });
  await upcoming.getByRole('button', { pressed: false }).and(upcoming.locator('button.price:enabled')).first().click();
  const slip = book.getByRole('complementary', { name: 'Boleto de apuestas' });
  await expect(slip.getByText('Simple', { exact: true })).toBeVisible();
  await slip.getByLabel('Importe').fill('5');
  await snap(page, testInfo, 'sportsbook-slip');
  await slip.getByRole('button', { name: 'Apostar' }).click();

  await expect(slip.getByText('Apuesta realizada. Está en Mis apuestas.')).toBeVisible();
  await expect(book.getByTestId('sports-balance')).toHaveText('95,00 $');
  // The platform pushes the wallet's new balance to the site's header.
  await expect(headerBalance(page)).toContainText('95,00 $');

  await book.getByRole('tab', { name: 'Mis apuestas' }).click();
  const bet = book.getByRole('list', { name: 'Mis apuestas' }).getByRole('listitem').first();
  await expect(bet).toContainText('Simple');
  await expect(bet).toContainText('Abierta');
  await expect(bet).toContainText('5,00 $');
  await snap(page, testInfo, 'sportsbook-my-bets');
});
