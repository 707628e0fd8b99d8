import { createDownlineAccount, login } from '@ficha/contract';
import { addressedClient, uniqueName } from '../fixtures/accounts.ts';
import { signInToConsole } from '../fixtures/console.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/**
 * The console's agent tree (issue 14): the operator finds agente3, sees its upline chain and its per-agent summary,
 * then moves a player made for this journey (never the demo tree's members, which other journeys rely on) from
 * agente3 to agente2 with a reason, and finds it under agente2.
 */
test('the operator finds an agent in the tree, reads its summary and moves a fresh player to another agent', async ({
  page,
  baseURL,
}, testInfo) => {
  const anonymous = addressedClient(baseURL ?? '');
  const { token } = await anonymous.call(login, { username: 'agente3', password: 'Demo1234', portal: 'agent' });
  const username = uniqueName('mov');
  await addressedClient(baseURL ?? '', () => token).call(createDownlineAccount, {
    username,
    password: 'Demo1234',
    type: 0,
  });

  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Agentes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agentes' })).toBeVisible();
  await page.getByLabel('Buscar un miembro').fill('agente3');
  const results = page.getByRole('region', { name: /encontrado/ });
  await results.getByRole('button', { name: /^agente3/ }).click();

  const chain = page.getByRole('navigation', { name: 'Cadena de superiores' });
  await expect(chain.getByRole('button', { name: 'agente1' })).toBeVisible();
  await expect(chain.getByRole('button', { name: 'agente2' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumen del agente' });
  await expect(summary.getByText('Tamaño del equipo')).toBeVisible();
  await summary.getByLabel('Periodo').selectOption('thisMonth');
  // This month's range starts on its first day, in the merchant's time zone.
  await expect(summary.getByText(/\d{4}-\d{2}-01 – /)).toBeVisible();
  await expect(summary.getByText('Periodo anterior:', { exact: false }).first()).toBeVisible();
  await expect(summary.locator('.recharts-surface').first()).toBeVisible();
  await snap(page, testInfo, 'console-agent-tree-agente3', true);

  // The fresh player hangs under agente3: open it in the tree and move it.
  const tree = page.getByRole('list', { name: 'Red de agente3' });
  await tree.getByRole('button', { name: new RegExp(`^${username}`) }).click();
  await page.getByRole('button', { name: 'Mover…' }).click();
  const dialog = page.getByRole('dialog', { name: `Mover a ${username}` });
  await dialog.getByLabel('Buscar el nuevo superior').fill('agente2');
  await dialog.getByRole('radio', { name: /agente2/ }).check();
  await dialog.getByLabel('Motivo').fill('Reasignado a agente2 por el E2E');
  await expect(dialog.getByText('Se moverá 1 miembro', { exact: false })).toBeVisible();
  await snap(page, testInfo, 'console-agent-tree-move-dialog');
  await dialog.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect(page.getByText(`${username} ahora depende de agente2`, { exact: false })).toBeVisible();

  // agente2's own tree now holds it.
  await page.getByLabel('Buscar un miembro').fill('agente2');
  await results.getByRole('button', { name: /^agente2/ }).click();
  await expect(
    page.getByRole('list', { name: 'Red de agente2' }).getByRole('button', { name: new RegExp(`^${username}`) }),
  ).toBeVisible();
  await snap(page, testInfo, 'console-agent-tree-moved', true);

  // The player becomes a sub-agent of agente2.
  await page
    .getByRole('list', { name: 'Red de agente2' })
    .getByRole('button', { name: new RegExp(`^${username}`) })
    .click();
  await page.getByRole('button', { name: 'Cambiar tipo…' }).click();
  const typeDialog = page.getByRole('dialog', { name: `Tipo de ${username}` });
  await typeDialog.getByLabel('Tipo').selectOption('2');
  await snap(page, testInfo, 'console-agent-tree-type-dialog');
  await typeDialog.getByRole('button', { name: 'Cambiar tipo', exact: true }).click();
  await expect(page.getByText(`${username} ahora es Agente 2.`)).toBeVisible();
  await page.getByRole('switch', { name: 'Tema oscuro' }).click();
  await snap(page, testInfo, 'console-agent-tree-moved-dark', true);
});
