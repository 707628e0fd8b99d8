import { expect, test } from '@playwright/test';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';

test.afterEach(async ({ baseURL }) => {
  await (await operatorApi(baseURL ?? '')).reset();
});

test('an operator turns maintenance on in the console and a visitor sees the maintenance page', async ({
  page,
  browser,
}, testInfo) => {
  await signInToConsole(page);
  const maintenance = page.getByRole('checkbox', { name: 'Modo mantenimiento' });
  await expect(maintenance).not.toBeChecked();
  await maintenance.check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status')).toHaveText('Cambios guardados');
  await testInfo.attach('console-maintenance-on', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: 'Sitio en mantenimiento' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Atención al cliente' })).toBeVisible();
  await testInfo.attach('visitor-maintenance', { body: await visitor.screenshot(), contentType: 'image/png' });

  await page.getByRole('checkbox', { name: 'Modo mantenimiento' }).uncheck();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status')).toHaveText('Cambios guardados');
  await visitor.reload();
  await expect(visitor.getByRole('main')).toBeVisible();
  await visitor.close();
});
