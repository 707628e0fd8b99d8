import type { Page } from '@playwright/test';
import { relaxRegistration } from '../fixtures/accounts.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import { lotteryPlayerViaApi } from '../fixtures/lottery.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/*
 * Issue 18's console journeys (decisions 0084, 0090), desktop only: the operator's Lotería page. The players'
 * tickets are bought through the APIs the betting page uses (lottery.spec.ts is the betting page's journey); the
 * subject here is what the operator sees and does.
 */
let restore: () => Promise<void> = async () => {};
test.beforeAll(async ({ baseURL }) => {
  const { api } = await operatorApi(baseURL ?? '');
  // The players are registered through the API, which can't read an image captcha.
  restore = await relaxRegistration(api);
});
test.afterAll(async () => {
  await restore();
});

const emptyReport = 'Todavía no hay boletos de lotería en este periodo.';

/** A figure of the report's totals as a number ("1.234" or "12,50 $" in Spanish); 0 while nothing moved. */
async function reportFigure(page: Page, key: 'tickets' | 'stake'): Promise<number> {
  const reports = page.getByTestId('lottery-reports');
  const figure = reports.getByTestId(`lottery-report-${key}`);
  // Loaded: the figures, or the empty state when nothing moved in the period yet.
  await expect(figure.or(reports.getByText(emptyReport))).toBeVisible();
  if (!(await figure.isVisible())) return 0;
  const text = (await figure.locator('dd').innerText()).trim();
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

test("the operator opens Lotería → Informes and sees today's figures move after a player's ticket", async ({
  page,
  baseURL,
}, testInfo) => {
  const { api } = await operatorApi(baseURL ?? '');
  const player = await lotteryPlayerViaApi(baseURL ?? '', api, 'ssc-5m', 20);

  await signInToConsole(page);
  await page.goto('/console/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lotería' })).toBeVisible();
  await page.getByRole('tab', { name: 'Informes' }).click();
  const reports = page.getByTestId('lottery-reports');
  await expect(reports.getByLabel('Periodo')).toHaveValue('today');
  await expect(reports.getByText(/\(UTC\)/)).toBeVisible();
  const ticketsBefore = await reportFigure(page, 'tickets');
  const stakeBefore = await reportFigure(page, 'stake');

  const draw = await player.openDraw(20);
  const bought = await player.buy({ drawCode: draw.drawCode, betType: 'big', position: 1, unit: 2 });
  expect(bought.balance).toBe(18);

  // The figures are kept as the money moves: a reload shows the ticket (other journeys may add theirs).
  await expect
    .poll(async () => {
      await page.reload();
      return reportFigure(page, 'tickets');
    })
    .toBeGreaterThanOrEqual(ticketsBefore + 1);
  expect(await reportFigure(page, 'stake')).toBeGreaterThanOrEqual(stakeBefore + 2);
  await expect(reports.getByRole('table', { name: 'Por juego' }).getByRole('row', { name: /ssc-5m/ })).toBeVisible();
  await expect(reports.getByRole('button', { name: 'Descargar CSV' })).toBeEnabled();
  await snap(page, testInfo, 'lottery-console-reports');
});

test("the operator cancels an open draw of one game in the console and the player's ticket is refunded", async ({
  page,
  baseURL,
}, testInfo) => {
  // Waiting for a draw with a minute left can take a minute of a 3-minute game; the refunds then go through the
  // wallet, slow on a loaded machine.
  test.setTimeout(180_000);
  const { api } = await operatorApi(baseURL ?? '');
  // The 3-minute 11X5, which no other journey bets on: cancelling its draw refunds only this player.
  const player = await lotteryPlayerViaApi(baseURL ?? '', api, '11x5-3m', 20);
  const draw = await player.openDraw(60);
  await player.buy({ drawCode: draw.drawCode, betType: 'first', picks: [3], unit: 5 });
  expect(await player.balance()).toBe(15);

  await signInToConsole(page);
  await page.goto('/console/lottery?tab=draws&game=11x5-3m');
  const upcoming = page.getByRole('table', { name: 'Próximos sorteos' });
  const row = upcoming.getByRole('row', { name: new RegExp(draw.drawCode) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Cancelar sorteo ${draw.drawCode}` }).click();

  const dialog = page.getByRole('alertdialog', { name: `¿Cancelar el sorteo ${draw.drawCode}?` });
  await dialog.getByLabel('Motivo').fill('Fallo del resultado (prueba E2E)');
  await dialog.getByRole('button', { name: 'Cancelar sorteo y reembolsar' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Sorteo ${draw.drawCode} cancelado` })).toContainText(
    /1 boleto reembolsado/,
    { timeout: 30_000 },
  );
  // The refund reached the player's wallet: the balance is back.
  await expect.poll(() => player.balance()).toBe(20);
  await snap(page, testInfo, 'lottery-console-cancel');
});
