import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emptyQuery, queryObject, text } from '../schemas.ts';

/** A provider registration as the console sees it: never its secret. */
export const providerRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  enabled: z.boolean(),
  categories: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type ProviderRow = z.infer<typeof providerRowSchema>;

/** Game categories a provider may offer; the first is the category of its bet records. */
export const providerCategories = [
  'slots',
  'mini',
  'lottery',
  'sports',
  'cockfight',
  'table',
  'fishing',
  'live',
] as const;

const providerFields = {
  name: text(64).min(1),
  baseUrl: z
    .url({ protocol: /^https?$/ })
    .max(256)
    .refine((url) => !url.includes('?') && !url.includes('#'), 'base_url_plain'),
  enabled: z.boolean(),
  categories: z.array(z.enum(providerCategories)).min(1).max(providerCategories.length),
};

export const listProviders = defineEndpoint({
  name: 'listProviders',
  method: 'GET',
  path: '/cms/v1/providers',
  auth: 'operator',
  tag: 'console',
  summary: "The merchant's game-provider registrations (seamless wallet), without their secrets",
  request: emptyQuery,
  response: z.object({ list: z.array(providerRowSchema) }),
});

export const createProvider = defineEndpoint({
  name: 'createProvider',
  method: 'POST',
  path: '/cms/v1/providers',
  auth: 'operator',
  tag: 'console',
  summary: 'Registers a game provider; answers its new signing secret, shown only this once; audited',
  request: z.strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{2,32}$/),
    ...providerFields,
  }),
  response: z.object({ provider: providerRowSchema, secret: z.string() }),
});

export const updateProvider = defineEndpoint({
  name: 'updateProvider',
  method: 'PUT',
  path: '/cms/v1/providers',
  auth: 'operator',
  tag: 'console',
  summary: "Changes a provider's name, base URL, categories or enabled flag (the code never changes); audited",
  request: z.strictObject({ id: z.number().int().positive(), ...providerFields }),
  response: providerRowSchema,
});

export const rotateProviderSecret = defineEndpoint({
  name: 'rotateProviderSecret',
  method: 'POST',
  path: '/cms/v1/providers/secret',
  auth: 'operator',
  tag: 'console',
  summary: "Replaces a provider's signing secret; the new one is shown only this once; audited",
  request: z.strictObject({ id: z.number().int().positive() }),
  response: z.object({ secret: z.string() }),
});

const reconciliationRowSchema = z.object({
  providerCode: z.string(),
  providerName: z.string(),
  rounds: z.number().int(),
  recordStake: z.number(),
  recordWin: z.number(),
  ledgerStake: z.number(),
  ledgerWin: z.number(),
  mismatches: z.array(
    z.object({
      roundId: z.string(),
      recordStake: z.number(),
      recordWin: z.number(),
      ledgerStake: z.number(),
      ledgerWin: z.number(),
    }),
  ),
});

export type ReconciliationRow = z.infer<typeof reconciliationRowSchema>;

export const getProviderReconciliation = defineEndpoint({
  name: 'getProviderReconciliation',
  method: 'GET',
  path: '/cms/v1/providers/reconciliation',
  auth: 'operator',
  tag: 'console',
  summary:
    "A day's rounds per provider (bet records) against the ledger entries of that provider; reports mismatches, fixes nothing",
  request: queryObject({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  response: z.object({ date: z.string(), providers: z.array(reconciliationRowSchema) }),
});
