import { chromium } from 'playwright';

const base = 'http://127.0.0.1:8347';
const login = await (await fetch(`${base}/wps/session/key/rsa`)).ok;
void login;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function playerToken() {
  const { createApiClient } = await import('@ficha/contract/client');
  const { login: loginEndpoint } = await import('@ficha/contract');
  const c = createApiClient({ baseUrl: base, token: () => undefined, merchant: () => 'demo', language: () => 'ES' });
  return (await c.call(loginEndpoint, { username: 'jugador1', password: 'Demo1234' })).token;
}
async function opToken() {
  const r = await fetch(`${base}/cms/v1/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ merchantCode: 'demo', username: 'admin', password: 'Admin#2026' }) });
  return (await r.json()).value.token as string;
}
const pt = await playerToken();
const ot = await opToken();
const sizes = { phone: { width: 360, height: 800 }, desktop: { width: 1440, height: 900 } } as const;
const which = process.argv[2] ?? 'all';
for (const theme of ['dark', 'light'] as const) {
  for (const [name, viewport] of Object.entries(sizes)) {
    const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: theme });
    await ctx.addInitScript(
      ([token, th, otok]) => {
        sessionStorage.setItem('token', token);
        localStorage.setItem('theme', th);
        localStorage.setItem('consoleTheme', th);
        sessionStorage.setItem('consoleToken', otok);
      },
      [pt, theme, ot] as const,
    );
    const page = await ctx.newPage();
    if (which === 'all' || which === 'web') {
      await page.goto(`${base}/member?page=withdraw`);
      await page.getByRole('heading', { name: 'Mis retiros' }).waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/wdshots/web-${name}-${theme}.png`, fullPage: true });
    }
    if (which === 'all' || which === 'console') {
      await page.goto(`${base}/console/withdrawals`);
      await page.getByRole('heading', { name: 'Retiros' }).first().waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/wdshots/console-${name}-${theme}.png`, fullPage: true });
      await page.goto(`${base}/console/withdrawal-settings`);
      await page.getByRole('heading', { name: 'Ajustes de retiros' }).first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/wdshots/settings-${name}-${theme}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
console.log('shots done');
