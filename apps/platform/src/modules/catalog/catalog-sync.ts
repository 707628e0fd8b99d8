import { toLanguageCode, type CatalogSyncResult, type GameType, type RgsCatalog } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { GameRow, GameVendorRow } from '../../db/schema/index.ts';
import {
  findVendorByTypeAndVassalage,
  insertGameRow,
  insertVendorRow,
  listGamesOfVendors,
  listProviderVendors,
  lockProviderSync,
  nextVendorSort,
  unlistGamesExcept,
  updateGameRow,
  updateVendorRow,
} from './catalog.queries.ts';
import type { ProviderEndpoint } from '../seamless/provider-client.ts';

/**
 * Where a provider's category is listed. Our lanes keep their names; the game server's MINI games are our
 * own in-house products, so they go to INHOUSE. Any other category is skipped (and reported).
 */
const laneOfProviderCategory: Record<string, GameType> = {
  SPORTS: 'SPORTS',
  ESPORTS: 'ESPORTS',
  COCKFIGHT: 'COCKFIGHT',
  LIVE: 'LIVE',
  RNG: 'RNG',
  INHOUSE: 'INHOUSE',
  FISH: 'FISH',
  PVP: 'PVP',
  LOTT: 'LOTT',
  ELOTT: 'ELOTT',
  MINI: 'INHOUSE',
};

const gameCodePattern = /^[A-Za-z0-9_.:-]{1,64}$/;

/** A provider's icon address made absolute against its base URL; anything but http(s) is dropped. */
function iconAddress(iconUrl: string | null, baseUrl: string): string | null {
  if (!iconUrl) return null;
  try {
    const url = new URL(iconUrl, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Applies a provider's catalog to a merchant's vendors and games, inside the caller's transaction.
 *
 * Ownership rule (nothing an operator set is overwritten):
 * - The provider owns whether a vendor or game exists (`listed`), a game's code, its provider name and its icon;
 *   its names per language are taken when the game is created.
 *   A vendor is created per provider category (vassalage = provider code, label = provider code, next order);
 *   a game per code. What the catalog no longer lists is marked unlisted (hidden), never deleted, so favourites
 *   and operator edits come back with it.
 * - The operator owns a vendor's label, lane (game type), order, switches and icons, and a game's names per
 *   language, hot flag, classify tags, switches and order: a sync writes them only when it creates the row.
 * - Containers (`isGame: VASSALAGE`) are the operator's and are left alone.
 */
export async function applyProviderCatalog(
  tx: Db,
  merchantId: number,
  provider: ProviderEndpoint,
  catalog: RgsCatalog,
): Promise<CatalogSyncResult> {
  const result: CatalogSyncResult = {
    providerCode: provider.code,
    vendorsCreated: 0,
    gamesCreated: 0,
    gamesUpdated: 0,
    gamesUnlisted: 0,
    skipped: [],
  };
  await lockProviderSync(tx, merchantId, provider.code);
  const vendors = await listProviderVendors(tx, merchantId, provider.code);
  const vendorByCategory = new Map(vendors.map((v) => [v.sourceCategory, v]));
  const listedVendorIds = new Set<number>();
  const existingGames = await listGamesOfVendors(
    tx,
    vendors.map((v) => v.id),
  );
  const gameByKey = new Map(existingGames.map((g) => [`${g.vendorId}|${g.gameId}`, g]));
  const keptNodeIds: number[] = [];
  const seenCodes = new Set<string>();

  for (const entry of catalog.games) {
    const name = entry.name.trim();
    if (!gameCodePattern.test(entry.gameCode) || name.length === 0 || name.length > 120) {
      result.skipped.push({ gameCode: entry.gameCode.slice(0, 64), reason: 'invalid_game' });
      continue;
    }
    if (seenCodes.has(entry.gameCode)) {
      result.skipped.push({ gameCode: entry.gameCode, reason: 'duplicate_game' });
      continue;
    }
    seenCodes.add(entry.gameCode);
    const lane = laneOfProviderCategory[entry.category];
    if (!lane) {
      result.skipped.push({ gameCode: entry.gameCode, reason: 'unknown_category' });
      continue;
    }
    const vendor = await vendorFor(entry.category, lane);
    if (!vendor) {
      result.skipped.push({ gameCode: entry.gameCode, reason: 'vendor_conflict' });
      continue;
    }
    listedVendorIds.add(vendor.id);
    const iconUrl = iconAddress(entry.iconUrl, provider.baseUrl);
    const existing = gameByKey.get(`${vendor.id}|${entry.gameCode}`);
    if (!existing) {
      const created = await insertGameRow(tx, {
        merchantId,
        vendorId: vendor.id,
        gameId: entry.gameCode,
        gameCode: entry.gameCode,
        isGame: 'GAME',
        name,
        names: providerNames(entry.names),
        iconUrl,
      });
      keptNodeIds.push(created.nodeId);
      result.gamesCreated += 1;
      continue;
    }
    keptNodeIds.push(existing.nodeId);
    if (providerFieldsDiffer(existing, { name, iconUrl, gameCode: entry.gameCode })) {
      await updateGameRow(tx, existing.nodeId, { name, iconUrl, gameCode: entry.gameCode, listed: true });
      result.gamesUpdated += 1;
    }
  }

  result.gamesUnlisted = await unlistGamesExcept(
    tx,
    vendors.map((v) => v.id),
    keptNodeIds,
  );
  for (const vendor of vendorByCategory.values()) {
    const listed = listedVendorIds.has(vendor.id);
    if (vendor.listed !== listed) await updateVendorRow(tx, vendor.id, { listed });
  }
  return result;

  async function vendorFor(category: string, lane: GameType): Promise<GameVendorRow | undefined> {
    const known = vendorByCategory.get(category);
    if (known) return known;
    // The operator may have moved another vendor of this code into the lane a new one would take.
    if (await findVendorByTypeAndVassalage(tx, merchantId, provider.code, lane)) return undefined;
    const created = await insertVendorRow(tx, {
      merchantId,
      vassalage: provider.code,
      providerCode: provider.code,
      sourceCategory: category,
      gameType: lane,
      displayName: provider.code,
      sort: await nextVendorSort(tx, merchantId),
      listed: true,
    });
    vendorByCategory.set(category, created);
    result.vendorsCreated += 1;
    return created;
  }
}

/** The provider's names per site language, kept for known language codes and sensible lengths. */
function providerNames(names: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names ?? {})
      .map(([language, name]): [string, string] => [language, name.trim()])
      .filter(([language, name]) => toLanguageCode(language) === language && name.length > 0 && name.length <= 120),
  );
}

function providerFieldsDiffer(
  game: GameRow,
  fields: { name: string; iconUrl: string | null; gameCode: string },
): boolean {
  return (
    !game.listed || game.name !== fields.name || game.iconUrl !== fields.iconUrl || game.gameCode !== fields.gameCode
  );
}
