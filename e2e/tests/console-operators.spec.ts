import {
  bindBankAccount,
  createAdjustment,
  getOperatorSession,
  login,
  requestWithdrawal,
  searchMembers,
} from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { randomUUID } from 'node:crypto';
import { addressedClient, relaxRegistration, uniqueName } from '../fixtures/accounts.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import { createMoneyPlayer } from '../fixtures/money.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/** A withdrawal waiting for review, so the queue has a row an approve button would be on. */
async function pendingWithdrawal(baseURL: string) {
  const { api: owner } = await operatorApi(baseURL);
  // Registration through the API can't read a captcha: switched off for the sign-up, as an operator may.
  const restore = await relaxRegistration(owner);
  const player = await createMoneyPlayer(baseURL).finally(restore);
  const member = (await owner.call(searchMembers, { query: player.username, pageNo: 1, pageSize: 10 })).list.find(
    (m) => m.username === player.username,
  );
  if (!member) throw new Error('player not found');
  await owner.call(createAdjustment, {
    memberId: member.id,
    direction: 'credit',
    amount: 100,
    reasonCode: 'goodwill',
    note: 'Operators journey',
    requestId: randomUUID(),
  });
  const { token } = await addressedClient(baseURL).call(login, {
    username: player.username,
    password: player.password,
  });
  const api = addressedClient(baseURL, () => token);
  const account = await api.call(bindBankAccount, {
    payeeName: 'Ana Prueba',
    bankName: 'Banco Uno',
    accountNumber: `4000${Date.now().toString().slice(-8)}`,
    paymentPassword: player.paymentPassword,
  });
  await api.call(requestWithdrawal, { amount: 20, bankAccountId: account.id, paymentPassword: player.paymentPassword });
  return player.username;
}

test('an owner creates a support operator, who changes the initial password, cannot approve withdrawals until given a custom role with approval, and is shut out once deactivated', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two operators' sessions, a withdrawal set-up and a custom role: more steps than the default minute covers on a
  // loaded machine.
  test.slow();
  const playerName = await pendingWithdrawal(baseURL ?? '');
  const username = uniqueName('ayuda').toLowerCase().slice(0, 32);
  const initialPassword = 'Inicial#2026';

  // The owner adds the operator on the Operators page.
  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Operadores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operadores' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar operador' }).click();
  const create = page.getByRole('dialog', { name: 'Nuevo operador' });
  await create.getByLabel('Usuario', { exact: true }).fill(username);
  await create.getByLabel('Nombre visible').fill('Ayuda Prueba');
  await create.getByLabel('Rol').selectOption('support');
  await create.getByLabel('Contraseña inicial').fill('corta');
  await create.getByRole('button', { name: 'Crear operador' }).click();
  await expect(create.getByText('Al menos 10 caracteres con una letra y un dígito')).toBeVisible();
  await create.getByLabel('Contraseña inicial').fill(initialPassword);
  await create.getByRole('button', { name: 'Crear operador' }).click();
  await expect(page.getByText(`Operador ${username} creado`, { exact: false })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Soporte');
  await expect(row).toContainText('Debe cambiar la contraseña');
  await snap(page, testInfo, 'console-operators', true);

  // The new operator signs in and must change the password before anything else.
  const supportContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const support = await supportContext.newPage();
  await signInToConsole(support, { username, password: initialPassword });
  await expect(support.getByRole('heading', { level: 1, name: 'Cambia tu contraseña' })).toBeVisible();
  await expect(support.getByRole('navigation', { name: 'Secciones' })).toHaveCount(0);
  await snap(support, testInfo, 'console-operator-password-change');
  await support.getByLabel('Contraseña actual').fill(initialPassword);
  await support.getByLabel('Contraseña nueva', { exact: true }).fill('Propia#20260');
  await support.getByLabel('Repita la contraseña nueva').fill('Propia#20260');
  await support.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const supportNav = support.getByRole('navigation', { name: 'Secciones' });
  await expect(supportNav.getByRole('link', { name: 'Retiros' })).toBeVisible();
  await expect(supportNav.getByRole('link', { name: 'Operadores' })).toHaveCount(0);

  // Support sees the withdrawal queue, without the approve button the owner has.
  await support.goto(`/console/withdrawals?member=${playerName}`);
  const supportRow = support.getByRole('row').filter({ hasText: playerName });
  await expect(supportRow).toHaveCount(1);
  await expect(supportRow.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
  await page.goto(`/console/withdrawals?member=${playerName}`);
  await expect(
    page.getByRole('row').filter({ hasText: playerName }).getByRole('button', { name: 'Aprobar' }),
  ).toBeVisible();
  const token = await support.evaluate(() => sessionStorage.getItem('consoleToken'));

  // The owner makes a custom role with withdrawal approval and gives it to the operator: the button appears.
  const roleName = uniqueName('Cajero');
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Roles' }).click();
  await page.getByRole('button', { name: 'Añadir rol' }).click();
  const roleForm = page.getByRole('dialog', { name: 'Nuevo rol' });
  await roleForm.getByLabel('Rol', { exact: true }).fill(roleName);
  await roleForm.getByRole('checkbox', { name: 'Aprobar o rechazar retiros' }).check();
  await roleForm.getByRole('button', { name: 'Crear rol' }).click();
  await expect(page.getByRole('row').filter({ hasText: roleName })).toContainText('Personalizado');
  await snap(page, testInfo, 'console-roles');
  await page.goto('/console/operators');
  await page.getByRole('row').filter({ hasText: username }).getByRole('button', { name: 'Rol…' }).click();
  const roleDialog = page.getByRole('dialog', { name: `Cambiar el rol de ${username}` });
  await roleDialog.getByLabel('Rol').selectOption({ label: roleName });
  await roleDialog.getByRole('button', { name: 'Guardar rol' }).click();
  await expect(page.getByRole('row').filter({ hasText: username })).toContainText(roleName);
  await support.reload();
  await expect(supportRow.getByRole('button', { name: 'Aprobar' })).toBeVisible();

  // The owner deactivates the operator: its next call is refused and the console sends it to sign in.
  await page.goto('/console/operators');
  await page.getByRole('row').filter({ hasText: username }).getByRole('button', { name: 'Desactivar' }).click();
  await page
    .getByRole('alertdialog', { name: `¿Desactivar a ${username}?` })
    .getByRole('button', { name: 'Desactivar' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: username })).toContainText('Desactivado');
  await snap(page, testInfo, 'console-operator-deactivated');

  const refused = await addressedClient(baseURL ?? '', () => token ?? '')
    .call(getOperatorSession, {})
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).errorCode).toBe('operator_not_login');
  await supportNav.getByRole('link', { name: 'Retiros' }).click();
  await expect(support.getByText('Tu sesión ha caducado. Inicia sesión de nuevo.')).toBeVisible();
  await supportContext.close();
});
