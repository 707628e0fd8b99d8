import { approveDeposit, createPromotion } from '@ficha/contract';
import type { ApiClient } from '@ficha/contract/client';
import type { FrameLocator, Page } from '@playwright/test';
import { createPlayer, logIn, relaxRegistration, uniqueName } from '../fixtures/accounts.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import { headerBalance } from '../fixtures/games.ts';
import { expectNoHorizontalScroll, realtimeReady, receiptPng } from '../fixtures/money.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/*
 * Issue 16's bonus journey (decisions 0050, 0054, 0085): a new player deposits into a 100 % deposit bonus, sees the
 * bonus balance and its wagering bar move while spinning a slot, completes the requirement and sees the bonus
 * become cash. The promotion is this journey's own, made through the console API with a short requirement
 * (100 % of the deposit up to 1.00, wagered 0.3 times, bonus money played first): three spins at the slot's
 * minimum stake of 0.10 complete it, and the demo's own promotions stay as they are.
 */
// The console's check reads the promotion the journey converted (one worker, one promotion, in order).
test.describe.configure({ mode: 'serial' });
let api: ApiClient;
let title = '';
let restore: () => Promise<void> = async () => {};
test.beforeAll(async ({ baseURL }) => {
  ({ api } = await operatorApi(baseURL ?? ''));
  restore = await relaxRegistration(api);
  title = `Doble depósito ${uniqueName('e2e')}`;
  await api.call(createPromotion, {
    kind: 'deposit_bonus',
    category: 'deposit',
    texts: { ES: { title, summary: 'Duplicamos tu depósito hasta 1,00.', rules: 'Apuesta 0,3 veces el bono.' } },
    art: 'sunrise',
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    budget: 50,
    matchPct: 100,
    cap: 1,
    minDeposit: 100,
    wageringBase: 'bonus',
    wageringMultiplier: 0.3,
    contributions: {},
    defaultContributionPct: 100,
    playOrder: 'bonus_first',
    expiryHours: 24,
  });
});
test.afterAll(async () => {
  await restore();
});

const bonusLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Saldo de bono: / });

/** Opens Huerta Dorada from the lobby's slot lane: its frame and its spin button. */
async function openSlot(page: Page): Promise<FrameLocator> {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Tragamonedas' })
    .getByRole('button', { name: /^Huerta Dorada( Popular)?$/ })
    .click();
  return page.getByRole('dialog', { name: 'Huerta Dorada' }).frameLocator('iframe');
}

/** One spin at the slot's stake, played out (free spins included); answers the stake in cents. */
async function spin(page: Page, frame: FrameLocator): Promise<number> {
  const button = frame.getByRole('button', { name: 'Girar', exact: true });
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/v1/slot/spin')),
    button.click(),
  ]);
  const { value } = (await answer.json()) as { value: { stake: number } };
  await expect(button).toBeEnabled({ timeout: 45_000 });
  return Math.round(value.stake * 100);
}

