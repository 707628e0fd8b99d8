import { searchMembers } from '@ficha/contract';
import { openAgentPage, signInAsAgent } from '../fixtures/agents.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import { snap } from '../fixtures/screenshot.ts';
import { expect, test } from '../fixtures/site-test.ts';

/*
 * Issue 20's messages, the back office's side (decisions 0064, 0079): player 360 lists what the demo seeded for a
 * player (one read, one waiting), the compose form offers the merchant's VIP ranks "or above", and the
 * customer-service link the site opens from its sealed path is the merchant's own.
 */
test('player 360 lists the messages a player was sent, read and unread, and compose picks a VIP rank or above', async ({
  page,
  baseURL,
}, testInfo) => {
  const { api } = await operatorApi(baseURL ?? '');
  const member = (await api.call(searchMembers, { query: 'jugador1' })).list.find((m) => m.username === 'jugador1');
  if (!member) throw new Error('jugador1 missing');

  await signInToConsole(page);
  await page.goto(`/console/members/${member.id}`);
  const section = page.getByRole('region', { name: 'Mensajes enviados' });
  const welcome = section.getByRole('row').filter({ hasText: 'Bienvenido a Ficha Demo' });
  await expect(welcome).toContainText('No leído');
  await expect(welcome).toContainText('admin');
  await section.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'player-360-messages');
  await page.setViewportSize({ width: 360, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await expect(welcome).toBeVisible();
  await snap(page, testInfo, 'player-360-messages-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/console/messages');
  await expect(page.getByRole('row').filter({ hasText: 'Su rango VIP tiene premio' })).toContainText(
    'Nivel VIP 1 o superior',
  );
  const form = page.getByRole('form', { name: 'Nuevo mensaje' });
  await form.getByLabel('Enviar a').selectOption('vipRank');
  await form.getByLabel('Rango VIP').selectOption({ label: 'Plata (nivel 2)' });
  await form.getByLabel('Este rango o uno superior').check();
  await form.getByRole('button', { name: 'Contar destinatarios' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Lo recibirán? \d+ jugador(es)?\.$/);
  await snap(page, testInfo, 'console-message-vip-rank');
});

test("the agent center's customer-service link opens the merchant's link, sealed on the wire", async ({ page }) => {
  // No network in the journeys: the link's own page is answered here; what matters is the address opened.
  await page
    .context()
    .route('https://t.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Telegram</title>' }),
    );
  const statusAnswer = page.waitForResponse((r) => r.url().includes('/wps/system/status'));
  await signInAsAgent(page, 'agente1');
  const wire = await (await statusAnswer).json();
  const telegram = wire.value.info.customerService.find((c: { csType: string }) => c.csType === 'TELEGRAM');
  expect(telegram.path).not.toContain('t.me');
  expect(telegram.path).not.toBe('');

  await openAgentPage(page, 'Atención al cliente');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Telegram/ }).click();
  await expect(await popup).toHaveURL('https://t.me/ficha_demo');
});
