import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';

test.afterEach(async ({ baseURL }) => {
  await (await operatorApi(baseURL ?? '')).reset();
});

test('a blocked CIDR shows the region page with the visitor IP', async ({ page, browser }, testInfo) => {
  await signInToConsole(page);
  await page.goto('/console/settings');
  await page.getByLabel('Rangos CIDR bloqueados').fill('203.0.113.0/24');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();

  // The server trusts 127.0.0.1 as its proxy, so this visitor arrives from 203.0.113.50.
  const visitorContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.50' },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(visitor.getByText('IP: 203.0.113.50')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Atención al cliente' })).toBeVisible();
  await snap(visitor, testInfo, 'visitor-region-blocked');

  // A visitor from elsewhere still gets the site.
  const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.7' } });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await expect(otherPage.getByRole('main')).toBeVisible();
  await visitorContext.close();
  await other.close();
});
