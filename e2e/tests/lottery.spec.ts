import { operatorApi } from '../fixtures/console.ts';
import { relaxRegistration } from '../fixtures/accounts.ts';
import { headerBalance, signedInFundedPlayer } from '../fixtures/games.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/*
 * Issue 18's journey: our lottery (provider FICHA_LOTTO, registered with the demo merchant at start) from the
 * site's lottery centre: a player launches a game, buys a ticket on the current draw through the seamless
 * wallet, sees it among their tickets and the site's balance drop.
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

test('a player launches a lottery game, buys a ticket on the current draw and sees it with the balance drop @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const { api } = await operatorApi(baseURL ?? '');
  await signedInFundedPlayer(page, baseURL ?? '', api, 50);
  await expect(headerBalance(page)).toContainText('50,00 $');

  await page.goto('/lott');
  await page
    .getByRole('button', { name: /FICHA_LOTTO/ })
    .first()
    .click();
  const list = page.getByRole('dialog', { name: 'FICHA_LOTTO' });
  // The five-minute draw: the current draw stays open for the whole journey.
  await list.getByRole('button', { name: 'Jugar ahora: SSC 5 minutes', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'SSC 5 minutes' });
  const frame = popup.frameLocator('iframe');
  await expect(frame.getByTestId('open-draw')).toBeVisible();
  await expect(frame.getByTestId('lottery-balance')).toContainText('50,00');

  // A digit on the first position, 2.00 a unit: one unit, a ticket of 2.00.
  await frame.getByRole('button', { name: 'Dígito', exact: true }).click();
  await frame.getByRole('button', { name: '7', exact: true }).click();
  await frame.getByLabel('Apuesta por unidad').fill('2.00');
  await frame.getByRole('button', { name: 'Añadir al boleto' }).click();
  await frame.getByRole('button', { name: 'Comprar boletos' }).click();
  await expect(frame.getByRole('status').filter({ hasText: 'Boletos comprados: 1' })).toBeVisible();

  const ticket = frame.getByTestId('my-tickets').getByRole('listitem').first();
  await expect(ticket).toContainText('Dígito · Posición 1 · 7');
  await expect(ticket).toContainText('2,00 $');
  await expect(frame.getByTestId('lottery-balance')).toContainText('48,00');
  // The debit reaches the site's header balance over the platform's socket: no reload.
  await expect(headerBalance(page)).toContainText('48,00 $');
  await snap(page, testInfo, 'lottery-ticket');
});
