import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/site-test.ts';
import { logIn, relaxRegistration } from '../fixtures/accounts.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import {
  createMoneyPlayer,
  expectNoHorizontalScroll,
  operatorPage,
  realtimeReady,
  receiptPng,
  withWithdrawalRules,
} from '../fixtures/money.ts';
import { snap } from '../fixtures/screenshot.ts';

/*
 * Issue 4's journey: a bank-transfer deposit with a proof, approved in the console and pushed live to the
 * player's header; then a bank account, a withdrawal the console approves and pays, and both records.
 *
 * Turnover: the demo merchant asks each deposit to be wagered once before a withdrawal. This journey is about
 * the money flow, not the games, so for its duration the operator sets the deposit turnover multiplier to 0
 * (a value the console's withdrawal settings allow) and puts the previous value back afterwards.
 */
let restore: Array<() => Promise<void>> = [];
test.beforeAll(async ({ baseURL }) => {
  const { api } = await operatorApi(baseURL ?? '');
  restore = [
    await relaxRegistration(api),
    await withWithdrawalRules(baseURL ?? '', api, { depositTurnoverMultiplier: 0 }),
  ];
});
test.afterAll(async () => {
  for (const undo of restore) await undo();
});

const headerBalance = (page: Page) => page.getByRole('group', { name: 'Saldo' });

