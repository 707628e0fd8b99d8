import { wireMoneyText } from '@ficha/contract';
import type { Page } from '@playwright/test';
import { expect, secondSitePage, test } from '../fixtures/site-test.ts';
import { logIn, uniqueName } from '../fixtures/accounts.ts';
import { openAgentPage, signInAsAgent } from '../fixtures/agents.ts';
import { spinHuertaDorada } from '../fixtures/games.ts';
import { snap } from '../fixtures/screenshot.ts';

/** agente1, the top of the demo tree, signs in at /agent and lands on its first page. */
async function signInAsAgente1(page: Page) {
  await signInAsAgent(page, 'agente1');
  await expect(page.getByRole('heading', { level: 1, name: 'Depositar' })).toBeVisible();
}

/** Narrows the open list report to one member of the team. */
async function filterByMember(page: Page, username: string) {
  const search = page.getByRole('search');
  await search.getByLabel('Usuario').fill(username);
  await search.getByRole('button', { name: 'Buscar' }).click();
}

/** jugador1's valid bets today in user loss as the agent sees them now (0 when jugador1 has no row yet). */
async function userLossValidBets(page: Page): Promise<number> {
  const refresh = page.getByRole('button', { name: 'Actualizar', exact: true });
  await refresh.click();
  await expect(refresh).toBeEnabled();
  // On phones a cell's name starts with its column's label ("Usuario jugador1").
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /(^|\s)jugador1$/ }) });
  // The filtered answer is in: jugador1's row or the empty report, and no older answer shown while loading.
  await expect(row.or(page.getByText('No hay datos en este periodo.'))).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if ((await row.count()) === 0) return 0;
  const text = await row.getByRole('cell').nth(3).innerText();
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

test("an agent sees a downline player's slot round in team betting and in user loss within seconds", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A spin can trigger free spins, which play out before the button is enabled again.
  test.slow();
  await signInAsAgente1(page);
  await openAgentPage(page, 'Pérdidas de usuarios');
  await filterByMember(page, 'jugador1');
  const before = await userLossValidBets(page);

  // jugador1 plays one slot round through the lobby, in a browser of their own.
  const player = await secondSitePage(browser, testInfo, baseURL ?? '');
  await player.goto('/');
  await logIn(player, 'jugador1', 'Demo1234');
  await expect(player.getByRole('button', { name: 'jugador1' })).toBeVisible();
  const round = await spinHuertaDorada(player);
  await player.context().close();

  // Team betting reads the bet records: the round is there at once, named as the lobby names the game.
  await openAgentPage(page, 'Apuestas del equipo');
  await filterByMember(page, 'jugador1');
  const roundRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: round.roundId }) });
  await expect(roundRow).toContainText('Huerta Dorada');
  await expect(roundRow).toContainText(wireMoneyText(round.stake, 'es'));
  await snap(page, testInfo, 'agent-team-betting-round', true);

  // User loss reads the aggregates the fold job keeps (about a second behind the ledger): ask again until
  // jugador1's valid bets carry the stake.
  await openAgentPage(page, 'Pérdidas de usuarios');
  await filterByMember(page, 'jugador1');
  await expect
    .poll(() => userLossValidBets(page), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(Math.round((before + round.stake) * 100) / 100);
  await snap(page, testInfo, 'agent-user-loss-round', true);
});

test('an agent runs the agent center and creates a downline player who must change the password @phone', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await signInAsAgente1(page);
  await expect(page.getByRole('group', { name: 'Elige un canal de pago' })).toBeVisible();
  await snap(page, testInfo, 'agent-deposit', true);

  for (const [name, file] of [
    ['Retirar', 'agent-withdraw'],
    ['Anuncios para agentes', 'agent-announcements'],
    ['Mensajes de la plataforma', 'agent-messages'],
    ['Atención al cliente', 'agent-customer-service'],
  ] as const) {
    await openAgentPage(page, name);
    await snap(page, testInfo, file, true);
  }
  // The reports, each once its period has answered.
  for (const [name, file] of [
    ['Resumen del equipo', 'agent-team-overview'],
    ['Apuestas del equipo', 'agent-team-betting'],
    ['Pérdidas de usuarios', 'agent-user-loss'],
    ['Mis ingresos', 'agent-my-income'],
    ['Detalles de cuenta', 'agent-account-details'],
  ] as const) {
    await openAgentPage(page, name);
    await expect(page.getByText(/^Del \d{4}-\d{2}-\d{2} al \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await snap(page, testInfo, file, true);
  }

  // Register center: the code with its links and QR codes, then a player created directly.
  await openAgentPage(page, 'Centro de registro');
  await expect(page.getByTestId('invitation-code')).toHaveText('AGENTE1');
  await expect(page.getByRole('img', { name: /Código QR del enlace de registro/ }).first()).toBeVisible();
  await snap(page, testInfo, 'agent-register-center', true);
  const username = uniqueName('abajo');
  const form = page.getByRole('region', { name: 'Crear una cuenta de tu línea' });
  await form.getByLabel('Nombre de usuario').fill(username);
  await form.getByLabel('Contraseña inicial').fill('Inicio123');
  await form.getByLabel('Tipo de cuenta').selectOption({ label: 'Jugador' });
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(form.getByText(`Cuenta ${username} creada.`)).toBeVisible();

  // Team management: the new player in the list, its panel, and the tree.
  await openAgentPage(page, 'Gestión del equipo');
  await page.getByLabel('Buscar por usuario o apodo').fill(username);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  await snap(page, testInfo, 'agent-team-list', true);
  await page.getByRole('button', { name: username }).click();
  await expect(page.getByText('Este miembro todavía debe cambiar su contraseña.')).toBeVisible();
  await snap(page, testInfo, 'agent-team-member', true);
  await page.getByRole('button', { name: 'Volver al equipo' }).click();
  await page.getByRole('tab', { name: 'Árbol' }).click();
  await page.getByRole('button', { name: 'Abrir la línea de agente2' }).click();
  await expect(page.getByRole('button', { name: 'agente3', exact: true })).toBeVisible();
  await snap(page, testInfo, 'agent-team-tree', true);

  // The new player signs in on the site and must change the initial password before anything else.
  const player = await secondSitePage(browser, testInfo, baseURL ?? '');
  await player.goto('/');
  await logIn(player, username, 'Inicio123');
  const change = player.getByRole('dialog', { name: 'Cambiar contraseña' });
  await expect(change).toBeVisible();
  await snap(player, testInfo, 'downline-forced-change');
  await change.getByLabel('Nueva contraseña', { exact: true }).fill('Propia456');
  await change.getByLabel('Confirmar nueva contraseña').fill('Propia456');
  await change.getByRole('button', { name: 'Guardar' }).click();
  await expect(change).toBeHidden();
  await expect(player.getByRole('button', { name: username })).toBeVisible();
  await player.context().close();
});
