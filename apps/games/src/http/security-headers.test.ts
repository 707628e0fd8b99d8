import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gamesApiPaths } from '@ficha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGamesApp, type TestGamesApp } from '../../test/create-test-games-app.ts';
import { signedLaunch } from '../../test/games-with-platform.ts';

let games: TestGamesApp;
let gamesUrl: string;
let pagesDir: string;

beforeAll(async () => {
  pagesDir = mkdtempSync(join(tmpdir(), 'game-pages-'));
  mkdirSync(join(pagesDir, 'assets'));
  writeFileSync(join(pagesDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(pagesDir, 'assets', 'dice-game-abc123.js'), 'export default 1;');
  games = await createTestGamesApp({}, { pagesDir });
  gamesUrl = await games.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await games.close();
  rmSync(pagesDir, { recursive: true, force: true });
});

/** The answer's policy as directive name → sources. */
function policyOf(response: Response): Map<string, string> {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  return new Map(
    (response.headers.get('content-security-policy') ?? '').split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources.join(' ')];
    }),
  );
}

/** The page address a launch answered, on this test's port (the launch names GAMES_PUBLIC_URL). */
function pageUrl(launched: Awaited<ReturnType<typeof signedLaunch>>): string {
  const url = new URL((launched.body.value as { url: string }).url);
  return `${gamesUrl}${url.pathname}${url.search}`;
}

const launch = (frameAncestors?: string[]) =>
  signedLaunch(gamesUrl, games.config.GAMES_PROVIDER_SECRET, {
    launchToken: `launch-${randomUUID()}`,
    gameCode: 'dice',
    currency: 'USD',
    returnUrl: 'https://brand.example/',
    ...(frameAncestors ? { frameAncestors } : {}),
  });

describe('game server security headers (issue 11, finding 3)', () => {
  it('lets only the merchant sites its launch named frame a game page', async () => {
    const launched = await launch(['https://brand.example', 'http://127.0.0.1:*']);
    expect(launched.status).toBe(200);
    const page = await fetch(pageUrl(launched));
    expect(page.status).toBe(200);
    const policy = policyOf(page);
    expect(policy.get('frame-ancestors')).toBe('https://brand.example http://127.0.0.1:*');
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'self'");
  });

  it('lets nobody frame a game page without a launch behind it', async () => {
    const bare = await launch();
    const urls = [pageUrl(bare), `${gamesUrl}/play/dice`, `${gamesUrl}/play/dice?token=${'x'.repeat(40)}`];
    for (const url of urls) expect(policyOf(await fetch(url)).get('frame-ancestors'), url).toBe("'none'");
  });

  it('refuses a launch whose frame ancestors are not plain origins', async () => {
    for (const origin of ["https://brand.example; script-src 'unsafe-inline'", '*', 'https://*.example', "'self'"]) {
      const launched = await launch([origin]);
      expect(launched.status, origin).toBe(400);
      expect(launched.body.errorCode).toBe('request_param_err');
    }
  });

  it('sends the headers on the replay and verification pages, the assets and the API', async () => {
    for (const path of ['/rounds/r-1', '/verify', '/web/assets/dice-game-abc123.js', gamesApiPaths.balance]) {
      const response = await fetch(`${gamesUrl}${path}`);
      expect(policyOf(response).get('frame-ancestors'), path).toBe("'self'");
    }
  });
});
