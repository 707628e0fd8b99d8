import { expect, test } from '@playwright/test';
import { logIn } from '../fixtures/accounts.ts';
import { snap } from '../fixtures/screenshot.ts';

// The plain Playwright test: this journey is about the popup itself (SPEC §2.5).

test('the announcement popup shows once per session until closed, with the right set per login state @phone', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Anuncios' });
  await expect(popup).toBeVisible();
  // A visitor sees the popups of execution B, the first one open.
  await expect(popup.getByRole('button', { name: 'Regístrate hoy' })).toHaveAttribute('aria-expanded', 'true');
  await expect(popup.getByText('Crea tu cuenta en un minuto.')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Nuevos juegos de la casa' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Juego responsable' }).click();
  await expect(popup.getByRole('heading', { name: 'Juego responsable' })).toBeVisible();
  await snap(page, testInfo, 'announcement-popup');

  await popup.getByRole('button', { name: 'Cerrar' }).click();
  await expect(popup).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Anuncios' })).toHaveCount(0);

  // Signing in shows the member's popups (execution A) in the same tab.
  await logIn(page, 'jugador1', 'Demo1234');
  const memberPopup = page.getByRole('dialog', { name: 'Anuncios' });
  await expect(memberPopup.getByRole('button', { name: 'Nuevos juegos de la casa' })).toBeVisible();
  await expect(memberPopup.getByRole('button', { name: 'Regístrate hoy' })).toHaveCount(0);
  await memberPopup.getByRole('button', { name: 'Cerrar' }).click();
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Anuncios' })).toHaveCount(0);

  // Another session (a new tab's storage) sees the visitor's popup again, but not over the sign-in dialog that
  // /login opens: it waits until that dialog is closed.
  const other = await browser.newPage();
  const announced = other.waitForResponse((response) => response.url().includes('MCSFE_getListAnnouncements'));
  await other.goto('/login');
  const signIn = other.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(signIn).toBeVisible();
  await announced;
  await expect(other.getByRole('dialog', { name: 'Anuncios' })).toHaveCount(0);
  await signIn.getByRole('button', { name: 'Cerrar' }).click();
  await expect(other.getByRole('dialog', { name: 'Anuncios' })).toBeVisible();
  await other.close();
});

test('the marquee opens the list of every notice', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Anuncios' }).getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('button', { name: 'Ver todos' }).click();
  const list = page.getByRole('dialog', { name: 'Avisos' });
  await expect(list.getByRole('button', { name: 'Mantenimiento programado' })).toBeVisible();
  await list.getByRole('button', { name: 'Mantenimiento programado' }).click();
  await expect(list.getByRole('heading', { name: 'Mantenimiento programado' })).toBeVisible();
});
