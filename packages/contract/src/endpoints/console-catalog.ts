import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { languageCodes } from '../languages.ts';
import { emptyQuery, queryObject, text } from '../schemas.ts';
import { classifyTagSchema, gameTypeSchema, isGameSchema, vassalageSchema } from './catalog.ts';

/** An icon address: an absolute http(s) URL or a site path; empty clears it. */
const iconUrlSchema = z.union([z.literal(''), text(500).regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'url_format')]);

export const consoleVendorSchema = z.object({
  id: z.number().int(),
  vassalage: z.string(),
  providerCode: z.string(),
  /** The category the provider lists the games under; `gameType` is where the operator shows them. */
  sourceCategory: z.string(),
  gameType: gameTypeSchema,
  /** Where the player site lists it: `gameType` after the merchant's lane rules (SPEC §4 "Categories"). */
  lane: gameTypeSchema,
  displayName: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  largeIconUrl: z.string().nullable(),
  smallIconUrl: z.string().nullable(),
  /** Still served by the provider (false after a sync no longer lists it). */
  listed: z.boolean(),
  gameCount: z.number().int(),
  updatedAt: z.string(),
});

export type ConsoleVendor = z.infer<typeof consoleVendorSchema>;

export const listCatalogVendors = defineEndpoint({
  name: 'listCatalogVendors',
  method: 'GET',
  path: '/cms/v1/catalog/vendors',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's game vendors, in display order, with their game counts",
  request: emptyQuery,
  response: z.object({ list: z.array(consoleVendorSchema) }),
});

export const updateCatalogVendor = defineEndpoint({
  name: 'updateCatalogVendor',
  method: 'PUT',
  path: '/cms/v1/catalog/vendors',
  auth: 'operator',
  tag: 'console',
  summary: "Changes a vendor's label, category, order, switches or icons; audited, the lobby caches drop at once",
  request: z.strictObject({
    id: z.number().int().positive().max(2_147_483_647),
    displayName: text(64).min(1).optional(),
    gameType: gameTypeSchema.optional(),
    sort: z.number().int().min(0).max(100_000).optional(),
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    largeIconUrl: iconUrlSchema.optional(),
    smallIconUrl: iconUrlSchema.optional(),
  }),
  response: consoleVendorSchema,
});

/** Names per wire language; a language left out falls back to the merchant's default, then the provider's name. */
export const gameNamesSchema = z.partialRecord(z.enum(languageCodes), text(120).min(1));

export const consoleGameSchema = z.object({
  nodeId: z.number().int(),
  vendorId: z.number().int(),
  vassalage: z.string(),
  /** Its vendor's game type, and the lane the player site lists it in after the lane rules. */
  gameType: gameTypeSchema,
  lane: gameTypeSchema,
  gameId: z.string(),
  gameCode: z.string().nullable(),
  isGame: isGameSchema,
  /** The provider's name, shown where no name is set for a language. */
  name: z.string(),
  names: gameNamesSchema,
  iconUrl: z.string().nullable(),
  isHot: z.boolean(),
  classify: z.array(z.string()),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  sort: z.number().int(),
  listed: z.boolean(),
  updatedAt: z.string(),
});

export type ConsoleGame = z.infer<typeof consoleGameSchema>;

export const listCatalogGames = defineEndpoint({
  name: 'listCatalogGames',
  method: 'GET',
  path: '/cms/v1/catalog/games',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's games, optionally of one vendor, searched by code or name",
  request: queryObject({
    vendorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    query: text(64).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(consoleGameSchema), pageNo: z.number().int(), totalPages: z.number().int() }),
});

export const updateCatalogGame = defineEndpoint({
  name: 'updateCatalogGame',
  method: 'PUT',
  path: '/cms/v1/catalog/games',
  auth: 'operator',
  tag: 'console',
  summary: "Changes a game's names per language, hot flag, classify tags, switches or order; audited",
  request: z.strictObject({
    nodeId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    names: gameNamesSchema.optional(),
    isHot: z.boolean().optional(),
    classify: z.array(classifyTagSchema).max(10).optional(),
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    sort: z.number().int().min(0).max(100_000).optional(),
    /** Only for a list tile; a game's icon comes from its provider. */
    iconUrl: iconUrlSchema.optional(),
  }),
  response: consoleGameSchema,
});

export const createCatalogContainer = defineEndpoint({
  name: 'createCatalogContainer',
  method: 'POST',
  path: '/cms/v1/catalog/containers',
  auth: 'operator',
  tag: 'console',
  summary:
    "Adds a list tile (isGame VASSALAGE) that opens a vendor's game list, one per vendor; named and shown like a game, audited",
  request: z.strictObject({
    vendorId: z.number().int().positive().max(2_147_483_647),
    name: text(120).min(1),
    iconUrl: iconUrlSchema.optional(),
  }),
  response: consoleGameSchema,
});

export const catalogSyncResultSchema = z.object({
  providerCode: z.string(),
  vendorsCreated: z.number().int(),
  gamesCreated: z.number().int(),
  gamesUpdated: z.number().int(),
  gamesUnlisted: z.number().int(),
  /** Provider games left out: a category we do not list, or a code we cannot store. */
  skipped: z.array(z.object({ gameCode: z.string(), reason: z.string() })),
});

export type CatalogSyncResult = z.infer<typeof catalogSyncResultSchema>;

export const syncCatalog = defineEndpoint({
  name: 'syncCatalog',
  method: 'POST',
  path: '/cms/v1/catalog/sync',
  auth: 'operator',
  tag: 'console',
  summary:
    "Reads a registered, enabled provider's catalog (signed GET /rgs/v1/games) and upserts its vendors and games without touching operator edits; audited",
  request: z.strictObject({
    /** The code of one of the merchant's registered providers (console providers page). */
    providerCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  }),
  response: catalogSyncResultSchema,
});

export const laneRulesSchema = z.object({
  esportVendors: z.array(z.string()),
  cockfightVendors: z.array(z.string()),
  excludedRngVendors: z.array(z.string()),
});

export type LaneRules = z.infer<typeof laneRulesSchema>;

export const getLaneRules = defineEndpoint({
  name: 'getLaneRules',
  method: 'GET',
  path: '/cms/v1/catalog/lane-rules',
  auth: 'operator',
  tag: 'console',
  summary: 'The vendor lists of the merchant config that move vendors between lanes (SPEC §3, §4 "Categories")',
  request: emptyQuery,
  response: laneRulesSchema,
});

const vendorList = z.array(vassalageSchema).max(100);

export const updateLaneRules = defineEndpoint({
  name: 'updateLaneRules',
  method: 'PUT',
  path: '/cms/v1/catalog/lane-rules',
  auth: 'operator',
  tag: 'console',
  summary: 'Changes the e-sport, cockfight and excluded-RNG vendor lists; audited, the lobby caches drop at once',
  request: z.strictObject({
    esportVendors: vendorList.optional(),
    cockfightVendors: vendorList.optional(),
    excludedRngVendors: vendorList.optional(),
  }),
  response: laneRulesSchema,
});
