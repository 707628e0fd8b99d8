import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startProviderStandIn } from '../../test/provider-stand-in.ts';
import { games, merchants, seamlessProviders } from '../db/schema/index.ts';
import { syncDemoGamesCatalog } from './seed-games-catalog.ts';

describe('syncDemoGamesCatalog (npm start)', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startProviderStandIn>>;
  const target = { merchantCode: 'demo', providerCode: 'FICHA' };

  beforeAll(async () => {
    t = await createTestApp();
    const [ficha] = await t.db.select().from(seamlessProviders).where(eq(seamlessProviders.code, 'FICHA'));
    provider = await startProviderStandIn({
      secret: ficha!.secret,
      catalog: {
        provider: 'FICHA',
        games: [
          {
            gameCode: 'dice',
            name: 'Dice',
            category: 'MINI',
            iconUrl: '/icons/dice.svg',
            rtpBasisPoints: 9900,
            demoAvailable: true,
            names: { ES: 'Dados', EN: 'Dice', XX: 'unknown language', DE: ' ' },
          },
          {
            gameCode: 'huerta-dorada',
            name: 'Huerta Dorada',
            category: 'RNG',
            iconUrl: null,
            rtpBasisPoints: 9664,
            demoAvailable: true,
          },
        ],
      },
    });
    await t.db.update(seamlessProviders).set({ baseUrl: provider.baseUrl }).where(eq(seamlessProviders.code, 'FICHA'));
  });
  afterAll(async () => {
    await provider?.close();
    await t?.close();
  });

  it('fills an empty demo lobby from the provider once, with the names it gives per language and the hot picks', async () => {
    const result = await syncDemoGamesCatalog(t.connection, target);
    expect(result).toMatchObject({ providerCode: 'FICHA', gamesCreated: 2, skipped: [] });
    const [demo] = await t.db.select().from(merchants).where(eq(merchants.code, 'demo'));
    const rows = await t.db.select().from(games).where(eq(games.merchantId, demo!.id));
    const dice = rows.find((row) => row.gameCode === 'dice');
    expect(dice).toMatchObject({ name: 'Dice', names: { ES: 'Dados', EN: 'Dice' } });
    expect(dice?.iconUrl).toBe(`${provider.baseUrl}/icons/dice.svg`);
    // The demo operator marks its picks hot (huerta-dorada is one; dice is not).
    expect(dice?.isHot).toBe(false);
    expect(rows.find((row) => row.gameCode === 'huerta-dorada')?.isHot).toBe(true);
    expect(await syncDemoGamesCatalog(t.connection, target)).toBeNull();
    expect(await syncDemoGamesCatalog(t.connection, { ...target, merchantCode: 'nobody' })).toBeNull();
  });
});
