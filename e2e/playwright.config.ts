import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium against the built product on a fresh embedded database.
 * The server trusts 127.0.0.1 as a proxy so a test can present a client address with X-Forwarded-For.
 */
const port = Number(process.env['E2E_PORT'] ?? 8090);
const dataDir = mkdtempSync(join(tmpdir(), 'ficha-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // The journeys change merchant-wide settings (maintenance, blocked ranges): run them one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true },
      // Every journey runs on the desktop; the ones whose phone layout is their own (the site's player and agent
      // journeys: header, menus, lobby, game popup, wallet pages) run again on a phone, tagged `@phone` in their
      // titles. Console journeys and checks of behaviour rather than layout run once, keeping the suite lean.
      grep: /@phone/,
    },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      GAMES_PORT: String(port + 1),
      GAMES_PUBLIC_URL: `http://127.0.0.1:${port + 1}`,
      LOTTERY_PORT: String(port + 2),
      LOTTERY_PUBLIC_URL: `http://127.0.0.1:${port + 2}`,
      SPORTSBOOK_PORT: String(port + 3),
      SPORTSBOOK_PUBLIC_URL: `http://127.0.0.1:${port + 3}`,
      FEED_SIM_PORT: String(port + 4),
      // Live bets are held 3 s (decision 0083; 5 s by default): the journey sees the wait and the outcome.
      SPORTSBOOK_LIVE_DELAY_MS: '3000',
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_DEV_PORT: '0',
      // The responsible-gaming journey's 1-minute reality check (decision 0048): test configuration only.
      RG_TEST_REALITY_CHECK: 'true',
      // The contract journey moves the contract settlement's clock a day ahead (decision 0073): test only.
      CONTRACT_TEST_CLOCK: 'true',
    },
  },
});
