import type { Page } from '@playwright/test';
import { getPointBalance, getPointReward, login, redeemPointReward, setPaymentPassword } from '@ficha/contract';
import { expect, test } from '../fixtures/site-test.ts';
import { addressedClient, logIn } from '../fixtures/accounts.ts';
import { signInToConsole } from '../fixtures/console.ts';
import { expectNoHorizontalScroll } from '../fixtures/money.ts';
import { snap } from '../fixtures/screenshot.ts';

/** The site's theme for a screenshot, as its toggle sets it (`<html data-theme>`). */
const showTheme = (page: Page, theme: 'dark' | 'light') =>
  page.evaluate((value) => {
    document.documentElement.dataset['theme'] = value;
  }, theme);

/*
 * Issue 17's journey: a demo player whose seeded history earned points (the fold turns it into points, decision
 * 0055) opens the points mall, redeems the cash reward with the payment password and sees the record; the VIP
 * rank card shows in the member centre with its perks. Each project uses its own history player, so the journeys don't share
 * a balance.
 */
test('a demo player with points redeems a reward in the points mall and sees the record @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const player = {
    username: testInfo.project.name === 'phone' ? 'jugador3' : 'jugador2',
    password: 'Demo1234',
    paymentPassword: '135790',
  };
  const { token } = await addressedClient(baseURL ?? '').call(login, {
    username: player.username,
    password: player.password,
  });
  const api = addressedClient(baseURL ?? '', () => token);
  // As the player would in the security centre.
  await api.call(setPaymentPassword, {
    loginPassword: player.password,
    newPaymentPassword: player.paymentPassword,
    confirmPaymentPassword: player.paymentPassword,
  });
  // The server's fold credits the seeded history's points shortly after start.
  await expect.poll(async () => (await api.call(getPointBalance, {})).pointBalance).toBeGreaterThanOrEqual(150);

  await page.goto('/');
  await logIn(page, player.username, player.password);
  await expect(page.getByRole('button', { name: player.username })).toBeVisible();
  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { level: 1, name: 'Tienda de puntos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo ganar puntos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rango VIP' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Auriculares inalámbricos' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await showTheme(page, 'dark');
  await snap(page, testInfo, 'point-mall-dark', true);

  await page.getByRole('button', { name: 'Canjear Saldo 1.50' }).click();
  const dialog = page.getByRole('dialog', { name: 'Canjear Saldo 1.50' });
  await dialog.getByLabel('Contraseña de pago').fill(player.paymentPassword);
  await snap(page, testInfo, 'point-mall-redeem-dialog-dark');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByRole('status')).toContainText('¡Listo!');
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

  const records = page.getByRole('region', { name: 'Mis canjes' });
  await expect(records.getByRole('listitem').filter({ hasText: 'Saldo 1.50' }).first()).toContainText('Aprobado');
  await showTheme(page, 'light');
  await snap(page, testInfo, 'point-mall-light', true);

  // The rank card in the member centre, and the points in the user menu.
  await page.goto('/member');
  await showTheme(page, 'light');
  await expect(page.getByRole('heading', { name: 'Rango VIP' })).toBeVisible();
  // The card lists the next rank's perks (decision 0082): the demo's ranks boost rebates from Plata up.
  const rankCard = page.getByRole('region', { name: 'Rango VIP' });
  await expect(rankCard.getByText(/^Beneficios en /)).toBeVisible();
  await expect(rankCard.getByText(/en reembolsos$/).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: player.username }).click();
  await expect(page.getByRole('menuitem', { name: /Tienda de puntos/ })).toContainText('pts');
  await snap(page, testInfo, 'member-rank-card-light');
});

/*
 * The console's side (decision 0060), on the desktop only: an operator adds an item to the mall with a drawing
 * from the art picker, the site shows it, a player redeems it (In Process) and the operator approves it from the
 * Redeems queue; the player's record says Approved.
 */
