import { chromium } from 'playwright';
const base = 'http://127.0.0.1:8347';
const { createApiClient } = await import('@ficha/contract/client');
const { login } = await import('@ficha/contract');
const c = createApiClient({ baseUrl: base, token: () => undefined, merchant: () => 'demo', language: () => 'ES' });
const token = (await c.call(login, { username: 'jugador1', password: 'Demo1234' })).token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 360, height: 800 } });
await ctx.addInitScript((t) => sessionStorage.setItem('token', t), token);
const page = await ctx.newPage();
for (const url of ['/member', '/member?page=withdraw']) {
  await page.goto(base + url);
  await page.waitForTimeout(1500);
  const wide = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.right > 361) out.push(`${el.tagName}.${(el as HTMLElement).className} ${Math.round(r.right)}`);
    }
    return { sw: document.documentElement.scrollWidth, out: out.slice(0, 8) };
  });
  console.log(url, JSON.stringify(wide));
}
await browser.close();