test('a new player deposits into a 100 % bonus, wagers it on a slot and sees it become cash @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  // A deposit, an approval and three slot rounds with their animations: more than the default budget.
  test.slow();
  const username = uniqueName('bono');
  const password = 'Secreto123';
  await createPlayer(baseURL ?? '', { username, password });
  await page.goto('/');
  await logIn(page, username, password);
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  await expect(headerBalance(page)).toContainText('0,00 $');

  // The deposit form offers the bonus; the player joins it with a 100.00 bank transfer.
  const socketReady = realtimeReady(page);
  await page.goto('/member?page=depositv2');
  await page.getByRole('radio', { name: /Transferencia bancaria/ }).check();
  await page.getByLabel('Bono de depósito').selectOption({ label: title });
  await page.getByLabel('Importe').fill('100');
  await page.getByLabel('Referencia de la operación').fill(`E2E-${username}`);
  await page.getByLabel('Comprobante').setInputFiles({
    name: 'comprobante.png',
    mimeType: 'image/png',
    buffer: await receiptPng(page),
  });
  await snap(page, testInfo, 'deposit-bonus-opt-in');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  const sent = await page.getByText(/Solicitud n\.º \d+ enviada/).textContent();
  await socketReady;

  // The operator approves it (the console's call): the deposit is cash, the bonus lands in the bonus balance.
  await api.call(approveDeposit, { depositId: Number(/n\.º (\d+)/.exec(sent ?? '')?.[1]) });
  // The header shows cash and bonus together, the bonus part under it.
  await expect(headerBalance(page)).toContainText('101,00 $');
  await expect(bonusLink(page)).toHaveAccessibleName(/^Saldo de bono: 1,00\s\$$/);
  await bonusLink(page).click();
  const bonus = page.getByRole('article', { name: 'Bono de 1,00' });
  await expect(bonus.getByText('Activo', { exact: true })).toBeVisible();
  const bar = bonus.getByRole('progressbar', { name: 'Progreso de apuestas' });
  await expect(bar).toHaveAttribute('value', '0');
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'deposit-bonus-granted');

  // Bonus money is played first: a spin takes its stake from the bonus balance, which the header follows live. A
  // spin that wins back exactly its stake leaves it where it was: spin again (the third spin would complete it).
  let frame = await openSlot(page);
  let spins = 0;
  let wageredCents = 0;
  do {
    wageredCents += await spin(page, frame);
    spins += 1;
    await expect(bonusLink(page)).toBeVisible();
  } while (spins < 2 && /: 1,00\s/.test((await bonusLink(page).getAttribute('aria-label')) ?? ''));
  expect(wageredCents).toBeLessThan(30);
  await expect(bonusLink(page)).not.toHaveAccessibleName(/: 1,00\s/);
  await snap(page, testInfo, 'deposit-bonus-spinning');
  const headerBonus = /\d+,\d\d/.exec((await bonusLink(page).getAttribute('aria-label')) ?? '')?.[0] ?? '';
  expect(headerBonus).not.toBe('');

  // The bonus details (the header's bonus link) show the same bonus balance and the wagering bar moved by the
  // stakes (of 0.30).
  // The game's own close (decision 0086: one header, one close).
  await frame.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await bonusLink(page).click();
  await expect(bar).toHaveAttribute('value', String(Math.floor((wageredCents * 100) / 30)), { timeout: 30_000 });
  await expect(bonus.getByText(`Saldo de bono: ${headerBonus}`)).toBeVisible();
  await snap(page, testInfo, 'deposit-bonus-wagering');

  // The spins that complete the requirement: what is left of the bonus becomes cash, the bonus balance is gone.
  frame = await openSlot(page);
  while (wageredCents < 30) wageredCents += await spin(page, frame);
  await expect(bonusLink(page)).toBeHidden();
  // The site says so as it happens, with the cash the bonus became.
  await expect(
    page.getByText(/^Completaste el requisito de apuesta: \d+,\d\d\s\$ de tu bono ya es saldo real/),
  ).toBeVisible();
  // The game's own close (decision 0086: one header, one close).
  await frame.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await page.goto('/member?page=bonusDetails');
  // A first load of the member page on a busy machine can take a while.
  await expect(bonus.getByText('Completado', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(bar).toHaveAttribute('value', '100');
  await expect(bonusLink(page)).toBeHidden();
  await snap(page, testInfo, 'deposit-bonus-converted');
});

/*
 * The operator's side of the same promotion (desktop only): its report row after the journey above converted it.
 * `@after-journey`: it runs right after that journey's desktop run, on the same product (playwright.config.ts).
 */
test("the console's promotion report shows the journey's claim, its conversion and its cost @after-journey", async ({
  page,
}, testInfo) => {
  await signInToConsole(page);
  await page.goto('/console/promotion-reports');
  await expect(page.getByRole('heading', { name: 'Informes de promociones', level: 1 })).toBeVisible();
  const option = (await page.getByRole('option').filter({ hasText: title }).textContent()) ?? '';
  await page.getByLabel('Promoción').selectOption({ label: option });
  await page.getByRole('button', { name: 'Mostrar' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  // One claim of 1.00 granted, converted once: a 100 % conversion rate.
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toContainText('1,00');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expect(row.getByRole('cell').nth(7)).toContainText('1,00');
  await expect(row.getByRole('cell').nth(8)).toHaveText('100,00 %');
  await expect(page.getByText('Pagado y devuelto, por día')).toBeVisible();
  await snap(page, testInfo, 'console-promotion-reports', true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^promotions-promotion-.+\.csv$/);
});
