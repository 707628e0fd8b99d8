import { updateAdjustmentSettings } from '@ficha/contract';
import { demo, operatorApi, signInToConsole } from '../fixtures/console.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

test.afterAll(async ({ baseURL }) => {
  // Lowering the threshold back raises a protection: it applies at once.
  await (await operatorApi(baseURL ?? '')).api.call(updateAdjustmentSettings, { dualApprovalThreshold: 1000 });
});

test('a read-only operator sees the sections it may read, without their actions', async ({ page }, testInfo) => {
  await signInToConsole(page, demo.readOnly);
  const nav = page.getByRole('navigation', { name: 'Secciones' });
  await expect(nav.getByRole('link', { name: 'Ajustes del comercio' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bandeja de salida' })).toHaveCount(0);
  // Its home is the dashboard (reports are read-only); the settings it may read, without saving.
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  await nav.getByRole('link', { name: 'Ajustes del comercio' }).click();
  await expect(page.getByRole('heading', { name: 'Ajustes del comercio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Ajustes de retiros' }).click();
  await expect(page.getByText('Solo un propietario puede cambiar estos ajustes.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar ajustes' })).toHaveCount(0);
  await snap(page, testInfo, 'console-read-only-withdrawal-settings', true);

  await page.goto('/console/outbox');
  await expect(page.getByRole('heading', { name: 'No disponible para tu rol' })).toBeVisible();
  await snap(page, testInfo, 'console-read-only-refused');
});

test("an owner's higher threshold waits until the second owner approves it in the console", async ({
  page,
  browser,
}, testInfo) => {
  await signInToConsole(page);
  await page.goto('/console/adjustments');
  const threshold = page.getByRole('textbox', { name: 'Umbral' });
  await expect(threshold).toHaveValue('1000');
  await threshold.fill('5000');
  await page.getByRole('button', { name: 'Guardar umbral' }).click();
  await expect(page.getByText('Guardado como cambio pendiente', { exact: false })).toBeVisible();
  await expect(threshold).toHaveValue('1000');
  await expect(page.getByText('Umbral: 1000 → 5000')).toBeVisible();
  // The proposer can cancel, never approve, its own change.
  await expect(page.getByRole('button', { name: 'Aprobar y aplicar' })).toHaveCount(0);
  await snap(page, testInfo, 'console-owner-pending-change', true);

  const second = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInToConsole(second, demo.secondOwner);
  await second.getByRole('link', { name: 'Umbral de aprobación de ajustes' }).click();
  await second.getByRole('button', { name: 'Aprobar y aplicar' }).click();
  await expect(second.getByRole('textbox', { name: 'Umbral' })).toHaveValue('5000');
  await expect(second.getByText('Cambio pendiente de aprobación')).toHaveCount(0);
  await snap(second, testInfo, 'console-second-owner-approved', true);
  await second.close();
});
