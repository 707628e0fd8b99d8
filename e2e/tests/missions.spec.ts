import { relaxRegistration } from '../fixtures/accounts.ts';
import { operatorApi } from '../fixtures/console.ts';
import { signedInFundedPlayer, spinHuertaDorada } from '../fixtures/games.ts';
import { expectNoHorizontalScroll } from '../fixtures/money.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

const missionsPath = '/member?page=missionLeaderboard';

// The journey's player registers through the API, which can't read the demo's image captcha.
let restore: () => Promise<void>;
test.beforeAll(async ({ baseURL }) => {
  restore = await relaxRegistration((await operatorApi(baseURL ?? '')).api);
});
test.afterAll(async () => {
  await restore();
});

/*
 * Issue 17 (decision 0078): a new player opens the member centre's missions, spins a slot, sees the seeded daily
 * "play a round" mission's progress move (the fold's rows, a few seconds behind the spin) and claims its points;
 * the claimable badge shows in the header until then. The weekly leaderboard shows the player's own place.
 */
test('a player sees a mission move after a spin and claims it @phone', async ({ page, baseURL }, testInfo) => {
  // The fold takes the spin in a few seconds behind it; on a loaded machine each reload also takes a while.
  test.setTimeout(150_000);
  const { api } = await operatorApi(baseURL ?? '');
  await signedInFundedPlayer(page, baseURL ?? '', api, 50);

  await page.goto(missionsPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Misiones y clasificación' })).toBeVisible();
  const mission = page.getByRole('listitem', { name: 'Juega una ronda hoy' });
  await expect(mission).toContainText('0 de 1');
  // The goal reads in the singular for one round ("Juega 1 rondas" before).
  await expect(mission.getByText('Juega 1 ronda', { exact: true })).toBeVisible();
  await expect(mission.getByRole('button', { name: 'Reclamar Juega una ronda hoy' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Carrera semanal' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'missions-before', true);

  await page.goto('/');
  await spinHuertaDorada(page);
  await page.goto(missionsPath);
  const claim = mission.getByRole('button', { name: 'Reclamar Juega una ronda hoy' });
  await expect(async () => {
    await page.reload();
    await expect(claim).toBeEnabled({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(mission).toContainText('1 de 1');
  // The claimable badge (its count is worded for screen readers).
  await expect(page.getByText('Misiones por reclamar: 1').first()).toBeAttached();
  await snap(page, testInfo, 'missions-claimable', true);

  await claim.click();
  await expect(page.getByRole('status').filter({ hasText: 'recibiste 20 pts' })).toBeVisible();
  await expect(mission).toContainText('Reclamada');
  await expect(page.getByText(/Tu posición: n\.º \d+|Aún no estás en la clasificación/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'missions-claimed', true);
});
