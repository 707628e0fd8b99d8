import AxeBuilder from '@axe-core/playwright';
import { listCatalogGames, updateCatalogGame } from '@ficha/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/site-test.ts';
import { createPlayer, logIn, relaxRegistration, uniqueName } from '../fixtures/accounts.ts';
import { lobbyGames, seedLobbyCatalog } from '../fixtures/catalog.ts';
import { operatorApi } from '../fixtures/console.ts';
import { snap } from '../fixtures/screenshot.ts';

/*
 * Issue 5's lobby journeys on a catalog an operator builds through the console API: two registered
 * providers (loopback stand-ins serving a signed catalog), synced, labelled, some slots marked hot.
 */
let restore: Array<() => Promise<void>> = [];
test.beforeAll(async ({ baseURL }) => {
  const { api } = await operatorApi(baseURL ?? '');
  // The favourites journey registers a player through the API, which can't read an image captcha.
  restore = [await seedLobbyCatalog(api), await relaxRegistration(api)];
});
test.afterAll(async () => {
  for (const undo of restore) await undo();
});

const hotGames = (page: Page) => page.getByRole('region', { name: 'Juegos populares' });

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('home in Spanish: hot games, winner board, category sections, a list centre, the header search and /bgs @phone', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(hotGames(page).getByRole('button', { name: new RegExp(lobbyGames.hot) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grandes ganadores' })).toBeVisible();
  const slots = page.getByRole('region', { name: 'Tragamonedas' });
  await expect(slots.getByRole('heading', { name: 'Ficha Play' })).toBeVisible();
  // A vendor list shows at most 12 of its 14 games and links to the rest.
  await expect(slots.getByRole('list', { name: 'Ficha Play' }).getByRole('listitem')).toHaveCount(12);
  await expect(slots.getByRole('link', { name: 'Ver todo: Ficha Play' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Deportes' }).getByRole('button', { name: /Ficha Play/ }),
  ).toBeVisible();
  await snap(page, testInfo, 'lobby-home', true);

  await slots.getByRole('link', { name: 'Ver todo: Tragamonedas' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tragamonedas' })).toBeVisible();
  // 17 slots of the seeded providers and the 3 of our own game server (FICHA, synced at start).
  await expect(page.getByText('20 de 20 juegos')).toBeVisible();
  await page.getByRole('link', { name: 'Ficha Más' }).click();
  await expect(page).toHaveURL(/vassalage=E2EMORE/);
  await expect(page.getByText('3 de 3 juegos')).toBeVisible();
  await page.getByRole('link', { name: 'Todos', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Buscar juegos por nombre' }).fill('Estrella 1');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Resultados de «Estrella 1»' })).toBeVisible();
  // "Estrella 1", "Estrella 10" … "Estrella 14".
  await expect(page.getByText('6 de 6 juegos')).toBeVisible();
  await snap(page, testInfo, 'lobby-search');

  // The header's search (a button beside the game types' menu and on a phone): every category, as you type, by a
  // vendor's name too; the keyboard picks a game.
  await page.getByRole('button', { name: 'Buscar juegos y proveedores' }).click();
  const search = page.getByRole('combobox', { name: 'Buscar juegos y proveedores' });
  await search.fill('ficha más');
  const results = page.getByRole('listbox', { name: 'Resultados de «ficha más»' });
  await expect(results.getByRole('option')).toHaveCount(3);
  await snap(page, testInfo, 'lobby-header-search');
  await search.press('ArrowDown');
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  // Signed out, a game asks for the sign-in first.
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The house games are a list at /bgs (SPEC §2.1), from the header or the side menu.
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('link', { name: 'Juegos de la casa', exact: true }).first().click();
  await expect(page).toHaveURL(/\/bgs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Juegos de la casa' })).toBeVisible();
});

test('a signed-out launch opens the login dialog', async ({ page }) => {
  await page.goto('/');
  await hotGames(page)
    .getByRole('button', { name: new RegExp(lobbyGames.hot) })
    .click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
});

test('a player marks a favourite and finds it in /favorite, then removes it', async ({ page, baseURL }, testInfo) => {
  const player = { username: uniqueName('fav'), password: 'Secret123' };
  await createPlayer(baseURL ?? '', player);
  await page.goto('/');
  await logIn(page, player.username, player.password);
  await expect(page.getByRole('button', { name: player.username })).toBeVisible();
  await page.goto('/rng');
  const toggle = page.getByRole('button', { name: `Favorito: ${lobbyGames.favourite}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // The user menu leads to the favourites (and the recent games).
  await page.getByRole('button', { name: player.username }).click();
  await expect(page.getByRole('menuitem', { name: 'Juegos recientes' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Favoritos' }).click();
  await expect(page).toHaveURL(/\/favorite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  const favourites = page.getByRole('list', { name: 'Favoritos' });
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
  await expect(favourites.getByText(lobbyGames.favourite, { exact: true })).toBeVisible();
  await snap(page, testInfo, 'lobby-favourites');

  // Removing leaves the list at once.
  await favourites.getByRole('button', { name: `Favorito: ${lobbyGames.favourite}` }).click();
  await expect(page.getByText('Aún no tienes juegos favoritos', { exact: false })).toBeVisible();
});

test('a player launches a game in place; a game under maintenance suggests popular games @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const { api } = await operatorApi(baseURL ?? '');
  const player = { username: uniqueName('play'), password: 'Secret123' };
  await createPlayer(baseURL ?? '', player);
  await page.goto('/');
  await logIn(page, player.username, player.password);
  await expect(page.getByRole('button', { name: player.username })).toBeVisible();

  await hotGames(page)
    .getByRole('button', { name: new RegExp(lobbyGames.hot) })
    .click();
  const popup = page.getByRole('dialog', { name: lobbyGames.hot });
  const frame = popup.locator(`iframe[title="${lobbyGames.hot}"]`);
  await expect(frame).toHaveAttribute('src', /\/play\/star-1\?token=[^&]+&theme=dark$/);
  await snap(page, testInfo, 'lobby-game-popup');
  await popup.getByRole('button', { name: `Cerrar ${lobbyGames.hot}` }).click();
  await expect(popup).toBeHidden();

  const [underMaintenance] = (await api.call(listCatalogGames, { query: 'star-3' })).list;
  if (!underMaintenance) throw new Error('the seeded catalog has no star-3');
  await api.call(updateCatalogGame, { nodeId: underMaintenance.nodeId, maintenance: true });
  try {
    await page.reload();
    await hotGames(page)
      .getByRole('button', { name: /Estrella 3/ })
      .click();
    const maintenance = page.getByRole('dialog', { name: 'Estrella 3' });
    await expect(maintenance.getByRole('heading', { name: 'Juego en mantenimiento' })).toBeVisible();
    await expect(maintenance.getByRole('button', { name: new RegExp(lobbyGames.hot) })).toBeVisible();
    await snap(page, testInfo, 'lobby-game-maintenance');
  } finally {
    await api.call(updateCatalogGame, { nodeId: underMaintenance.nodeId, maintenance: false });
  }
});

test('a container opens the games of its vendor in a popup, and a game starts from there', async ({
  page,
  baseURL,
}) => {
  const player = { username: uniqueName('box'), password: 'Secret123' };
  await createPlayer(baseURL ?? '', player);
  await page.goto('/');
  await logIn(page, player.username, player.password);
  await expect(page.getByRole('button', { name: player.username })).toBeVisible();
  await page.goto('/fish');
  await page.getByRole('button', { name: `Ver juegos: ${lobbyGames.container}` }).click();
  const list = page.getByRole('dialog', { name: lobbyGames.container });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await list.getByRole('button', { name: `Jugar ahora: ${lobbyGames.inContainer}` }).click();
  const game = page.getByRole('dialog', { name: lobbyGames.inContainer });
  await expect(game.locator(`iframe[title="${lobbyGames.inContainer}"]`)).toHaveAttribute('src', /\/play\/reef-2\?/);
});

test('a trial account is told a real account is needed', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'prueba1', 'Demo1234');
  await expect(page.getByRole('button', { name: 'prueba1' })).toBeVisible();
  await hotGames(page)
    .getByRole('button', { name: new RegExp(lobbyGames.hot) })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Se necesita una cuenta real' })).toBeVisible();
});

test('axe finds no serious or critical violation on home, a game list and the help center', async ({ page }) => {
  await page.goto('/');
  await expect(hotGames(page).getByRole('button', { name: new RegExp(lobbyGames.hot) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pesca' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/rng');
  await expect(page.getByText('20 de 20 juegos')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/help#term');
  await expect(page.getByRole('heading', { name: 'Términos y condiciones' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
