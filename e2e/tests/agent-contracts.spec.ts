import { searchAgentTree, setMemberType } from '@ficha/contract';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createPlayer, logIn, relaxRegistration, uniqueName } from '../fixtures/accounts.ts';
import { openAgentPage, signInAsAgent } from '../fixtures/agents.ts';
import { headerBalance, spinHuertaDorada } from '../fixtures/games.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, secondSitePage, test } from '../fixtures/site-test.ts';

/** agente1, on its daily-salary page, offers agente2 a rate (a change when agente2 holds one already). */
async function offerAgente2DailySalary(page: Page, rate: string) {
  const offer = page.locator('form.contract-offer');
  await offer.getByLabel('Agente').selectOption({ label: 'agente2' });
  await offer.getByLabel('Tasa (%)').fill(rate);
  await offer.getByRole('button', { name: 'Enviar la oferta' }).click();
  await expect(page.getByText('La oferta se envió a agente2.')).toBeVisible();
}

/** agente2, just signed in, sees the daily-salary offer in the contract popup and accepts it. */
async function acceptDailySalaryInPopup(agent2: Page, testInfo: TestInfo) {
  const popup = agent2.getByRole('dialog', { name: 'Solicitudes de contrato' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: /Salario diario/ })).toBeVisible();
  await snap(agent2, testInfo, 'contracts-popup');
  await popup.getByRole('button', { name: 'Aceptar' }).click();
  await expect(popup).toBeHidden();
}

/** A money text of the site ("1.234,56 $", "-0,50") in cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

/** The agent's wallet balance in the agent bar, in cents, as the server answers it now. */
async function walletCents(page: Page) {
  const balance = headerBalance(page);
  await balance.getByRole('button', { name: 'Actualizar saldo' }).click();
  await expect(balance.locator('output')).toHaveAttribute('aria-busy', 'false');
  await expect(balance.locator('output')).toHaveText(/\d/);
  return centsOf(await balance.locator('output').innerText());
}

/** Test only (decision 0073): how far the E2E server's contract settlement clock runs ahead of real time. */
async function setContractClockAhead(request: APIRequestContext, baseURL: string, aheadMinutes: number) {
  const answer = await request.post(`${baseURL}/testing/contract-clock`, { data: { aheadMinutes } });
  expect(answer.ok()).toBe(true);
}

