import { snap } from '../fixtures/screenshot.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/site-test.ts';

/**
 * The language selector of the side menu (a drawer behind the menu button on a phone, open beside the page on a
 * desktop). The header carries one too where it has room (not beside the game types' menu at 1280–1599 px).
 */
async function languageSelect(page: Page): Promise<Locator> {
  const toggle = page.locator('.player-header__menu-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.locator('.side-menu').getByRole('combobox');
}

/** Left edges of the header's brand and its actions: which comes first along the reading direction. */
async function headerOrder(page: Page): Promise<{ brand: number; actions: number }> {
  const brand = await page.locator('.player-header__brand').boundingBox();
  const actions = await page.locator('.player-header__actions').boundingBox();
  if (!brand || !actions) throw new Error('header not laid out');
  return { brand: brand.x, actions: actions.x };
}

test('home switches from Spanish to English and to Arabic, which mirrors the layout @phone', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'es');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText('Bienvenido').first()).toBeVisible();
  const ltr = await headerOrder(page);
  expect(ltr.brand).toBeLessThan(ltr.actions);

  // Each language is listed by its own name.
  const select = await languageSelect(page);
  await expect(select.locator('option[value="AR"]')).toHaveText('العربية');
  await expect(select.locator('option[value="MY"]')).toHaveText('မြန်မာ');

  await select.selectOption('EN');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Welcome').first()).toBeVisible();
  await expect(page.getByText('Bienvenido')).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')])).toEqual([
    'EN',
    'EN',
  ]);

  // The language-keyed lists load again with the new Language header.
  const arabicRequest = page.waitForRequest((request) => request.headers()['language'] === 'AR');
  await (await languageSelect(page)).selectOption('AR');
  await arabicRequest;
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('مرحبًا بك').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('AR');

  const rtl = await headerOrder(page);
  expect(rtl.brand).toBeGreaterThan(rtl.actions);
  if (!isMobile) {
    // On a desktop the side menu stands at the start of the line: the right in Arabic.
    const menu = await page.locator('.side-menu').boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(menu && main && menu.x > main.x).toBe(true);
  }
  await snap(page, testInfo, 'home-ar', true);

  // The choice survives a reload.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('مرحبًا بك').first()).toBeVisible();
});

test('home in Burmese uses its own script throughout', async ({ page }, testInfo) => {
  await page.goto('/');
  await (await languageSelect(page)).selectOption('MY');
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The site's own texts; the operator's notices show in the languages the operator wrote them in.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toContainText('Welcome');
  await expect(heading).not.toContainText('Bienvenido');
  await expect(page.getByRole('banner').getByText(/Iniciar sesión|Sign in/)).toHaveCount(0);
  await snap(page, testInfo, 'home-my', true);
});
