import { createConsoleHelpEntry, deleteConsoleHelpEntry } from '@ficha/contract';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import { snap } from '../fixtures/screenshot.ts';

/** A real banner-sized PNG drawn by the browser: what an operator would upload from its disk. */
async function bannerPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 1280, 400);
    gradient.addColorStop(0, '#3b1d8f');
    gradient.addColorStop(1, '#d6336c');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1280, 400);
    // Art without words: the site writes the banner's title over it as live text.
    context.fillStyle = 'rgba(255, 255, 255, 0.85)';
    for (const [x, y, r] of [
      [980, 200, 120],
      [1140, 90, 46],
      [860, 330, 34],
    ] as const) {
      context.beginPath();
      context.arc(x, y, r, 0, Math.PI * 2);
      context.fill();
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

/** The site's theme for a screenshot, as its toggle sets it (`<html data-theme>`). */
const showTheme = (page: Page, theme: 'dark' | 'light') =>
  page.evaluate((value) => {
    document.documentElement.dataset['theme'] = value;
  }, theme);

async function snapFooter(page: Page, testInfo: TestInfo, name: string) {
  const footer = page.locator('footer.player-footer');
  await footer.scrollIntoViewIfNeeded();
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await snap(page, testInfo, `${name}-${theme}`);
  }
}

test('an operator uploads a banner image: refused when it is not one, previewed, stored and shown on the site', async ({
  page,
}, testInfo) => {
  await signInToConsole(page);
  await page.goto('/console/content');
  await page.getByRole('button', { name: 'Añadir banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir banner' });
  const picker = dialog.getByLabel('O suba una imagen');

  // A text file renamed .png is refused before anything is sent, under the picker.
  await picker.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>not a picture</html>'),
  });
  await expect(dialog.getByText('No es una imagen PNG, JPG o WebP')).toBeVisible();

  // A real picture: previewed at once, then stored by the platform, whose address the form takes.
  await picker.setInputFiles({ name: 'torneo.png', mimeType: 'image/png', buffer: await bannerPng(page) });
  await expect(dialog.getByText('Imagen guardada, 1280×400 px')).toBeVisible();
  const address = dialog.getByLabel('Dirección de la imagen');
  await expect(address).toHaveValue(/^\/media\/banners\/[0-9a-f]{32}\.png$/);
  const url = await address.inputValue();
  const preview = dialog.getByRole('img', { name: 'Vista previa de la imagen del banner' });
  await expect(preview).toHaveAttribute('src', url);
  // The stored image itself loads from our address (not only the form's copy).
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280);
  await snap(page, testInfo, 'console-banner-upload');

  await dialog.getByLabel('Texto alternativo').fill('Torneo de fin de semana');
  await dialog.getByLabel('Orden').fill('0');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(`img.announcement-thumb[src="${url}"]`)).toBeVisible();

  // Served by us with its own type and nosniff; the site shows it first among the home banners.
  const served = await page.request.get(url);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Anuncios' }).getByRole('button', { name: 'Cerrar' }).click();
  const carousel = page.getByRole('region', { name: 'Promociones destacadas' });
  await carousel.getByRole('button', { name: 'Pausar el carrusel' }).click();
  await carousel.getByRole('button', { name: 'Mostrar el banner 1' }).click();
  const slide = carousel.getByRole('group', { name: /^1 de / });
  await expect(slide.locator('img')).toHaveAttribute('src', url);
  await expect(slide.locator('img')).toBeVisible();
  await expect(slide.getByText('Torneo de fin de semana')).toBeVisible();
  await snap(page, testInfo, 'site-uploaded-banner');
});

test("the footer shows the licence, the 18+ badge, the apps and the marks of the merchant's payment kinds @phone", async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Anuncios' }).getByRole('button', { name: 'Cerrar' }).click();
  const footer = page.locator('footer.player-footer');
  const payments = footer.getByRole('region', { name: 'Métodos de pago' });
  // The demo's enabled channels: a bank transfer, an e-wallet and a gateway.
  for (const name of ['Transferencia bancaria', 'Billetera electrónica', 'Tarjetas y pago en línea']) {
    await expect(payments.getByRole('img', { name })).toBeVisible();
  }
  await expect(payments.locator('[data-payment-kind]')).toHaveCount(3);
  await expect(footer.getByRole('region', { name: 'Descarga la app' })).toBeVisible();
  await expect(footer.getByTestId('footer-licence')).toHaveText(
    /Con licencia y regulado por Demo Gaming Commission · Licencia n\.º DGC-2026-0142 · Verificar la licencia/,
  );
  await expect(footer.getByText('18+')).toBeVisible();
  await snapFooter(page, testInfo, 'footer');

  // Right to left: the same footer in Arabic.
  await page.evaluate(() => {
    localStorage.setItem('lang', 'AR');
    localStorage.setItem('hisLang', 'AR');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    footer.getByRole('region', { name: 'طرق الدفع' }).getByRole('img', { name: 'تحويل مصرفي' }),
  ).toBeVisible();
  await snapFooter(page, testInfo, 'footer-rtl');
});

test("a help section without the visitor's language shows the Spanish text, marked; the console names what is missing @phone", async ({
  page,
  baseURL,
}, testInfo) => {
  // Two applications in one journey (the site, then the console): a longer safety limit, not a measure of speed.
  test.slow();
  // A section the operator wrote only in Spanish (the demo's own are in every language); one per project, since
  // the phone and desktop runs share the server.
  const { api } = await operatorApi(baseURL ?? '');
  const tag = `solo-es-${testInfo.project.name}`;
  const title = `Solo en español (${testInfo.project.name})`;
  const entry = await api.call(createConsoleHelpEntry, {
    language: 'ES',
    device: 'WEB',
    tag,
    title,
    content: '<p>Esta sección solo está escrita en español.</p>',
    sort: 90,
  });
  try {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('lang', 'FR');
      localStorage.setItem('hisLang', 'FR');
    });
    await page.goto(`/help#${tag}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The visitor's popup comes first (in French); the click waits for it.
    await page.getByRole('dialog', { name: 'Annonces' }).getByRole('button', { name: 'Fermer' }).click();
    // The demo's sections in French; the Spanish-only one in Spanish, saying so, with its own lang.
    await expect(page.getByRole('button', { name: 'À propos' })).toBeVisible();
    const toggle = page.getByRole('button', { name: title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle.locator('span[lang="es"]')).toHaveText(title);
    const section = page.locator(`#help-${tag}-content`);
    await expect(section.getByText('Affiché en Español')).toBeVisible();
    await expect(
      section.locator('[lang="es"]', { hasText: 'Esta sección solo está escrita en español.' }),
    ).toBeVisible();
    await snap(page, testInfo, 'help-fallback-fr');

    // The console: the table names the languages the section misses, the editor marks each one.
    await signInToConsole(page);
    await page.goto('/console/content');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Faltan: EN, CN +32')).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: '/help#term' }).first().getByText('Los 35 idiomas'),
    ).toBeVisible();
    await row.getByRole('button', { name: `Editar ${title}` }).click();
    const editor = page.getByRole('dialog', { name: 'Editar sección' });
    await expect(editor.getByRole('heading', { name: 'Idiomas escritos: 1 de 35' })).toBeVisible();
    await expect(editor.getByRole('listitem').filter({ hasText: 'FR' })).toContainText('falta');
    await snap(page, testInfo, 'console-help-languages');
  } finally {
    await api.call(deleteConsoleHelpEntry, { id: entry.id });
  }
});