test('agente1 offers agente2 a daily salary, agente2 accepts it in the popup at sign-in, the console runs a period @phone', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // agente1 holds the house's daily salary (demo seed) with its settled history, and offers agente2 1 %.
  await signInAsAgent(page, 'agente1');
  await expect(headerBalance(page).locator('output')).toHaveText(/\d/);
  await snap(page, testInfo, 'agent-bar');
  await openAgentPage(page, 'Salario diario');
  await expect(
    page
      .getByRole('table', { name: 'Liquidaciones' })
      .getByRole('cell', { name: /Pagada/ })
      .first(),
  ).toBeVisible();
  await offerAgente2DailySalary(page, '1');
  await expect(page.getByRole('table', { name: 'Contratos dados a mi línea directa' })).toContainText('agente2');
  await snap(page, testInfo, 'contracts-offer');

  // agente2 signs in: the popup shows the offer; it accepts.
  const agent2 = await secondSitePage(browser, testInfo, baseURL ?? '');
  await signInAsAgent(agent2, 'agente2');
  await acceptDailySalaryInPopup(agent2, testInfo);
  await openAgentPage(agent2, 'Salario diario');
  await expect(agent2.getByText(/^Vigente · Diario/)).toBeVisible();

  // The operator sees agente2's contract and its actions, and runs yesterday's daily period the production way:
  // the job settled it already, so the run makes and pays nothing twice.
  const operator = await secondSitePage(browser, testInfo, baseURL ?? '');
  await signInToConsole(operator);
  await operator.goto('/console/contracts');
  await expect(operator.getByRole('heading', { level: 1, name: 'Contratos de agentes' })).toBeVisible();
  const contracts = operator.getByRole('table', { name: 'Contratos' });
  const row = contracts.getByRole('row').filter({ hasText: 'agente2' }).filter({ hasText: 'Vigente' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Auditoría' }).click();
  await expect(operator.getByText(/accept/).first()).toBeVisible();
  await operator.getByRole('button', { name: 'Ver qué cambiaría' }).click();
  await expect(operator.getByRole('table', { name: 'Liquidaciones hechas y cifras de hoy' })).toBeVisible();
  await operator.getByRole('button', { name: 'Ejecutar el periodo' }).click();
  await expect(operator.getByText(/liquidaci(ón|ones) en este periodo/)).toBeVisible();
  await snap(operator, testInfo, 'contracts-console');
});

test('the console edits a tier of the daily template, opens the house contract of a top agent to change it, and offers a new top agent its first', async ({
  page: operator,
  baseURL,
}, testInfo) => {
  await signInToConsole(operator);
  await operator.goto('/console/contracts');
  await expect(operator.getByRole('heading', { level: 1, name: 'Contratos de agentes' })).toBeVisible();
  // A tier of the daily template (decision 0061): a rate above the template's highest (3 %) is refused beside its
  // input; a good one is saved and is there after a reload.
  const template = operator.getByRole('form', { name: 'Plantilla' });
  const firstTier = template.getByRole('group', { name: 'Tramo 1', exact: true });
  if (!(await firstTier.isVisible())) await template.getByRole('button', { name: 'Añadir un tramo' }).click();
  await firstTier.getByLabel('Tasa (%)').fill('5');
  await template.getByRole('button', { name: 'Guardar' }).click();
  await expect(firstTier.getByText('Supera la tasa máxima de la plantilla (3 %).')).toBeVisible();
  await firstTier.getByLabel('Tasa (%)').fill('0.75');
  await template.getByRole('button', { name: 'Guardar' }).click();
  await expect(template.getByRole('status')).toHaveText('Guardado.');
  await snap(operator, testInfo, 'contracts-tier-editor');
  await operator.reload();
  await expect(
    operator
      .getByRole('form', { name: 'Plantilla' })
      .getByRole('group', { name: 'Tramo 1', exact: true })
      .getByLabel('Tasa (%)'),
  ).toHaveValue('0.75');
  await expect(operator.getByRole('heading', { name: 'Ajustes de liquidación' })).toBeVisible();

  // The house's daily salary with agente1 opens in the same tier rows to be changed (not sent here: a change offer
  // would wait in agente1's popup).
  await operator
    .getByRole('table', { name: 'Contratos' })
    .getByRole('row')
    .filter({ hasText: 'agente1' })
    .filter({ hasText: 'Casa' })
    .filter({ hasText: 'Vigente' })
    .getByRole('button', { name: 'Cambiar' })
    .click();
  const house = operator.getByRole('form', { name: 'Cambiar el contrato de la casa con agente1' });
  await expect(house.getByRole('group', { name: 'Tramo 1', exact: true }).getByLabel('Tasa (%)')).not.toHaveValue('');
  await snap(operator, testInfo, 'contracts-house-editor');
  await house.getByRole('button', { name: 'Cerrar' }).click();
  await expect(house).toBeHidden();

  // A new top agent (a member made agent type 1, without an upline) is offered its first daily salary: agente2
  // hangs below agente1 and is refused by name; the new one gets the editor, and the offer waits in its popup.
  const topAgent = uniqueName('jefe');
  const { api } = await operatorApi(baseURL ?? '');
  const restore = await relaxRegistration(api);
  await createPlayer(baseURL ?? '', { username: topAgent, password: 'Demo1234' }).finally(restore);
  const [member] = (await api.call(searchAgentTree, { username: topAgent, pageNo: 1, pageSize: 20 })).list;
  await api.call(setMemberType, { memberId: member!.id, type: 1 });
  await operator.getByRole('button', { name: 'Ofrecer un contrato a un agente principal' }).click();
  const pick = operator.getByRole('form', { name: 'Ofrecer un contrato a un agente principal' });
  await pick.getByLabel('Usuario del agente principal').fill('agente2');
  await pick.getByRole('button', { name: 'Siguiente' }).click();
  await expect(pick.getByText('agente2 no es un agente principal')).toBeVisible();
  await pick.getByLabel('Usuario del agente principal').fill(topAgent);
  await pick.getByRole('button', { name: 'Siguiente' }).click();
  const first = operator.getByRole('form', { name: `Primer contrato de la casa con ${topAgent}` });
  await first.getByRole('group', { name: 'Tramo 1', exact: true }).getByLabel('Tasa (%)').fill('0.5');
  await first.getByRole('button', { name: 'Enviar la oferta' }).click();
  await expect(first.getByRole('status').filter({ hasText: 'Se ofreció' })).toHaveText(
    `Se ofreció el contrato a ${topAgent}.`,
  );
  await expect(
    operator.getByRole('table', { name: 'Contratos' }).getByRole('row').filter({ hasText: topAgent }),
  ).toContainText('Ofrecido');
  await snap(operator, testInfo, 'contracts-first-house-offer');
});

test("the day closes on the test clock: agente2's new daily salary and agente1's own share are paid into their wallets", async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  // A spin can trigger free spins, which play out before the button is enabled again.
  test.slow();
  // agente1 (the house pays it 1 % a day) offers agente2 0.5 %; agente2 accepts in the popup.
  await signInAsAgent(page, 'agente1');
  await openAgentPage(page, 'Salario diario');
  await offerAgente2DailySalary(page, '0.5');
  const agent2 = await secondSitePage(browser, testInfo, baseURL ?? '');
  await signInAsAgent(agent2, 'agente2');
  await acceptDailySalaryInPopup(agent2, testInfo);
  await openAgentPage(agent2, 'Salario diario');
  await expect(agent2.getByText(/^Vigente · Diario/)).toBeVisible();
  // Each agent's wallet and newest bill (none yet for agente2) before today closes.
  const newestBill = (agent: Page) => agent.getByRole('table', { name: 'Liquidaciones' }).getByRole('row').nth(1);
  const periodOf = async (agent: Page) =>
    (await newestBill(agent).count()) > 0 ? await newestBill(agent).getByRole('cell').first().innerText() : null;
  const agents = [];
  for (const agent of [page, agent2]) {
    await expect(
      agent.getByRole('table', { name: 'Liquidaciones' }).or(agent.getByText('Aún no hay liquidaciones.')),
    ).toBeVisible();
    agents.push({ page: agent, before: await walletCents(agent), period: await periodOf(agent) });
  }

  // jugador1 (under agente3, so in both agents' teams) plays a round of 20,00 today: each agent's 0.5 % of it is
  // 0,10 even when the seed's rounds fell on yesterday (a run that crosses midnight).
  const player = await secondSitePage(browser, testInfo, baseURL ?? '');
  await player.goto('/');
  await logIn(player, 'jugador1', 'Demo1234');
  await expect(player.getByRole('button', { name: 'jugador1' })).toBeVisible();
  await spinHuertaDorada(player, { stake: '20,00' });
  await player.context().close();

  // The settlement's clock runs a day ahead (test only): today has closed for it, and the job settles and pays
  // today's bills within seconds, as it does after midnight. Each agent sees today's bill paid (the newest period,
  // first row) and its wallet grown by exactly that bill's amount.
  await setContractClockAhead(request, baseURL ?? '', 24 * 60);
  try {
    for (const agent of agents) {
      const newest = newestBill(agent.page);
      await expect(async () => {
        await agent.page.reload();
        await expect(newest).toContainText('Pagada', { timeout: 2_000 });
        expect(await periodOf(agent.page)).not.toBe(agent.period);
      }).toPass({ timeout: 30_000 });
      const amount = centsOf(await newest.getByRole('cell').nth(8).innerText());
      expect(amount).toBeGreaterThan(0);
      expect(await walletCents(agent.page)).toBe(agent.before + amount);
    }
    await snap(agent2, testInfo, 'contracts-bill-paid');
  } finally {
    await setContractClockAhead(request, baseURL ?? '', 0);
  }
});
