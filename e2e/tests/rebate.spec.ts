import { getClaimableRebates, getWalletBalance, login } from '@ficha/contract';
import { expect, test } from '../fixtures/site-test.ts';
import { addressedClient, logIn } from '../fixtures/accounts.ts';
import { signInToConsole } from '../fixtures/console.ts';
import { expectNoHorizontalScroll } from '../fixtures/money.ts';
import { spinHuertaDorada } from '../fixtures/games.ts';
import { snap } from '../fixtures/screenshot.ts';

/*
 * Issue 16's manual rebate (decision 0070), on the desktop: a demo player whose seeded history played today sees
 * on the member centre's "Reembolso manual" what the daily rebate has earned so far, requests it, an operator
 * approves it in the console's queue, and the player's balance moves by the amount. jugador7 is no other
 * journey's player; it plays one round first, so the day has a rebate whatever the seed left on it.
 */
test('a player requests the day’s rebate, an operator approves it and the balance moves', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const player = { username: 'jugador7', password: 'Demo1234' };
  const { token } = await addressedClient(baseURL ?? '').call(login, player);
  const api = addressedClient(baseURL ?? '', () => token);
  const title = 'Reembolso diario: hasta 1 %';
  await page.goto('/');
  await logIn(page, player.username, player.password);
  // The header shows the member once the session and the balance are read (slow on a loaded machine).
  await expect(page.getByRole('button', { name: player.username })).toBeVisible({ timeout: 30_000 });
  // A round of 20,00 today: the day has a rebate to claim even when the seed's rounds fell on yesterday (a run
  // that crosses midnight). The fold takes the round in within seconds; it then shows as claimable.
  await spinHuertaDorada(page, { stake: '20,00' });
  await expect
    .poll(async () => (await api.call(getClaimableRebates, {})).list.find((r) => r.title === title)?.claimable ?? 0, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const claimable = (await api.call(getClaimableRebates, {})).list.find((r) => r.title === title)!.claimable;
  const before = (await api.call(getWalletBalance, {})).sumBalance;

  await page.goto('/member?page=manualRebate');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('rebate-claimable')).not.toHaveText(/^\s*0[.,]00/);
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'manual-rebate', true);
  await card.getByRole('button', { name: 'Solicitar reembolso' }).click();
  await expect(card.getByRole('status')).toContainText('en espera de revisión');
  await expect(card.getByRole('button', { name: 'Solicitar reembolso' })).toBeDisabled();
  await snap(page, testInfo, 'manual-rebate-requested', true);

  // The operator's queue.
  const consolePage = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInToConsole(consolePage);
  await consolePage.goto('/console/promotions');
  await consolePage.getByRole('link', { name: 'Reembolsos manuales' }).click();
  await expect(consolePage.getByRole('heading', { level: 1, name: 'Reembolsos manuales' })).toBeVisible();
  const row = consolePage.getByRole('row').filter({ hasText: player.username });
  await expect(row).toContainText('Pendiente');
  await snap(consolePage, testInfo, 'console-rebate-queue', true);
  await row.getByRole('button', { name: `Aprobar ${player.username}` }).click();
  const confirm = consolePage.getByRole('alertdialog', { name: '¿Aprobar este reembolso?' });
  await confirm.getByRole('button', { name: 'Aprobar' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(consolePage.getByRole('row').filter({ hasText: player.username })).toHaveCount(0);
  await consolePage.close();

  // Paid: the balance moved by at least the requested amount (the settlement job may pay the history's earlier days
  // meanwhile, which only adds), and the record says the request was paid.
  await expect
    .poll(async () => Math.round(((await api.call(getWalletBalance, {})).sumBalance - before) * 100))
    .toBeGreaterThanOrEqual(Math.round(claimable * 100));
  await page.reload();
  const history = page.getByRole('region', { name: 'Mis reembolsos' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Solicitud' }).first()).toContainText('Pagado');
  await snap(page, testInfo, 'manual-rebate-paid', true);
});