test('an operator adds a mall item in the console and approves its redeem from the queue', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two apps in one journey (the console and the site).
  test.slow();
  const player = { username: 'jugador4', password: 'Demo1234', paymentPassword: '246801' };
  const rewardName = `Gorra Ficha ${Date.now().toString(36)}`;
  const { token } = await addressedClient(baseURL ?? '').call(login, {
    username: player.username,
    password: player.password,
  });
  const api = addressedClient(baseURL ?? '', () => token);
  await api.call(setPaymentPassword, {
    loginPassword: player.password,
    newPaymentPassword: player.paymentPassword,
    confirmPaymentPassword: player.paymentPassword,
  });
  await expect.poll(async () => (await api.call(getPointBalance, {})).pointBalance).toBeGreaterThanOrEqual(100);

  // The console in its own page; the fixture's page is the player's site.
  const consolePage = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInToConsole(consolePage);
  await consolePage.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Fidelización' }).click();
  await expect(consolePage.getByRole('heading', { level: 1, name: 'Fidelización' })).toBeVisible();
  await expect(consolePage.getByRole('row').filter({ hasText: 'Auriculares inalámbricos' })).toBeVisible();
  await consolePage.getByRole('button', { name: 'Añadir recompensa' }).click();
  const dialog = consolePage.getByRole('dialog', { name: 'Añadir recompensa' });
  // A text that is no whole number is refused beside its field before anything is sent.
  await dialog.getByRole('textbox', { name: 'Precio en puntos' }).fill('1,5');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ingresa un número entero')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(rewardName);
  await dialog.getByRole('textbox', { name: 'Precio en puntos' }).fill('100');
  await dialog.getByRole('textbox', { name: 'Existencias' }).fill('3');
  await dialog.getByRole('radio', { name: 'Monedas' }).check();
  await snap(consolePage, testInfo, 'console-loyalty-reward-dialog');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(consolePage.getByRole('row').filter({ hasText: rewardName })).toContainText('Artículo');
  await snap(consolePage, testInfo, 'console-loyalty-mall', true);

  // The site's mall shows it; the player redeems it as the site's dialog would.
  await page.goto('/');
  await logIn(page, player.username, player.password);
  await expect(page.getByRole('button', { name: player.username })).toBeVisible();
  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { name: rewardName })).toBeVisible();
  const reward = (await api.call(getPointReward, {})).find((r) => r.name === rewardName);
  expect(reward?.art).toBe('coins');
  const record = await api.call(redeemPointReward, {
    rewardId: reward?.id ?? 0,
    quantity: 1,
    paymentPassword: player.paymentPassword,
  });
  expect(record.status).toBe('in_process');

  await consolePage.getByRole('tab', { name: 'Canjes' }).click();
  const row = consolePage.getByRole('row').filter({ hasText: record.reference });
  await expect(row).toContainText('En proceso');
  await snap(consolePage, testInfo, 'console-loyalty-redeems', true);
  await row.getByRole('button', { name: `Aprobar ${record.reference}` }).click();
  const confirm = consolePage.getByRole('alertdialog', { name: '¿Aprobar este canje?' });
  await confirm.getByRole('button', { name: 'Aprobar' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(consolePage.getByRole('row').filter({ hasText: record.reference })).toHaveCount(0);

  await page.goto('/pointMall');
  const records = page.getByRole('region', { name: 'Mis canjes' });
  await expect(records.getByRole('listitem').filter({ hasText: rewardName }).first()).toContainText('Aprobado');

  await consolePage.getByRole('tab', { name: 'Rangos VIP' }).click();
  await expect(consolePage.getByRole('group', { name: 'Nivel 1' })).toBeVisible();
  await snap(consolePage, testInfo, 'console-loyalty-ranks');
  await consolePage.getByRole('tab', { name: 'Reglas de puntos' }).click();
  await expect(consolePage.getByRole('textbox', { name: 'Tasa por defecto' })).toBeVisible();
  await snap(consolePage, testInfo, 'console-loyalty-rules', true);
  await consolePage.close();
});
