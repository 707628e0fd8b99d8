import type { SqlConnection } from '@ficha/server-kit';

/** How the benchmark catalog is shaped: vendors of slots, each with the same number of games. */
export const benchCatalog = { vendors: 50, gamesPerVendor: 100, hotEvery: 50 } as const;

/**
 * Fills the demo merchant's catalog with 5,000 games in one statement per table, so the lobby reads are
 * measured against a catalog the size of a real aggregator's, not the handful of the demo.
 */
export async function seedBenchCatalog(connection: SqlConnection): Promise<number> {
  const { vendors, gamesPerVendor, hotEvery } = benchCatalog;
  await connection.exec(`
    insert into platform.game_vendors (merchant_id, vassalage, provider_code, source_category, game_type, display_name, sort)
    select m.id, 'BENCH' || v, 'BENCH' || v, 'RNG', 'RNG', 'Bench vendor ' || v, v
    from platform.merchants m, generate_series(1, ${vendors}) v
    where m.code = 'demo';

    insert into platform.games (merchant_id, vendor_id, game_id, game_code, name, names, icon_url, is_hot, classify, sort)
    select gv.merchant_id, gv.id, 'G' || g, gv.vassalage || '_' || g, 'Bench game ' || gv.id || '-' || g,
      jsonb_build_object('EN', 'Bench game ' || gv.id || '-' || g), '/icons/bench.svg',
      g % ${hotEvery} = 0, array['SLOT'], g
    from platform.game_vendors gv, generate_series(1, ${gamesPerVendor}) g
    where gv.provider_code like 'BENCH%';
  `);
  return vendors * gamesPerVendor;
}
