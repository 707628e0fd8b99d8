import {
  DomainError,
  type CatalogSyncResult,
  type ConsoleGame,
  type ConsoleVendor,
  type GameType,
  type LaneRules,
} from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { GameRow, GameVendorRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '@ficha/server-kit';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor, MerchantService } from '../merchants/merchants.service.ts';
import { applyProviderCatalog } from './catalog-sync.ts';
import { laneOf } from './catalog-view.ts';
import type { CatalogService } from './catalog.service.ts';
import {
  countVendorGames,
  insertGameRow,
  listVendorsWithCounts,
  lockGame,
  lockVendor,
  searchGameRows,
  updateGameRow,
  updateVendorRow,
  type GamePatch,
  type VendorPatch,
} from './catalog.queries.ts';
import { fetchProviderCatalog, type ProviderEndpoint } from '../seamless/provider-client.ts';

function toConsoleVendor(vendor: GameVendorRow, gameCount: number, rules: LaneRules): ConsoleVendor {
  return {
    id: vendor.id,
    vassalage: vendor.vassalage,
    providerCode: vendor.providerCode,
    sourceCategory: vendor.sourceCategory,
    gameType: vendor.gameType as GameType,
    lane: laneOf(vendor, rules),
    displayName: vendor.displayName,
    sort: vendor.sort,
    enabled: vendor.enabled,
    maintenance: vendor.maintenance,
    largeIconUrl: vendor.largeIconUrl,
    smallIconUrl: vendor.smallIconUrl,
    listed: vendor.listed,
    gameCount,
    updatedAt: vendor.updatedAt.toISOString(),
  };
}

function toConsoleGame(game: GameRow, vendor: GameVendorRow, rules: LaneRules): ConsoleGame {
  return {
    nodeId: game.nodeId,
    vendorId: vendor.id,
    vassalage: vendor.vassalage,
    gameType: vendor.gameType as GameType,
    lane: laneOf(vendor, rules),
    gameId: game.gameId,
    gameCode: game.gameCode,
    isGame: game.isGame,
    name: game.name,
    names: game.names,
    iconUrl: game.iconUrl,
    isHot: game.isHot,
    classify: game.classify,
    enabled: game.enabled,
    maintenance: game.maintenance,
    sort: game.sort,
    listed: game.listed,
    updatedAt: game.updatedAt.toISOString(),
  };
}

