import type { Page } from '@playwright/test';
import { getPointBalance, login, setPaymentPassword } from '@ficha/contract';
import { expect, test } from '../fixtures/site-test.ts';
import { addressedClient, logIn } from '../fixtures/accounts.ts';
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
 * rank card shows in the member centre. Each project uses its own history player, so the journeys don't share
 * a balance.
 */
test('a demo player with points redeems a reward in the points mall and sees the record', async ({
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
  await page.getByRole('button', { name: player.username }).click();
  await expect(page.getByRole('menuitem', { name: /Tienda de puntos/ })).toContainText('pts');
  await snap(page, testInfo, 'member-rank-card-light');
});