test('a player deposits by bank transfer, the console approves it live; then withdraws and the console pays @phone', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two people, two sites and a dozen round trips: longer than the suite's default per-test budget.
  test.setTimeout(120_000);
  const player = await createMoneyPlayer(baseURL ?? '');
  await page.goto('/');
  await logIn(page, player.username, player.password);
  await expect(headerBalance(page)).toContainText('0,00 $');
  await expectNoHorizontalScroll(page);

  // The player asks for a deposit by bank transfer with a receipt image.
  const socketReady = realtimeReady(page);
  await page.goto('/member?page=depositv2');
  const bankTransfer = page.getByRole('radio', { name: /Transferencia bancaria/ });
  await bankTransfer.check();
  // Each channel carries the mark of its kind.
  await expect(
    page.locator('label', { has: bankTransfer }).locator('[data-payment-kind="bank_transfer"]'),
  ).toBeVisible();
  // Round amounts within the channel's limits (100 to 50.000) are one tap away; this player types another.
  const quick = page.getByRole('group', { name: 'Elección rápida' });
  await expect(quick.getByRole('button')).toHaveText([
    '100,00',
    '200,00',
    '500,00',
    '1.000,00',
    '2.000,00',
    '5.000,00',
  ]);
  await quick.getByRole('button', { name: '200,00', exact: true }).click();
  await expect(page.getByLabel('Importe')).toHaveValue('200');
  await snap(page, testInfo, 'deposit-quick-amounts');
  await page.getByLabel('Importe').fill('150');
  await page.getByLabel('Referencia de la operación').fill(`E2E-${player.username}`);
  await page.getByLabel('Comprobante').setInputFiles({
    name: 'comprobante.png',
    mimeType: 'image/png',
    buffer: await receiptPng(page),
  });
  await expect(page.getByRole('img', { name: 'Vista previa del comprobante' })).toBeVisible();
  await snap(page, testInfo, 'deposit-form');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText(/Solicitud n\.º \d+ enviada/)).toBeVisible();
  await socketReady;
  // Marks this document: if the page reloaded, the mark would be gone.
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', 'yes'));

  // The operator checks the proof and approves the deposit in the console.
  const console = await operatorPage(browser, testInfo, baseURL ?? '');
  await signInToConsole(console);
  // The console home shows what waits (decision 0064): the player's deposit is among those to review, one click
  // from its queue; on a desktop the navigation's entry carries the count too.
  const depositsWaiting = console.getByTestId('attention-deposits');
  await expect(depositsWaiting).toContainText(/depósitos? por revisar/);
  expect(Number(await depositsWaiting.locator('.attention-count').innerText())).toBeGreaterThanOrEqual(1);
  if ((console.viewportSize()?.width ?? 0) >= 1024) {
    const nav = console.getByRole('navigation', { name: 'Secciones' });
    await expect(nav.getByRole('link', { name: /^Depósitos \(\d+ pendientes?\)$/ })).toBeVisible();
  }
  await snap(console, testInfo, 'console-home-attention', true);
  await console.goto(`/console/deposits?status=pending&username=${player.username}`);
  const depositRow = console.getByRole('row').filter({ hasText: player.username });
  await expect(depositRow).toHaveCount(1);
  await depositRow.getByRole('button', { name: 'Ver comprobante' }).click();
  const proof = console.getByRole('dialog', { name: /Comprobante del depósito/ });
  await expect(proof.getByRole('img')).toBeVisible();
  await snap(console, testInfo, 'console-deposit-proof');
  await proof.getByRole('button', { name: 'Cerrar' }).click();
  await depositRow.getByRole('button', { name: 'Aprobar' }).click();
  await console
    .getByRole('alertdialog', { name: /Aprobar el depósito/ })
    .getByRole('button', { name: 'Aprobar' })
    .click();
  await console.goto(`/console/deposits?username=${player.username}`);
  await expect(console.getByRole('row').filter({ hasText: player.username })).toContainText('Aprobado');

  // The player's header shows the new balance and the toast, pushed over the socket without a reload.
  await expect(headerBalance(page)).toContainText('150,00 $');
  await expect(page.getByText(/Tu depósito de 150,00\s\$ fue acreditado/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Depósitos recientes' }).getByRole('listitem').filter({ hasText: '150,00' }),
  ).toContainText('Abonado');
  await expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', 'yes');
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'deposit-arrived-live');

  // The player binds a bank account and asks for a withdrawal.
  const withdrawReady = realtimeReady(page);
  await page.goto('/member?page=withdraw');
  await page.getByRole('button', { name: 'Vincular una cuenta' }).click();
  await page.getByLabel('Nombre del titular').fill('Ana Prueba');
  await page.getByLabel('Banco').fill('Banco Uno');
  await page.getByLabel('Número de cuenta').fill(`4000${Date.now().toString().slice(-8)}`);
  await page.getByLabel('Contraseña de pago').fill(player.paymentPassword);
  await page.getByRole('button', { name: 'Vincular', exact: true }).click();
  await expect(page.getByText('Cuenta vinculada')).toBeVisible();
  await page.getByLabel('Monto').fill('50');
  await page.getByLabel('Contraseña de pago').fill(player.paymentPassword);
  await page.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(page.getByText(/Retiro de (\$ )?50,00 solicitado/)).toBeVisible();
  await expect(headerBalance(page)).toContainText('100,00 $');
  await withdrawReady;
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', 'withdraw'));
  await snap(page, testInfo, 'withdrawal-requested');

  // The operator approves, then marks it paid.
  await console.goto(`/console/withdrawals?member=${player.username}`);
  const withdrawalRow = console.getByRole('row').filter({ hasText: player.username });
  await expect(withdrawalRow).toHaveCount(1);
  // The row shows who the player is: balance, deposits against withdrawals, turnover, account age, KYC.
  await expect(withdrawalRow).toContainText('Saldo');
  await expect(withdrawalRow).toContainText('Antigüedad');
  await expect(withdrawalRow).toContainText(/KYC \d\/\d/);
  // Approving and marking paid each ask first, as approving a deposit does.
  await withdrawalRow.getByRole('button', { name: 'Aprobar' }).click();
  const approveDialog = console.getByRole('alertdialog', { name: /Aprobar el retiro/ });
  await expect(approveDialog).toContainText('50,00');
  await snap(console, testInfo, 'console-withdrawal-confirm-approve');
  await approveDialog.getByRole('button', { name: 'Aprobar' }).click();
  await expect(approveDialog).toBeHidden();
  await withdrawalRow.getByRole('button', { name: 'Marcar pagado' }).click();
  const payDialog = console.getByRole('alertdialog', { name: /Marcar como pagado el retiro/ });
  await expect(payDialog).toContainText('50,00');
  await payDialog.getByRole('button', { name: 'Marcar pagado' }).click();
  await expect(payDialog).toBeHidden();
  await expect(withdrawalRow).toContainText('Pagado');
  await expect(withdrawalRow).toContainText('Pagó: admin');
  await snap(console, testInfo, 'console-withdrawal-paid');

  await expect(page.getByText(/Tu retiro de 50,00\s\$ fue aprobado/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Mis retiros' }).getByRole('listitem').filter({ hasText: '50,00' }),
  ).toContainText('Pagado');
  await expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', 'withdraw');
  await snap(page, testInfo, 'withdrawal-paid-live');

  // Both records show it: the player's account record and the console's queues.
  await page.goto('/member?page=transactionHistory');
  const movements = page.getByRole('list').filter({ has: page.getByRole('button', { name: /Detalles/ }) });
  await expect(movements.getByRole('button', { name: /^Retiro .* -50,00 Saldo después: 100,00/ })).toBeVisible();
  await expect(movements.getByRole('button', { name: /^Depósito .* \+150,00 Saldo después: 150,00/ })).toBeVisible();
  await snap(page, testInfo, 'account-record', true);
  await console.goto(`/console/withdrawals?member=${player.username}&status=paid`);
  await expect(console.getByRole('row').filter({ hasText: player.username })).toContainText('Pagado');
  await console.context().close();
});
