import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

test('the home shell renders in Spanish by default @phone', async ({ page, isMobile }, testInfo) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('main')).toBeVisible();
  // On a phone the side menu is a drawer behind the menu button.
  if (isMobile) await page.getByRole('button', { name: 'Menú' }).click();
  await expect(page.getByRole('link', { name: 'Inicio' }).first()).toBeVisible();
  await expect(page.getByText('Bienvenido').first()).toBeVisible();
  await snap(page, testInfo, 'home', true);
  // The theme switch keeps its name and shows whether the dark theme is on.
  const darkTheme = page.getByRole('switch', { name: 'Tema oscuro' });
  await expect(darkTheme).toHaveAttribute('aria-checked', 'true');
  await darkTheme.click();
  await expect(darkTheme).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await snap(page, testInfo, 'home-light');
});

test('the help center opens the terms section from /help#term', async ({ page }, testInfo) => {
  await page.goto('/help#term');
  await expect(page.getByRole('heading', { name: 'Términos y condiciones' })).toBeVisible();
  await snap(page, testInfo, 'help-terms');
});

test('an auth-only route without a session goes to /login', async ({ page }) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login$/);
});
