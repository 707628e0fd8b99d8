import { relaxRegistration, createPlayer, logIn, uniqueName } from '../fixtures/accounts.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/*
 * Issue 16's player journey (decision 0054): a new player opens /promotions (the demo's live promotions), claims
 * the sign-up reward and finds it, active with its wagering progress, in the member centre's bonus details, then
 * forfeits it after the confirmation.
 */
let restore: () => Promise<void> = async () => {};
test.beforeAll(async ({ baseURL }) => {
  const { api } = await operatorApi(baseURL ?? '');
  restore = await relaxRegistration(api);
});
test.afterAll(async () => {
  await restore();
});

test('a new player claims the sign-up reward on /promotions sees it in bonus details and forfeits it @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const username = uniqueName('promo');
  const password = 'Secreto123';
  await createPlayer(baseURL ?? '', { username, password });
  await page.goto('/');
  await logIn(page, username, password);
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: 'Promociones', level: 1 })).toBeVisible();

  const welcome = page.getByRole('article', { name: 'Bono de bienvenida: 5 USD' });
  await expect(welcome.getByText(/^Termina en /)).toBeVisible();
  await snap(page, testInfo, 'promotions');
  await welcome.getByRole('button', { name: 'Reclamar' }).click();
  await expect(welcome.getByRole('status')).toHaveText('Reclamado: 5,00 añadidos a tu saldo de bono.');
  await expect(welcome.getByRole('button', { name: 'Reclamado' })).toBeDisabled();
  // The header keeps cash and bonus apart: the bonus part of the balance shows under it.
  const headerBonus = page.getByRole('banner').getByRole('link', { name: 'Saldo de bono: 5,00' });
  await expect(headerBonus).toBeVisible();
  await snap(page, testInfo, 'header-bonus-balance');

  await page.getByRole('link', { name: 'Mis bonos' }).click();
  await expect(page.getByRole('heading', { name: 'Detalles del bono', level: 1 })).toBeVisible();
  const bonus = page.getByRole('article', { name: 'Bono de 5,00' });
  await expect(bonus.getByText('Activo', { exact: true })).toBeVisible();
  await expect(bonus.getByText('Saldo de bono: 5,00')).toBeVisible();
  await expect(bonus.getByRole('progressbar', { name: 'Progreso de apuestas' })).toHaveAttribute('value', '0');
  await snap(page, testInfo, 'bonus-details');

  // Forfeit asks first; then the bonus is over and its money gone from the balance.
  await bonus.getByRole('button', { name: 'Renunciar al bono' }).click();
  const question = page.getByRole('alertdialog', { name: '¿Renunciar a este bono?' });
  await question.getByRole('button', { name: 'Renunciar al bono' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Renunciaste al bono.' })).toBeVisible();
  await expect(bonus.getByText('Renunciado', { exact: true })).toBeVisible();
  await expect(headerBonus).toBeHidden();
});

test('an operator builds a promotion in the console and it shows on the site', async ({ page, baseURL }, testInfo) => {
  const title = `Regalo ${uniqueName('e2e')}`;
  await signInToConsole(page);
  await page.goto('/console/promotions');
  await expect(page.getByRole('heading', { name: 'Promociones', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva promoción' }).click();
  await expect(page.getByRole('heading', { name: 'Nueva promoción', level: 1 })).toBeVisible();

  // Started two days ago whatever the merchant's zone; a 2.00 sign-up reward from a 100.00 budget, Spanish only.
  const start = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 16);
  await page.getByLabel('Empieza').fill(start);
  await page.getByLabel('Presupuesto', { exact: true }).fill('100');
  await page.getByLabel('Monto del premio').fill('2');
  await page.getByRole('button', { name: 'Quitar EN' }).click();
  await page.getByLabel('Título').fill(title);
  // A bad value is refused beside its input before anything is sent.
  await page.getByLabel('Vence a las (horas)').fill('0');
  await page.getByRole('button', { name: 'Crear la promoción' }).click();
  await expect(page.getByLabel('Vence a las (horas)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Vence a las (horas)').fill('48');
  await snap(page, testInfo, 'console-promotion-builder', true);
  await page.getByRole('button', { name: 'Crear la promoción' }).click();

  await expect(page.getByRole('heading', { name: 'Promociones', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('En curso')).toBeVisible();
  await snap(page, testInfo, 'console-promotions', true);

  await page.goto(baseURL ?? '/');
  await page.goto('/promotions');
  // The new promotion is one of the cards, named by its title.
  await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();
});