/** The fields of a patch as they were and as they are, for the audit row. */
function changed<T extends object>(before: T, after: T, patch: object): { before: object; after: object } {
  const keys = Object.keys(patch) as Array<keyof T>;
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

export interface VendorChange {
  displayName?: string;
  gameType?: GameType;
  sort?: number;
  enabled?: boolean;
  maintenance?: boolean;
  largeIconUrl?: string;
  smallIconUrl?: string;
}

export interface GameChange {
  names?: Partial<Record<string, string>>;
  isHot?: boolean;
  classify?: string[];
  enabled?: boolean;
  maintenance?: boolean;
  sort?: number;
  iconUrl?: string;
}

/** The gameId of a vendor's list tile: one per vendor, and never a provider's code (`#` is not allowed in those). */
const containerGameId = '#list';

/**
 * The console's catalog management, always inside the operator's merchant: vendor and game edits and the
 * provider sync, each audited in its transaction; the lobby caches of this instance drop right after.
 * Reads happen before a transaction opens (PGlite has one connection).
 */
export function createConsoleCatalogService(
  db: Db,
  deps: { audit: AuditService; merchants: MerchantService; catalog: CatalogService },
) {
  return {
    async vendors(merchantId: number) {
      const [rows, merchant] = await Promise.all([
        listVendorsWithCounts(db, merchantId),
        deps.merchants.byId(merchantId),
      ]);
      return { list: rows.map((r) => toConsoleVendor(r.vendor, r.gameCount, merchant.laneRules)) };
    },

    async updateVendor(merchantId: number, id: number, change: VendorChange, actor: Actor): Promise<ConsoleVendor> {
      const patch: VendorPatch = {};
      if (change.displayName !== undefined) patch.displayName = change.displayName;
      if (change.gameType !== undefined) patch.gameType = change.gameType;
      if (change.sort !== undefined) patch.sort = change.sort;
      if (change.enabled !== undefined) patch.enabled = change.enabled;
      if (change.maintenance !== undefined) patch.maintenance = change.maintenance;
      if (change.largeIconUrl !== undefined) patch.largeIconUrl = change.largeIconUrl || null;
      if (change.smallIconUrl !== undefined) patch.smallIconUrl = change.smallIconUrl || null;
      let updated: GameVendorRow;
      try {
        updated = await db.transaction(async (tx) => {
          const current = await lockVendor(tx, merchantId, id);
          if (!current) throw new DomainError('not_found');
          const row = await updateVendorRow(tx, id, patch);
          await deps.audit.record(tx, {
            merchantId,
            actor,
            action: 'catalog.vendor.update',
            target: `vendor:${current.vassalage}:${current.sourceCategory}`,
            ...changed(current, row, patch),
          });
          return row;
        });
      } catch (error) {
        // Another vendor of the same code already shows in that lane.
        if (isUniqueViolation(error)) {
          throw new DomainError('conflict', { fields: [{ field: 'gameType', reason: 'vendor_lane_taken' }] });
        }
        throw error;
      }
      deps.catalog.invalidate(merchantId);
      const [gameCount, merchant] = await Promise.all([countVendorGames(db, id), deps.merchants.byId(merchantId)]);
      return toConsoleVendor(updated, gameCount, merchant.laneRules);
    },

    async games(merchantId: number, filter: { vendorId?: number; query?: string }, pageNo: number, pageSize: number) {
      const [{ rows, total }, merchant] = await Promise.all([
        searchGameRows(db, merchantId, filter, (pageNo - 1) * pageSize, pageSize),
        deps.merchants.byId(merchantId),
      ]);
      return {
        list: rows.map((r) => toConsoleGame(r.game, r.vendor, merchant.laneRules)),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    async updateGame(merchantId: number, nodeId: number, change: GameChange, actor: Actor): Promise<ConsoleGame> {
      const patch: GamePatch = {};
      if (change.names !== undefined) {
        patch.names = Object.fromEntries(
          Object.entries(change.names).filter((e): e is [string, string] => typeof e[1] === 'string'),
        );
      }
      if (change.isHot !== undefined) patch.isHot = change.isHot;
      if (change.classify !== undefined) patch.classify = [...new Set(change.classify)].sort();
      if (change.enabled !== undefined) patch.enabled = change.enabled;
      if (change.maintenance !== undefined) patch.maintenance = change.maintenance;
      if (change.sort !== undefined) patch.sort = change.sort;
      if (change.iconUrl !== undefined) patch.iconUrl = change.iconUrl || null;
      const { game, vendor } = await db.transaction(async (tx) => {
        const current = await lockGame(tx, merchantId, nodeId);
        if (!current) throw new DomainError('not_found');
        if (change.iconUrl !== undefined && current.game.isGame === 'GAME') {
          throw new DomainError('request_param_err', { fields: [{ field: 'iconUrl', reason: 'provider_owned' }] });
        }
        const row = await updateGameRow(tx, nodeId, patch);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'catalog.game.update',
          target: `game:${nodeId}:${current.vendor.vassalage}:${current.game.gameId}`,
          ...changed(current.game, row, patch),
        });
        return { game: row, vendor: current.vendor };
      });
      deps.catalog.invalidate(merchantId);
      return toConsoleGame(game, vendor, (await deps.merchants.byId(merchantId)).laneRules);
    },

    /** Adds the list tile of a vendor (`isGame: VASSALAGE`); a second one for the same vendor is a conflict. */
    async createContainer(
      merchantId: number,
      input: { vendorId: number; name: string; iconUrl?: string | undefined },
      actor: Actor,
    ): Promise<ConsoleGame> {
      let created: { game: GameRow; vendor: GameVendorRow };
      try {
        created = await db.transaction(async (tx) => {
          const vendor = await lockVendor(tx, merchantId, input.vendorId);
          if (!vendor) throw new DomainError('not_found');
          const game = await insertGameRow(tx, {
            merchantId,
            vendorId: vendor.id,
            gameId: containerGameId,
            gameCode: null,
            isGame: 'VASSALAGE',
            name: input.name,
            iconUrl: input.iconUrl || null,
          });
          await deps.audit.record(tx, {
            merchantId,
            actor,
            action: 'catalog.container.create',
            target: `game:${game.nodeId}:${vendor.vassalage}:${containerGameId}`,
            before: null,
            after: { vendorId: vendor.id, name: game.name, iconUrl: game.iconUrl },
          });
          return { game, vendor };
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError('conflict', { fields: [{ field: 'vendorId', reason: 'container_exists' }] });
        }
        throw error;
      }
      deps.catalog.invalidate(merchantId);
      return toConsoleGame(created.game, created.vendor, (await deps.merchants.byId(merchantId)).laneRules);
    },

    /**
     * Reads the provider's catalog (over the network, before any transaction) and applies it in one
     * transaction with its audit row (`applyProviderCatalog` documents what a sync may change).
     */
    async sync(merchantId: number, provider: ProviderEndpoint, actor: Actor): Promise<CatalogSyncResult> {
      const catalog = await fetchProviderCatalog(provider);
      const result = await db.transaction(async (tx) => {
        const applied = await applyProviderCatalog(tx, merchantId, provider, catalog);
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'catalog.sync',
          target: `provider:${provider.code}`,
          before: null,
          after: applied,
        });
        return applied;
      });
      deps.catalog.invalidate(merchantId);
      return result;
    },

    async laneRules(merchantId: number): Promise<LaneRules> {
      return (await deps.merchants.byId(merchantId)).laneRules;
    },

    async updateLaneRules(merchantId: number, change: Partial<LaneRules>, actor: Actor): Promise<LaneRules> {
      const merchant = await deps.merchants.updateLaneRules(merchantId, change, actor);
      deps.catalog.invalidate(merchantId);
      return merchant.laneRules;
    },
  };
}

export type ConsoleCatalogService = ReturnType<typeof createConsoleCatalogService>;
