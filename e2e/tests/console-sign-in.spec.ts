import { listConsoleOperators, resetOperatorTotp } from '@ficha/contract';
import { currentTotp } from '../../apps/platform/src/security/totp.ts';
import { uniqueName } from '../fixtures/accounts.ts';
import { demo, operatorApi } from '../fixtures/console.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

test('the console sign-in asks for a captcha after failures and for the authenticator code', async ({
  page,
}, testInfo) => {
  await page.goto('/console/login');
  await page.getByLabel('Usuario').fill(uniqueName('intruso'));
  await page.getByLabel('Contraseña').fill('adivina');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toContainText('Usuario o contraseña incorrectos');
  }
  await expect(page.getByRole('img', { name: 'Imagen de seguridad con caracteres para escribir' })).toBeVisible();
  await expect(page.getByLabel('Caracteres de la imagen')).toBeVisible();
  await snap(page, testInfo, 'console-login-captcha');

  await page.goto('/console/login');
  await page.getByLabel('Usuario').fill(demo.operator.username);
  await page.getByLabel('Contraseña').fill(demo.operator.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('Ingresa el código de tu aplicación de autenticación');
  await snap(page, testInfo, 'console-login-code');
  await page.getByLabel('Código de autenticación').fill(currentTotp(demo.operator.totpSecret));
  await page.getByRole('button', { name: 'Entrar' }).click();
  // The owner lands on the dashboard (decision 0052).
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
});

test('a finance operator whose factor was reset must set it up again before anything else', async ({
  page,
  baseURL,
}, testInfo) => {
  // The owner resets the cashier's factor, as after a lost phone; finance requires one (decision 0018).
  const { api } = await operatorApi(baseURL ?? '');
  const cashier = (await api.call(listConsoleOperators, {})).list.find((o) => o.username === 'cajero');
  await api.call(resetOperatorTotp, { operatorId: cashier?.id ?? 0 });

  await page.goto('/console/login');
  await page.getByLabel('Usuario').fill('cajero');
  await page.getByLabel('Contraseña').fill('Cajero#2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configure la verificación en dos pasos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Seguridad de acceso' })).toBeHidden();
  await page.getByRole('button', { name: 'Configurar la verificación en dos pasos' }).click();
  await expect(page.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeVisible();
  await snap(page, testInfo, 'console-totp-setup', true);

  const secret = (await page.locator('.totp-secret code').textContent()) ?? '';
  await page.getByLabel('Código de la aplicación').fill(currentTotp(secret));
  await page.getByRole('button', { name: 'Activar' }).click();
  await page.getByRole('link', { name: 'Seguridad de acceso' }).click();
  await expect(page.getByText('La verificación en dos pasos está activada.')).toBeVisible();
  await snap(page, testInfo, 'console-sign-in-security', true);
});
