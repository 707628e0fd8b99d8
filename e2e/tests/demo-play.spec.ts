import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/*
 * Issue 12's demo play: a visitor (no account) opens one of our own slots from the lobby in demo mode and spins
 * with the game server's play money; the demo merchant has FREEPLAY3 on and its lobby is synced from FICHA.
 */
test('a visitor opens a slot in demo mode from the lobby and spins with play money @phone', async ({
  page,
}, testInfo) => {
  // Free spins, when a spin triggers them, play out on their own before the next spin.
  test.slow();
  await page.goto('/');
  const slots = page.getByRole('region', { name: 'Tragamonedas' });
  const demo = slots.getByRole('button', { name: 'Probar demo: Huerta Dorada', exact: true });
  await demo.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'demo-play-lobby');
  await demo.click();
  const popup = page.getByRole('dialog', { name: 'Huerta Dorada' });
  await expect(popup).toBeVisible();
  const frame = popup.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: /Huerta Dorada/ })).toContainText('Demo');
  const balance = frame.locator('.balance-value');
  await expect(balance).toContainText('1.000,00');

  const spin = frame.getByRole('button', { name: 'Girar', exact: true });
  // A spin that wins back exactly its stake leaves the play money where it was: spin until it moves.
  for (let spins = 0; spins < 5; spins += 1) {
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 45_000 });
    if (!(await balance.innerText()).includes('1.000,00')) break;
  }
  await expect(balance).not.toContainText('1.000,00');
  await snap(page, testInfo, 'demo-play-slot');
  // Still a visitor: the site never signed anyone in.
  // The game's own close (the window's one header is the game's) closes the site's window.
  await frame.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' }).first()).toBeVisible();
});
