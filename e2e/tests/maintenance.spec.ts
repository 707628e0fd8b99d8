import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';

test.afterEach(async ({ baseURL }) => {
  await (await operatorApi(baseURL ?? '')).reset();
});

test('an operator turns maintenance on in the console and a visitor sees the maintenance page', async ({
  page,
  browser,
}, testInfo) => {
  await signInToConsole(page);
  await page.goto('/console/settings');
  await expect(page.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('UTC');
  const maintenance = page.getByRole('checkbox', { name: 'Modo mantenimiento' });
  await expect(maintenance).not.toBeChecked();
  await maintenance.check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();
  await snap(page, testInfo, 'console-maintenance-on', true);

  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: 'Sitio en mantenimiento' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Atención al cliente' })).toBeVisible();
  await snap(visitor, testInfo, 'visitor-maintenance');

  await page.getByRole('checkbox', { name: 'Modo mantenimiento' }).uncheck();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('main')).toBeVisible();
  await visitor.close();
});
