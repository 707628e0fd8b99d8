import { relaxRegistration } from '../fixtures/accounts.ts';
import { operatorApi } from '../fixtures/console.ts';
import { headerBalance, signedInFundedPlayer } from '../fixtures/games.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/*
 * Issue 19's cockfight (decision 0072): the sportsbook's cockfight lane (synced into the demo lobby's COCKFIGHT
 * center at start) opened from /cockfight in the game popup; a MERON bet placed for real money through the
 * platform's seamless wallet while the feed simulator's arena has a fight's window open (30 s of every minute).
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

test('a player opens /cockfight, bets MERON while the window is open and sees the balance drop', async ({
  page,
  baseURL,
}, testInfo) => {
  // The simulator's next window may be up to a minute away.
  test.setTimeout(150_000);
  const { api } = await operatorApi(baseURL ?? '');
  await signedInFundedPlayer(page, baseURL ?? '', api, 100);
  await expect(headerBalance(page)).toContainText('100,00 $');

  await page.goto('/cockfight');
  await page.getByRole('button', { name: /FICHA_SPORTS/ }).click();
  const popup = page.getByRole('dialog', { name: 'FICHA_SPORTS' });
  await expect(popup).toBeVisible();
  const arena = popup.frameLocator('iframe');
  await expect(arena.getByRole('heading', { name: 'Peleas de gallos' })).toBeVisible();
  await expect(arena.getByRole('heading', { name: 'Ficha Cockpit Arena' })).toBeVisible({ timeout: 20_000 });

  // Wait for a window with a few seconds left, then pick MERON.
  await expect(arena.getByText(/Las apuestas cierran en (\d{2}|[6-9]) s/)).toBeVisible({ timeout: 90_000 });
  await arena.getByRole('button', { name: /Meron/ }).click();
  const form = arena.getByRole('complementary', { name: 'Tu apuesta' });
  await expect(form).toContainText('Meron');
  await form.getByLabel('Importe').fill('5');
  await snap(page, testInfo, 'cockfight-arena');
  await form.getByRole('button', { name: 'Apostar' }).click();

  await expect(form.getByText('Apuesta realizada a Meron. Está en Mis apuestas.')).toBeVisible();
  await expect(arena.getByTestId('sports-balance')).toHaveText('95,00 $');
  await expect(headerBalance(page)).toContainText('95,00 $');

  await arena.getByRole('tab', { name: 'Mis apuestas' }).click();
  const bet = arena.getByRole('list', { name: 'Mis apuestas' }).getByRole('listitem').first();
  await expect(bet).toContainText('Meron');
  await expect(bet).toContainText('5,00 $');
  await snap(page, testInfo, 'cockfight-my-bets');
  await arena.getByRole('tab', { name: 'Arena' }).click();
  await page.setViewportSize({ width: 360, height: 800 });
  await snap(page, testInfo, 'cockfight-arena-phone');
});
