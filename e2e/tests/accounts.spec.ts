import { resetMemberPassword, searchMembers } from '@ficha/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/site-test.ts';
import {
  createPlayer,
  latestCode,
  logIn,
  latestMail,
  relaxRegistration,
  uniqueMobile,
  uniqueName,
} from '../fixtures/accounts.ts';
import { operatorApi } from '../fixtures/console.ts';
import { snap } from '../fixtures/screenshot.ts';

let restore: () => Promise<void>;
test.beforeAll(async ({ baseURL }) => {
  restore = await relaxRegistration((await operatorApi(baseURL ?? '')).api);
});
test.afterAll(async () => {
  await restore();
});

async function openUserMenuAndSignOut(page: Page, account: string) {
  await page.getByRole('button', { name: account }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  // Signing out clears the tab's session storage but the merchant (SPEC §4 "Logout"), so the visitors'
  // announcement popup opens again: close it as a visitor would.
  const announcements = page.getByRole('dialog', { name: 'Anuncios' });
  await expect(announcements).toBeVisible();
  await announcements.getByRole('button', { name: /Cerrar/ }).click();
  await expect(announcements).toBeHidden();
}

test('a visitor registers by username, logs out and logs in again @phone', async ({ page }, testInfo) => {
  const username = uniqueName('e2e');
  await page.goto('/');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrarse' });
  await dialog.getByRole('tab', { name: 'Usuario' }).click();
  await dialog.getByLabel('Usuario').fill(username);
  await dialog.getByLabel('Contraseña', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirmar contraseña').fill('Secret123');
  await dialog.getByRole('checkbox', { name: 'Acepto los términos y confirmo que tengo al menos 18 años' }).check();
  await snap(page, testInfo, 'register-username');
  await dialog.getByRole('button', { name: 'Registrarse' }).click();
  // The welcome step leads to the first deposit; this visitor looks at the games first.
  const welcome = page.getByRole('dialog', { name: '¡Bienvenido a Ficha Demo!' });
  await expect(welcome).toContainText(`Tu cuenta ${username} está lista`);
  await snap(page, testInfo, 'welcome-step');
  await welcome.getByRole('button', { name: 'Explorar los juegos primero' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  // The header offers the deposit at every size (a compact "+" on a phone).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Depositar' })).toBeVisible();
  await snap(page, testInfo, 'header-signed-in');

  await openUserMenuAndSignOut(page, username);
  await logIn(page, username, 'Secret123');
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  await snap(page, testInfo, 'logged-in');
});

test('a visitor from the invitation link of an agent sees who invited them and joins under that agent @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const username = uniqueName('e2e');
  await page.goto('/register?affiliateCode=agente3');
  const dialog = page.getByRole('dialog', { name: 'Registrarse' });
  // The code from the link is applied without a field, and the dialog says whose invitation it is (the name
  // isolated from the sentence's direction).
  const invitedBy = 'Te invitó \u2068agente3\u2069';
  await expect(dialog.getByRole('status')).toHaveText(invitedBy);
  await expect(dialog.getByLabel('Código de invitación')).toHaveCount(0);
  await snap(page, testInfo, 'register-invited');
  await dialog.getByRole('tab', { name: 'Usuario' }).click();
  await expect(dialog.getByRole('status')).toHaveText(invitedBy);
  await dialog.getByLabel('Usuario').fill(username);
  await dialog.getByLabel('Contraseña', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirmar contraseña').fill('Secret123');
  await dialog.getByRole('checkbox', { name: 'Acepto los términos y confirmo que tengo al menos 18 años' }).check();
  await dialog.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('dialog', { name: '¡Bienvenido a Ficha Demo!' })).toBeVisible();
  const { api } = await operatorApi(baseURL ?? '');
  const found = await api.call(searchMembers, { query: username });
  expect(found.list[0]?.upline).toBe('agente3');
});

test('a visitor registers by mobile with the SMS code from the outbox', async ({ page, baseURL }, testInfo) => {
  const { api } = await operatorApi(baseURL ?? '');
  const mobile = uniqueMobile();
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Registrarse' });
  await dialog.getByRole('tab', { name: 'Móvil' }).click();
  await dialog.getByLabel('Número de móvil').fill(mobile);
  await dialog.getByRole('button', { name: 'Obtener código' }).click();
  const code = await latestCode(api, `+52${mobile}`);
  await dialog.getByLabel('Código de verificación').fill(code);
  await dialog.getByLabel('Contraseña', { exact: true }).fill('Secret123');
  const confirmation = dialog.getByLabel('Confirmar contraseña');
  if (await confirmation.isVisible()) await confirmation.fill('Secret123');
  await dialog.getByRole('checkbox', { name: 'Acepto los términos y confirmo que tengo al menos 18 años' }).check();
  await snap(page, testInfo, 'register-mobile');
  await dialog.getByRole('button', { name: 'Registrarse' }).click();
  // The welcome step's first action is the first deposit.
  await page
    .getByRole('dialog', { name: '¡Bienvenido a Ficha Demo!' })
    .getByRole('button', { name: 'Depositar ahora' })
    .click();
  await expect(page).toHaveURL(/page=depositv2/);
  await expect(page.getByRole('radio', { name: /Transferencia bancaria/ })).toBeVisible();
  await expect(page.getByRole('button', { name: mobile })).toBeVisible();
});

test('a member with a reset password must change it before going on', async ({ page, baseURL }, testInfo) => {
  const username = uniqueName('forced');
  await createPlayer(baseURL ?? '', { username, password: 'Secret123' });
  const { api } = await operatorApi(baseURL ?? '');
  const member = (await api.call(searchMembers, { query: username })).list[0];
  const { temporaryPassword } = await api.call(resetMemberPassword, { memberId: member?.id ?? 0 });

  await page.goto('/');
  await logIn(page, username, temporaryPassword);
  const change = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await expect(change).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();
  await snap(page, testInfo, 'forced-change');
  await change.getByLabel('Nueva contraseña', { exact: true }).fill('Changed123');
  await change.getByLabel('Confirmar nueva contraseña').fill('Changed123');
  await change.getByRole('button', { name: 'Guardar' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
});

test('a member recovers the password with the link mailed through the local SMTP server', async ({
  page,
  baseURL,
}, testInfo) => {
  const username = uniqueName('lost');
  const email = `${username}@example.com`;
  await createPlayer(baseURL ?? '', { username, password: 'Secret123', email });
  const { api } = await operatorApi(baseURL ?? '');

  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page
    .getByRole('dialog', { name: 'Iniciar sesión' })
    .getByRole('button', { name: '¿Olvidaste tu contraseña?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  await forgot.getByLabel('Usuario').fill(username);
  await forgot.getByLabel('Correo electrónico').fill(email);
  await forgot.getByRole('button', { name: 'Enviar' }).click();
  await expect(forgot.getByText('Te hemos enviado un correo')).toBeVisible();
  await forgot.getByRole('button', { name: 'Aceptar' }).click();
  await expect(forgot).toBeHidden();

  const mail = await latestMail(api, email);
  const link = /https?:\/\/\S+resetToken=[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const reset = page.getByRole('dialog', { name: 'Nueva contraseña' });
  await reset.getByLabel('Nueva contraseña', { exact: true }).fill('Recovered1');
  await reset.getByLabel('Confirmar nueva contraseña').fill('Recovered1');
  await snap(page, testInfo, 'reset-password');
  await reset.getByRole('button', { name: 'Guardar' }).click();
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(login.getByLabel('Usuario')).toHaveValue(username);
  await login.getByLabel('Contraseña').fill('Recovered1');
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
});

test('a trial account is refused the member pages', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: 'Jugar gratis' }).click();
  await expect(page.getByText('Cuenta de prueba')).toBeVisible();
  // The trial's menu offers only what a trial can use: no account pages, no password of its own.
  await page.getByRole('button', { name: /^trial_/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Favoritos', 'Juegos recientes', 'Cerrar sesión']);
  await page.keyboard.press('Escape');
  // An account page says why in the page and offers the way on: no dialog over a blank page.
  await page.goto('/member');
  const notice = page.getByRole('alert').filter({ hasText: 'Inicia sesión con una cuenta real' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await snap(page, testInfo, 'trial-refused');
  await notice.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('dialog', { name: 'Registrarse' })).toBeVisible();
  await expect(page.getByText('Cuenta de prueba')).toHaveCount(0);
});

test('a player is refused at the agent entrance', async ({ page }, testInfo) => {
  await page.goto('/agent');
  await expect(page.getByRole('heading', { name: 'Centro de agentes' })).toBeVisible();
  await page.getByLabel('Usuario').fill('jugador1');
  await page.getByLabel('Contraseña').fill('Demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Solo los agentes pueden iniciar sesión aquí')).toBeVisible();
  await snap(page, testInfo, 'player-refused-at-agent');
  // The agent entrance has its own way back into an account.
  await page.getByRole('button', { name: /^¿Olvid/ }).click();
  await expect(page.getByRole('dialog').getByLabel('Usuario')).toBeVisible();
});

test.describe('a browser in another time zone than the merchant', () => {
  // The demo merchant keeps UTC; this browser is in Tokyo (GMT+9).
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("an agent signs in at /agent and reaches /agentHome, whose clock reads the merchant's zone", async ({
    page,
  }, testInfo) => {
    await page.goto('/agent');
    await page.getByLabel('Usuario').fill('agente1');
    await page.getByLabel('Contraseña').fill('Demo1234');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/agentHome$/);
    await expect(page.getByText('agente1').first()).toBeVisible();
    await expect(page.locator('.agent-clock__zone')).toHaveText('GMT+0');
    await snap(page, testInfo, 'agent-home');
  });
});

test('a signed-in player sees the balance in the header, masks it and refreshes it @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await logIn(page, 'jugador1', 'Demo1234');
  const balance = page.getByRole('group', { name: 'Saldo' });
  await expect(balance).toContainText(/\d{1,3}(\.\d{3})*,\d{2}\s\$/);
  await balance.getByRole('button', { name: 'Ocultar saldo' }).click();
  await expect(balance).toContainText('$ ***');
  await snap(page, testInfo, 'balance-masked');
  await balance.getByRole('button', { name: 'Mostrar saldo' }).click();
  await expect(balance).toContainText(/\d,\d{2}\s\$/);
});
