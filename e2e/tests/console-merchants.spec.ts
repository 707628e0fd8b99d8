import { uniqueName } from '../fixtures/accounts.ts';
import { signInToConsole } from '../fixtures/console.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';
import { demoLogins } from '../../apps/platform/src/seed/seed-demo.ts';

/**
 * Merchant onboarding (issue 20 "Merchants", decision 0069): the platform's super-operator creates a second merchant
 * with its own domain, brand colours and agent support hours; the site on that domain is the new brand. Chromium
 * reaches any `*.localhost` name on the loopback address, so the new merchant's domain is one of those.
 */
test('the platform operator creates a merchant whose domain shows its own brand', async ({
  page,
  browser,
}, testInfo) => {
  const code = uniqueName('sur').toLowerCase().slice(0, 24);
  const domain = `${code}.localhost`;
  const port = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1:8090').port;
  const brandColour = '#0f766e';

  await signInToConsole(page, demoLogins.platform);
  // Merchants are the platform's: its navigation has them, and nothing of a merchant's money or players.
  await page.getByRole('link', { name: 'Comercios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comercios' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retiros' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Ficha Demo' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo comercio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo comercio' });
  await dialog.getByLabel('Código de comercio').fill(code);
  await dialog.getByLabel('Nombre de la marca').fill('Sur Casino');
  await dialog.getByLabel('Dominios', { exact: true }).fill(`${domain}\nbad domain`);
  await dialog.getByLabel('Zona horaria').selectOption('America/Mexico_City');
  await dialog.getByLabel('Colores de marca propios (si no, los de la plataforma)').check();
  await dialog.getByLabel('Color de marca', { exact: true }).fill('#fde047');
  await dialog.getByLabel('Texto sobre el color de marca').fill('#ffffff');
  await dialog.getByLabel('Mostrar el horario en la entrada de agentes').check();
  await dialog.getByLabel('Desde').fill('08:00');
  await dialog.getByLabel('Hasta').fill('20:00');
  await dialog.getByLabel('Usuario', { exact: true }).fill(`${code}-owner`);
  await dialog.getByLabel('Nombre visible').fill('Sur Owner');
  await dialog.getByLabel('Contraseña inicial').fill('SurOwner#2026');
  await dialog.getByRole('button', { name: 'Crear comercio' }).click();
  // The form's own checks: a domain that is no host name, colours that do not read on each other.
  await expect(dialog.getByText('No es un dominio válido', { exact: false })).toBeVisible();
  await expect(dialog.getByText('Poco contraste con el color de marca', { exact: false })).toBeVisible();
  await dialog.getByLabel('Dominios', { exact: true }).fill(domain);
  await dialog.getByLabel('Color de marca', { exact: true }).fill(brandColour);
  await expect(dialog.getByText(/^Contraste 5,5:1/)).toBeVisible();
  await snap(page, testInfo, 'merchant-form');
  await dialog.getByRole('button', { name: 'Crear comercio' }).click();
  await expect(page.getByRole('status')).toContainText(`Comercio Sur Casino (${code}) creado`);
  await expect(page.getByRole('heading', { name: 'Sur Casino' })).toBeVisible();
  await snap(page, testInfo, 'merchants');
  await page.setViewportSize({ width: 360, height: 800 });
  await snap(page, testInfo, 'merchants-phone');

  // The site on the new domain is the new brand: its name, and its colour on everything the accent paints.
  const site = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await site.goto(`http://${domain}:${port}/`);
  await expect(site.getByRole('link', { name: 'Sur Casino' }).first()).toBeVisible();
  await expect
    .poll(() =>
      site.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim()),
    )
    .toBe(brandColour);
  await snap(site, testInfo, 'site-desktop');
  await site.setViewportSize({ width: 360, height: 800 });
  await site.reload();
  await expect(site.getByRole('link', { name: 'Sur Casino' }).first()).toBeVisible();
  await snap(site, testInfo, 'site-phone');

  // The agent entrance shows the merchant's own support hours, in its time zone.
  await site.setViewportSize({ width: 1440, height: 900 });
  await site.goto(`http://${domain}:${port}/agent`);
  await expect(site.getByText(/8:00( AM)?.+(20:00|8:00 PM).+GMT-6/)).toBeVisible();
  await snap(site, testInfo, 'agent-login');

  // A host no merchant has is not served as somebody else's site (SPEC §8 "Invalid domain URL").
  await site.goto(`http://nadie-${code}.localhost:${port}/`);
  await expect(site.getByText(/not one of our sites|no es uno de nuestros sitios/)).toBeVisible();
  await snap(site, testInfo, 'invalid-domain');
  await site.close();
});
