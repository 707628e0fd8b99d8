import { expect, test } from '../fixtures/site-test.ts';
import { createPlayer, logIn, relaxRegistration, uniqueName } from '../fixtures/accounts.ts';
import { operatorApi, signInToConsole } from '../fixtures/console.ts';
import { operatorPage } from '../fixtures/money.ts';
import { snap } from '../fixtures/screenshot.ts';

// Players are created through the API, which the demo's registration captcha would stop.
let restore: () => Promise<void>;
test.beforeAll(async ({ baseURL }) => {
  restore = await relaxRegistration((await operatorApi(baseURL ?? '')).api);
});
test.afterAll(async () => {
  await restore();
});

/**
 * Issue 12's live support chat (decision 0044): a player opens the chat from the side menu, an operator answers
 * in the console's support inbox, and the player sees the answer arrive without reloading.
 */
test('a player asks in the live chat and sees the operator’s answer without reloading @phone', async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  const username = uniqueName('chat');
  const password = 'Chat1234';
  await createPlayer(baseURL ?? '', { username, password });

  await page.goto('/');
  await logIn(page, username, password);
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeHidden();
  if (isMobile) await page.getByRole('button', { name: 'Menú' }).click();
  await page.locator('.side-menu').getByRole('button', { name: 'Chat en vivo' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat en vivo' });
  await expect(chat.getByText('Escribe tu pregunta y nuestro equipo de soporte te responderá aquí.')).toBeVisible();
  await snap(page, testInfo, 'chat-empty');
  const question = `No veo mi depósito (${username})`;
  await chat.getByRole('textbox', { name: 'Escribe un mensaje' }).fill(question);
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(chat.getByText(question)).toBeVisible();

  const console = await operatorPage(browser, testInfo, baseURL ?? '');
  await signInToConsole(console);
  await console.goto('/console/support');
  await console.getByRole('button', { name: new RegExp(username) }).click();
  const conversation = console.getByRole('region', { name: `Conversación con ${username}` });
  await expect(conversation.getByText(question)).toBeVisible();
  const answer = 'Hola, ya lo estamos revisando.';
  await conversation.getByRole('textbox', { name: 'Escribe una respuesta' }).fill(answer);
  await conversation.getByRole('button', { name: 'Enviar' }).click();
  await expect(conversation.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await snap(console, testInfo, 'console-inbox');

  // The player's page was never reloaded: the answer arrives over the IM socket.
  await expect(chat.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await snap(page, testInfo, 'chat-answered');
  await console.context().close();
});
