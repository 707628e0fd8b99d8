import { expect, test } from '../fixtures/site-test.ts';
import { logIn } from '../fixtures/accounts.ts';
import { signInToConsole } from '../fixtures/console.ts';
import { operatorPage } from '../fixtures/money.ts';
import { snap } from '../fixtures/screenshot.ts';

/*
 * Issue 20's messages journey (decision 0064): an operator writes to one demo player from the console, the player
 * (another browser) sees the unread badge and reads it in the member centre, and the console's receipts show it read.
 */
const player = { username: 'jugador6', password: 'Demo1234' };

test('an operator sends a player a message, the player reads it, and the console shows it read', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const subject = `Bono de bienvenida ${Date.now() % 100_000}`;

  // The operator composes it, counts the recipients first, and sends it now.
  const console = await operatorPage(browser, testInfo, baseURL ?? '');
  await signInToConsole(console);
  await console.goto('/console/messages');
  const form = console.getByRole('form', { name: 'Nuevo mensaje' });
  await expect(form.getByLabel('Enviar a')).toHaveValue('player');
  await form.getByRole('textbox', { name: 'Usuario' }).fill(player.username);
  await form.getByRole('button', { name: 'Contar destinatarios' }).click();
  await expect(form.getByRole('status')).toHaveText('Lo recibirá 1 jugador.');
  await form.getByLabel('Asunto').fill(subject);
  await form.getByLabel('Mensaje').fill('Tiene un bono esperando en su cuenta.');
  await form.getByRole('button', { name: 'Enviar ahora' }).click();
  await expect(console.getByText('Mensaje enviado.')).toBeVisible();
  const row = console.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('0 de 1 leídos');
  await snap(console, testInfo, 'console-message-sent');

  // The player sees the unread badge, opens the message and reads it.
  await page.goto('/');
  await logIn(page, player.username, player.password);
  await expect(page.getByRole('button', { name: /1 sin leer/ })).toBeVisible();
  await page.goto('/member?page=messageV2');
  const message = page.getByRole('button', { name: new RegExp(subject) });
  await message.click();
  await expect(page.getByText('Tiene un bono esperando en su cuenta.')).toBeVisible();
  await expect(page.getByRole('button', { name: /sin leer/ })).toHaveCount(0);
  await snap(page, testInfo, 'site-message-read');

  // The console's receipts show who read it, and when.
  await console.reload();
  await expect(row).toContainText('1 de 1 leídos');
  await row.getByRole('button', { name: `Lecturas de ${subject}` }).click();
  const receipts = console.getByRole('dialog', { name: `Lecturas: ${subject}` });
  const recipient = receipts.getByRole('row').filter({ hasText: player.username });
  await expect(recipient).not.toContainText('Sin leer');
  await expect(receipts).toContainText('1 de 1 leídos');
  await snap(console, testInfo, 'console-message-receipts');
});
