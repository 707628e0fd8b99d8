import type { FrameLocator, Page } from '@playwright/test';
import { clientAddress, relaxRegistration } from '../fixtures/accounts.ts';
import { operatorApi } from '../fixtures/console.ts';
import { headerBalance, signedInFundedPlayer } from '../fixtures/games.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/*
 * Issue 6's journeys: our own game server's games, launched from the lobby in the game popup and played for
 * real money through the platform's seamless wallet (the demo lobby is synced from provider FICHA at start).
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

/** Opens a game from its tile in a home section, then the game page inside the popup's frame. */
async function openFromLobby(page: Page, section: string, game: string): Promise<FrameLocator> {
  await page.goto('/');
  // The tile's name starts with the game's; a hot game's tile adds its "Popular" badge.
  await page
    .getByRole('region', { name: section })
    .getByRole('button', { name: new RegExp(`^${game}( Popular)?$`) })
    .click();
  const popup = page.getByRole('dialog', { name: game });
  await expect(popup).toBeVisible();
  const frame = popup.frameLocator('iframe');
  await expect(frame.getByText(game).first()).toBeVisible();
  return frame;
}

test('a player spins a slot in the game popup, the header balance follows, and the round replays from the betting record @phone', async ({
  page,
  baseURL,
  context,
}, testInfo) => {
  // Free spins, when a spin triggers them, play out on their own before the next spin: more time than most journeys.
  test.slow();
  const { api } = await operatorApi(baseURL ?? '');
  await signedInFundedPlayer(page, baseURL ?? '', api, 100);
  await expect(headerBalance(page)).toContainText('100,00 $');

  const frame = await openFromLobby(page, 'Tragamonedas', 'Huerta Dorada');
  const spin = frame.getByRole('button', { name: 'Girar', exact: true });
  // A tap on the reels ends the spin's animation (and any free spins'): the result shows, the next spin is ready.
  // The spin's answer is held until the tap, so the tap always lands while the reels run.
  const skip = frame.getByRole('button', { name: 'Saltar la animación y ver el resultado' });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/slot/spin', async (route) => {
    await held;
    await route.continue();
  });
  await spin.click();
  await skip.click();
  release();
  await expect(frame.getByText(/^(Ganas .+|Sin premio)$/)).toBeVisible();
  await expect(skip).toHaveCount(0);
  await expect(spin).toBeEnabled();
  await page.unroute('**/api/v1/slot/spin');
  // A spin that wins back exactly its stake leaves the balance where it was: spin until it moves.
  for (let spins = 0; spins < 5; spins += 1) {
    if (!(await headerBalance(page).innerText()).includes('100,00')) break;
    await spin.click();
    // A spin can trigger free spins (a random outcome): the button waits until all of them have played.
    await expect(spin).toBeEnabled({ timeout: 45_000 });
  }
  // Pushed over the platform's socket: no reload.
  await expect(headerBalance(page)).not.toContainText('100,00 $');
  await snap(page, testInfo, 'games-slot-popup');
  // One header and one close: the game's, which closes the site's window.
  await expect(page.getByRole('button', { name: 'Cerrar Huerta Dorada' })).toHaveCount(0);
  await frame.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Huerta Dorada' })).toBeHidden();

  await page.goto('/member?page=personalHistoryCopy');
  // The record names the game as the lobby does.
  const record = page.getByRole('listitem').filter({ hasText: 'Huerta Dorada' }).first();
  await expect(record).toBeVisible();
  await snap(page, testInfo, 'games-betting-record');
  // One card per round: the filter's totals above, the round's id only behind the detail link.
  await expect(page.getByRole('region', { name: 'Totales de estos días' })).toContainText('Rondas');
  await expect(record).not.toContainText('huerta-dorada');
  // A pointer click (a tap on a phone): nothing on the member page may widen it and displace the tap.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const detail = record.getByRole('link', { name: /Detalle de la ronda/ });
  const [replay] = await Promise.all([context.waitForEvent('page'), detail.click()]);
  await expect(replay.getByRole('heading', { name: 'Ronda de Huerta Dorada' })).toBeVisible();
  await expect(replay.getByText('Hash de la semilla del servidor').first()).toBeVisible();
  await snap(replay, testInfo, 'games-slot-replay', true);

  // Profit and loss files the slot under its own type, and fits the phone.
  await page.goto('/member?page=personalProfit');
  await expect(page.getByRole('main').getByText('Tragamonedas', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await snap(page, testInfo, 'games-personal-profit');
});

