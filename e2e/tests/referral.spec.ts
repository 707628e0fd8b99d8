import { getReferralRules, saveReferralRules, type EndpointInput } from '@ficha/contract';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { clientAddress, createPlayer, logIn, relaxRegistration, uniqueName } from '../fixtures/accounts.ts';
import { operatorApi } from '../fixtures/console.ts';
import { headerBalance, spinHuertaDorada } from '../fixtures/games.ts';
import { expectNoHorizontalScroll } from '../fixtures/money.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect as baseExpect, test } from '../fixtures/site-test.ts';

// Sign-ins and the money calls wait on a loaded machine's password hashing and jobs: a longer wait per step.
const expect = baseExpect.configure({ timeout: 30_000 });

const invitePath = '/member?page=referral';

/*
 * Issue 17's invite journey (decision 0081): player A opens "Invitar y ganar" and takes the link; player B, on a
 * phone of its own (its own address and browser), signs up through it, deposits through the payment gateway
 * simulator and plays a slot round; the referral job pays A the reward, which A's page and header show.
 * For the journey the demo's rules ask 20.00 of first deposit and 0.01 of valid bets (the rules are put back after).
 */
let restore: Array<() => Promise<void>> = [];
test.beforeAll(async ({ baseURL }) => {
  const { api } = await operatorApi(baseURL ?? '');
  const before = await api.call(getReferralRules, {});
  await api.call(saveReferralRules, {
    enabled: true,
    promotionId: before.promotionId ?? 0,
    rewardKind: 'cash',
    reward: 10,
    minFirstDeposit: 20,
    minValidBets: 0.01,
    withinDays: 30,
    maxRewardedFriends: 1000,
  } as EndpointInput<typeof saveReferralRules>);
  restore = [
    await relaxRegistration(api),
    async () => {
      await api.call(saveReferralRules, { ...before, promotionId: before.promotionId ?? 0 } as EndpointInput<
        typeof saveReferralRules
      >);
    },
  ];
});
test.afterAll(async () => {
  for (const undo of restore) await undo();
});

/** The friend's own phone: the project's viewport, an address and a browser (user agent) of its own. */
async function friendPage(browser: Browser, testInfo: TestInfo, baseURL: string, userAgent: string): Promise<Page> {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    userAgent: `${userAgent} FriendPhone/1`,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
    ...(viewport ? { viewport } : {}),
    ...(isMobile === undefined ? {} : { isMobile }),
    ...(hasTouch === undefined ? {} : { hasTouch }),
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    window.sessionStorage.setItem('USER_POPUP', 'closed');
  });
  return page;
}

test('a friend signs up with the invite link, deposits and plays, and the inviter is rewarded @phone', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const inviter = { username: uniqueName('inv'), password: 'Secret123' };
  await createPlayer(baseURL ?? '', inviter);
  await page.goto('/');
  await logIn(page, inviter.username, inviter.password);
  await expect(page.getByRole('button', { name: inviter.username })).toBeVisible();

  // A opens the page: the link with its QR code, the rules in words, and no friends yet.
  await page.goto(invitePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitar y ganar' })).toBeVisible();
  await expect(
    page.getByText('Invita a tus amigos y gana 10,00 por cada uno que cumpla las condiciones.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR de tu enlace de invitación' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
  await expect(page.getByText(/Aún no has invitado a nadie/)).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Enlace de invitación' }).inputValue();
  expect(link).toMatch(/\/register\?r=[A-Z2-9]{8}$/);
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'invite-empty', true);

  // B follows the link on another phone and registers; the code comes with it.
  const friend = await friendPage(browser, testInfo, baseURL ?? '', await page.evaluate(() => navigator.userAgent));
  const friendName = uniqueName('amg');
  await friend.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const dialog = friend.getByRole('dialog', { name: 'Registrarse' });
  await dialog.getByRole('tab', { name: 'Usuario' }).click();
  await expect(dialog.getByLabel('Código de referido')).toHaveValue(link.slice(-8));
  await dialog.getByLabel('Usuario').fill(friendName);
  await dialog.getByLabel('Contraseña', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Confirmar contraseña').fill('Secret123');
  await dialog.getByRole('checkbox', { name: 'Acepto los términos y confirmo que tengo al menos 18 años' }).check();
  await dialog.getByRole('button', { name: 'Registrarse' }).click();
  const welcome = friend.getByRole('dialog', { name: '¡Bienvenido a Ficha Demo!' });
  await welcome.getByRole('button', { name: 'Explorar los juegos primero' }).click();

  // A sees the friend on the way (masked).
  await page.reload();
  const friendRow = page.getByRole('listitem').filter({ hasText: friendName.slice(0, 2) + '***' });
  await expect(friendRow).toContainText('En camino');

  // B deposits 50.00 through the payment gateway (the simulator's page opens in a new tab) and plays a round.
  await friend.goto('/member?page=depositv2');
  await friend.getByRole('radio', { name: /Pago en línea/ }).check();
  await friend.getByLabel('Importe').fill('50');
  const [gateway] = await Promise.all([
    friend.context().waitForEvent('page'),
    friend.getByRole('button', { name: 'Ir a pagar' }).click(),
  ]);
  await gateway.getByRole('button', { name: 'Pay' }).click();
  // The simulator sends the tab back to the site; it is closed once there (closing it mid-navigation can hang).
  await gateway.waitForURL((url) => url.origin === new URL(baseURL ?? '').origin, { timeout: 30_000 });
  await gateway.close();
  await expect(headerBalance(friend)).toContainText('50,00 $', { timeout: 30_000 });
  await friend.goto('/');
  await spinHuertaDorada(friend);

  // The fold takes the round in and the referral job pays A once: A's list and header show it.
  await expect(async () => {
    await page.reload();
    await expect(friendRow).toContainText('Recompensado', { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(friendRow).toContainText('10,00');
  await expect(headerBalance(page)).toContainText('10,00 $');
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'invite-rewarded', true);
  await friend.context().close();
});
