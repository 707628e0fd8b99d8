import { operatorApi } from '../fixtures/console.ts';
import { relaxRegistration } from '../fixtures/accounts.ts';
import { headerBalance, signedInFundedPlayer } from '../fixtures/games.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/*
 * Issue 18's journey: our lottery (provider FICHA_LOTTO, registered with the demo merchant at start) from the
 * site's lottery centre: a player opens a game's lottery page and launches it, buys a ticket on the current draw through the seamless
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
  // A lottery game opens the site's lottery page (decision 0071); "play" opens the game in the page.
  await expect(page).toHaveURL(/\/lottery\?gameCode=ssc-5m$/);
  await page.getByTestId('current-draw').getByRole('button', { name: 'Jugar', exact: true }).click();
  const frame = page.getByTestId('lottery-game').frameLocator('iframe');
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

test('a player chases a Mark Six number over two draws and sees the chase with its draws left @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const { api } = await operatorApi(baseURL ?? '');
  await signedInFundedPlayer(page, baseURL ?? '', api, 50);
  await page.goto('/lottery?gameCode=lhc-5m');
  await page.getByTestId('current-draw').getByRole('button', { name: 'Jugar', exact: true }).click();
  const frame = page.getByTestId('lottery-game').frameLocator('iframe');
  await expect(frame.getByTestId('open-draw')).toBeVisible();

  // The special number 7 at 1.00 a draw, chased over two draws: two tickets of 1.00 bought at once.
  await frame.getByRole('button', { name: 'Número especial', exact: true }).click();
  await frame.getByRole('button', { name: '7', exact: true }).click();
  await frame.getByLabel('Apuesta por unidad').fill('1.00');
  await frame.getByRole('button', { name: 'Añadir al boleto' }).click();
  await frame.getByLabel('Seguir los próximos sorteos').check();
  await frame.getByLabel('Sorteos (1–120)').fill('2');
  await expect(frame.getByText('Total de 2 sorteos')).toBeVisible();
  await snap(page, testInfo, 'lottery-mark-six-chase-slip');
  await frame.getByRole('button', { name: 'Comprar boletos' }).click();
  await expect(frame.getByRole('status').filter({ hasText: 'Seguimientos comprados: 1' })).toBeVisible();

  const chase = frame.getByTestId('my-chases').getByRole('listitem').first();
  await expect(chase).toContainText('Número especial · 7');
  await expect(chase).toContainText(/Quedan [12] de 2 sorteos/);
  await expect(chase.getByRole('button', { name: 'Cancelar el resto' })).toBeVisible();
  await expect(frame.getByTestId('lottery-balance')).toContainText('48,00');
  await snap(page, testInfo, 'lottery-mark-six-chase');
});
