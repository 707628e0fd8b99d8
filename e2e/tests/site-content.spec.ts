import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signInToConsole } from '../fixtures/console.ts';
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
