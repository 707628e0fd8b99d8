/**
 * Lighthouse on the player site's home page, phone and desktop, with Debian's Chromium: the four category
 * scores, the JavaScript the page load transfers and the first-load JavaScript the size budget counts
 * (scripts/size-budget.ts). The platform serves the built site (apps/web/dist; `npm run build` first) with its
 * compressed copies, on an in-memory PGlite with the demo data. Figures are prepended to bench/RESULTS.md.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openSqlConnection } from '@ficha/server-kit';
import { buildApp, loadConfig, migratePlatform, seedDemo } from '@ficha/platform';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { precompress } from '../../scripts/precompress.ts';
import { measureFirstLoad } from '../../scripts/size-budget.ts';
import { recordTable } from './results-file.ts';

const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
if (!existsSync(`${webDist}/index.html`)) throw new Error('apps/web/dist is missing: run `npm run build` first');
// What `npm run build` leaves beside the assets: a site built with `-w apps/web` alone would be measured uncompressed.
await precompress(webDist);
const firstLoad = await measureFirstLoad(webDist);

const connection = await openSqlConnection({});
await migratePlatform(connection);
await seedDemo(connection);
const platform = await buildApp({
  // Any free port for the development mail catcher, so the bench runs beside a started platform.
  config: loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: webDist,
    CONSOLE_DIST_DIR: '/nonexistent',
    SMTP_DEV_PORT: '0',
  }),
  connection,
});
const siteUrl = `${await platform.listen({ host: '127.0.0.1', port: 0 })}/`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const rows: string[][] = [];
try {
  for (const [formFactor, config] of [
    ['phone', undefined],
    ['desktop', desktopConfig],
  ] as const) {
    const result = await lighthouse(siteUrl, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const resources = lhr.audits['resource-summary']?.details as
      { items: { resourceType: string; transferSize: number }[] } | undefined;
    const script = resources?.items.find((item) => item.resourceType === 'script');
    // What moved, so a CLS above zero names its elements (the audit lists the biggest shifts).
    const shifts = lhr.audits['layout-shifts']?.details as
      { items?: { score: number; node?: { snippet?: string; selector?: string } }[] } | undefined;
    for (const shift of shifts?.items ?? [])
      console.log(
        `${formFactor} layout shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? '?'} ${shift.node?.snippet ?? ''}`,
      );
    const kib = (bytes: number | undefined) => `${((bytes ?? 0) / 1024).toFixed(1)} KiB`;
    rows.push([
      formFactor,
      ...categories.map((id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100))),
      kib(script?.transferSize),
      kib(firstLoad.brotliBytes),
      lhr.audits['first-contentful-paint']?.displayValue ?? '–',
      lhr.audits['largest-contentful-paint']?.displayValue ?? '–',
      lhr.audits['total-blocking-time']?.displayValue ?? '–',
      lhr.audits['cumulative-layout-shift']?.displayValue ?? '–',
    ]);
  }
} finally {
  chrome.kill();
  await platform.close();
  await connection.close();
}

console.table(rows);
await recordTable(
  fileURLToPath(new URL('../RESULTS.md', import.meta.url)),
  'Lighthouse — home page',
  [
    "Lighthouse 12 with Debian Chromium headless, default throttling (phone: simulated slow 4G and 4× CPU; desktop preset), the built site served by the platform on PGlite in memory; JS loaded = script bytes transferred while the page loads (Brotli, including the chunks the page asks for on demand); first-load JS = the size budget's count (Brotli bytes of the entry chunk and its static imports, budget 170 KB; scripts/size-budget.ts).",
  ],
  [
    'Form factor',
    'Performance',
    'Accessibility',
    'Best practices',
    'SEO',
    'JS loaded',
    'First-load JS (budget)',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
  ],
  rows,
);
