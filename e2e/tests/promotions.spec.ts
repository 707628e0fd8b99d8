import { createPromotion } from '@ficha/contract';
import { png } from '../../apps/platform/test/security/hostile-files.ts';
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

test('a player applies with two images and the operator approves it in the console @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  // An "apply" promotion of 3.00 (decision 0077), under the dual-approval threshold: one operator approves it.
  const title = `Comparte tu premio ${uniqueName('ap')}`;
  const { api } = await operatorApi(baseURL ?? '');
  await api.call(createPromotion, {
    kind: 'apply',
    category: 'other',
    texts: { ES: { title, summary: 'Envíanos la captura de tu mejor premio.', rules: 'Una por jugador.' } },
    art: 'ocean',
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    budget: 100,
    amount: 3,
    wageringMultiplier: 1,
    expiryHours: 48,
  });
  const username = uniqueName('apply');
  const password = 'Secreto123';
  await createPlayer(baseURL ?? '', { username, password });
  await page.goto('/');
  await logIn(page, username, password);
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  await page.goto('/promotions');

  const card = page.getByRole('article', { name: title, exact: true });
  await card.getByRole('button', { name: 'Solicitar' }).click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByRole('heading', { name: 'Solicitar esta promoción' })).toBeVisible();
  await detail.getByLabel('Comentario').fill('Gané 500 en Dados, adjunto las capturas.');
  await detail.getByTestId('apply-images').setInputFiles([
    { name: 'captura-1.png', mimeType: 'image/png', buffer: png },
    { name: 'captura-2.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(detail.getByRole('img', { name: 'captura-2.png' })).toBeVisible();
  await snap(page, testInfo, 'promotion-apply-form');
  await detail.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(detail.getByRole('button', { name: 'En solicitud' })).toBeDisabled();
  await detail.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('region', { name: 'Centro de recompensas' }).getByText(/En revisión/)).toBeVisible();

  // The operator sees the application with its comment and both images, and approves it.
  const consolePage = await page.context().newPage();
  await signInToConsole(consolePage);
  await consolePage.goto('/console/promotions/applications');
  await expect(consolePage.getByRole('heading', { name: 'Solicitudes de promociones', level: 1 })).toBeVisible();
  const row = consolePage.getByRole('row').filter({ hasText: username });
  await expect(row.getByText('Gané 500 en Dados, adjunto las capturas.')).toBeVisible();
  await row.getByRole('button', { name: /^Ver \(2 imágenes\)/ }).click();
  const view = consolePage.getByRole('dialog', { name: `Solicitud de ${username}` });
  await expect(view.getByRole('img', { name: `Imagen 1 enviada por ${username}` })).toBeVisible();
  await view.getByRole('button', { name: 'Imagen 2' }).click();
  await expect(view.getByRole('img', { name: `Imagen 2 enviada por ${username}` })).toBeVisible();
  await snap(consolePage, testInfo, 'console-application-images', true);
  await view.getByRole('button', { name: 'Cerrar' }).last().click();
  await snap(consolePage, testInfo, 'console-applications', true);
  await row.getByRole('button', { name: /^Aprobar/ }).click();
  const confirm = consolePage.getByRole('alertdialog', { name: '¿Aprobar la solicitud?' });
  await confirm.getByRole('button', { name: 'Aprobar' }).click();
  await expect(row).toBeHidden();
  await consolePage.close();

  // The player is told, the bonus is in the bonus balance and the promotion reads claimed.
  await expect(page.getByText(/^Tu solicitud fue aprobada/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reclamado' })).toBeDisabled();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Saldo de bono: 3,00' })).toBeVisible();
  await snap(page, testInfo, 'promotion-application-approved');
});

/*
 * The demo raffle (decision 0076): jugador1's three even rounds of 20.00 earn 6 tickets once the fold has taken
 * them in; the raffle shows them with the prizes and the seed hash published before the draw.
 */
test('the demo player sees their raffle tickets, the prizes and the published seed hash @phone', async ({
  page,
}, testInfo) => {
  // The first boot's fold may still be taking in the seed's rounds: this journey may wait for it.
  test.setTimeout(240_000);
  await page.goto('/');
  await logIn(page, 'jugador1', 'Demo1234');
  await expect(page.getByRole('button', { name: 'jugador1' })).toBeVisible();
  await page.goto('/promotions');
  const raffles = page.getByRole('region', { name: 'Sorteos' });
  const raffle = raffles.getByRole('article', { name: 'Gran sorteo: 350 USD en premios' });
  // The fold job counts the seed's rounds shortly after the first boot: read the page again until it has. Other
  // journeys (the agent center's, the contracts') have jugador1 play a few more rounds first on the desktop run,
  // so the count is at least the seed's 6 and the progress is whatever those rounds left.
  const tickets = raffle.getByText(/^Tus boletos: \d+$/);
  await expect(async () => {
    await page.reload();
    const text = (await tickets.textContent({ timeout: 20_000 })) ?? '';
    expect(Number(/\d+/.exec(text)?.[0])).toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 180_000 });
  await expect(raffle.getByText('Un boleto por cada 10,00 en apuestas válidas')).toBeVisible();
  await expect(raffle.getByText('Premio 1: 200,00')).toBeVisible();
  // "Bet 10,00 more" at the seed's even 60,00; the bar shows the part of the 10,00 already bet.
  const next = raffle.getByText(/^Apuesta \d+,\d\d más para tu próximo boleto$/);
  await expect(next).toBeVisible();
  const [units, cents] = (/(\d+),(\d\d)/.exec((await next.textContent()) ?? '') ?? []).slice(1).map(Number);
  const left = (units ?? 0) * 100 + (cents ?? 0);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(1000);
  await expect(raffle.getByRole('progressbar', { name: 'Progreso hacia el próximo boleto' })).toHaveAttribute(
    'value',
    String(Math.floor(((1000 - left) / 1000) * 100)),
  );
  await raffle.getByText('Transparencia').click();
  await expect(raffle.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await raffle.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'raffle-tickets');
});
