import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium against the built product on fresh embedded databases.
 * The server trusts 127.0.0.1 as a proxy so a test can present a client address with X-Forwarded-For.
 *
 * Two products run side by side, each on its own database, each driven by one worker at a time (the journeys
 * change merchant-wide settings such as maintenance and blocked ranges, so two journeys never share a product at
 * once; a project that follows another on the same product waits for it through `dependencies`). On 2 cores the
 * two streams overlap their waits (polls, animations, the test clocks): about half the wall time of one stream.
 */
const port = Number(process.env['E2E_PORT'] ?? 8090);
const ports = { a: port, b: port + 10 };
const phone = { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1440, height: 900 } };
const baseURL = (first: number) => `http://127.0.0.1:${first}`;

/** One product on its own embedded database: the platform at `first`, the providers on the next four ports. */
function product(first: number) {
  return {
    command: 'npx tsx scripts/start.ts',
    cwd: '..',
    url: `${baseURL(first)}/readyz`,
    // Two demo seeds start at once beside the server suites on a loaded CI machine.
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(first),
      GAMES_PORT: String(first + 1),
      GAMES_PUBLIC_URL: baseURL(first + 1),
      LOTTERY_PORT: String(first + 2),
      LOTTERY_PUBLIC_URL: baseURL(first + 2),
      SPORTSBOOK_PORT: String(first + 3),
      SPORTSBOOK_PUBLIC_URL: baseURL(first + 3),
      FEED_SIM_PORT: String(first + 4),
      // Live bets are held 3 s (decision 0083; 5 s by default): the journey sees the wait and the outcome.
      SPORTSBOOK_LIVE_DELAY_MS: '3000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ficha-e2e-')),
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_DEV_PORT: '0',
      // The responsible-gaming journey's 1-minute reality check (decision 0048): test configuration only.
      RG_TEST_REALITY_CHECK: 'true',
      // The contract journey moves the contract settlement's clock a day ahead (decision 0073): test only.
      CONTRACT_TEST_CLOCK: 'true',
    },
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Every journey runs on the desktop; the ones whose phone layout is their own (the site's player and agent
  // journeys: header, menus, lobby, game popup, wallet pages) run on a phone too, tagged `@phone` in their titles.
  // Console journeys and checks of behaviour rather than layout run once, keeping the suite lean. A desktop check
  // that reads what a `@phone` journey of its file left (`@after-journey`) runs right after it, on its product.
  // Product A: the phone runs, then the desktop runs of the `@phone` files a–l. Product B: the desktop-only
  // journeys, then the desktop runs of the `@phone` files m–z (the two streams take about as long).
  projects: [
    { name: 'phone', grep: /@phone/, workers: 1, use: { ...phone, baseURL: baseURL(ports.a) } },
    {
      name: 'desktop-1',
      grep: /@phone|@after-journey/,
      testMatch: /\/[a-l][^/]*\.spec\.ts$/,
      workers: 1,
      dependencies: ['phone'],
      use: { ...desktop, baseURL: baseURL(ports.a) },
    },
    {
      name: 'desktop-only',
      grepInvert: /@phone|@after-journey/,
      workers: 1,
      use: { ...desktop, baseURL: baseURL(ports.b) },
    },
    {
      name: 'desktop-2',
      grep: /@phone|@after-journey/,
      testMatch: /\/[m-z][^/]*\.spec\.ts$/,
      workers: 1,
      dependencies: ['desktop-only'],
      use: { ...desktop, baseURL: baseURL(ports.b) },
    },
  ],
  webServer: [product(ports.a), product(ports.b)],
});