test('the game window has one header and one close, the bet can be typed within its range, and mines keeps its bet button in sight @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const { api } = await operatorApi(baseURL ?? '');
  await signedInFundedPlayer(page, baseURL ?? '', api, 50);
  const frame = await openFromLobby(page, 'Juegos de la casa', 'Minas');
  const popup = page.getByRole('dialog', { name: 'Minas' });
  // The game's header is the window's only one: the site's title bar and its close are gone.
  await expect(frame.getByRole('heading', { name: 'Minas' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Cerrar Minas' })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Cerrar', exact: true })).toHaveCount(1);
  const bet = frame.getByRole('button', { name: 'Apostar', exact: true });
  await expect(bet).toBeInViewport();
  await snap(page, testInfo, 'games-mines-window');

  // A typed bet that is not one stays as typed, with its error under the field, and nothing can be bet.
  const field = frame.getByRole('textbox', { name: /^Apuesta/ });
  await field.fill('2,505');
  await expect(frame.getByRole('alert')).toHaveText('Escribe un importe positivo con 2 decimales como máximo.');
  await expect(field).toHaveValue('2,505');
  await expect(bet).toBeDisabled();
  await field.fill('999999');
  await expect(frame.getByRole('alert')).toContainText('La apuesta máxima es');
  await expect(field).toHaveValue('999999');
  await expect(bet).toBeDisabled();
  await snap(page, testInfo, 'games-bet-above-max');
  await field.fill('0,001');
  await expect(frame.getByRole('alert')).toBeVisible();
  // A bet in range is the stake the round takes.
  await field.fill('2,5');
  await expect(frame.getByRole('alert')).toHaveCount(0);
  await field.press('Enter');
  await expect(field).toHaveValue('2,50');
  const [start] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/api/v1/mines/start')),
    bet.click(),
  ]);
  expect((start.postDataJSON() as { bet: number }).bet).toBe(2.5);
  await expect(frame.getByRole('button', { name: /^Cobrar/ })).toBeInViewport();
  await snap(page, testInfo, 'games-mines-round');

  await frame.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(popup).toBeHidden();
});

test('two players bet in the same crash round and see each other', async ({ page, browser, baseURL }, testInfo) => {
  // A round's flight lasts as long as its crash point takes to reach (a 100× round flies for over a minute).
  test.setTimeout(420_000);
  const flight = { timeout: 180_000 };
  const { api } = await operatorApi(baseURL ?? '');
  const other = await browser.newPage({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  });
  await other.addInitScript(() => {
    window.sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    window.sessionStorage.setItem('USER_POPUP', 'closed');
  });
  try {
    await signedInFundedPlayer(page, baseURL ?? '', api, 50);
    await signedInFundedPlayer(other, baseURL ?? '', api, 50);
    const first = await openFromLobby(page, 'Juegos de la casa', 'Crash');
    const second = await openFromLobby(other, 'Juegos de la casa', 'Crash');

    // Both wait for a round that takes bets, then bet in it before it closes.
    // A round with most of its betting time ahead, so both bets land in it.
    await expect(first.getByText(/Apuestas abiertas: [4-9]\.\d s/)).toBeVisible(flight);
    await first.getByRole('button', { name: 'Apostar' }).click();
    await second.getByRole('button', { name: 'Apostar' }).click();
    await expect(first.getByText('Apuesta hecha: espera el despegue')).toBeVisible();
    await expect(second.getByText('Apuesta hecha: espera el despegue')).toBeVisible();
    // One round, two players: each screen lists both bets.
    await expect(first.getByText('Jugadores en la ronda: 2')).toBeVisible();
    await expect(second.getByText('Jugadores en la ronda: 2')).toBeVisible();
    await snap(page, testInfo, 'games-crash-two-players');

    // The first player tries to cash out during the flight (a round may crash before it can); both see the end.
    await expect(first.getByText('¡En vuelo!').or(first.getByText(/Se estrelló en/))).toBeVisible(flight);
    const cashOut = first.getByRole('button', { name: /Cobrar a/ });
    if (await cashOut.isVisible()) await cashOut.click().catch(() => undefined);
    await expect(first.getByText(/Se estrelló en/).first()).toBeVisible(flight);
    await expect(second.getByText(/Se estrelló en/).first()).toBeVisible(flight);
    // The second player rode to the crash: the stake is gone from the header.
    await expect(headerBalance(other)).toContainText('49,');
  } finally {
    await other.close();
  }
});

test('the game page opens in the site popup but a foreign site cannot frame it', async ({
  page,
  baseURL,
}, testInfo) => {
  const { api } = await operatorApi(baseURL ?? '');
  await signedInFundedPlayer(page, baseURL ?? '', api, 10);
  await openFromLobby(page, 'Tragamonedas', 'Huerta Dorada');
  const gameUrl = await page.getByRole('dialog', { name: 'Huerta Dorada' }).locator('iframe').getAttribute('src');
  expect(gameUrl).toContain('/play/huerta-dorada?token=');

  // A foreign page embedding the very same game address: the browser refuses to render it inside (its
  // frame-ancestors name only the merchant's sites), and shows its error page in the frame instead.
  await page.route('http://foreign.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Foreign</title><h1>Foreign site</h1><iframe src="${gameUrl}" title="game"></iframe>`,
    }),
  );
  await page.goto('http://foreign.example/');
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
  await expect(page.frameLocator('iframe').getByText('Huerta Dorada')).toHaveCount(0);
  await snap(page, testInfo, 'games-foreign-frame-refused');
});
