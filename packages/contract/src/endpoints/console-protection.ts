import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { protectedSettingsKindSchema } from '../protected-settings.ts';
import { queryObject } from '../schemas.ts';

/**
 * A change of protected settings that lowers a protection: it waits for a second owner, or, when the merchant
 * has no other owner, takes effect at `effectiveAt` unless an owner cancels it first (decision 0019).
 */
export const protectionChangeSchema = z.object({
  id: z.number().int(),
  kind: protectedSettingsKindSchema,
  status: z.enum(['pending', 'applied', 'cancelled']),
  /** The fields the change sets, in wire units. */
  change: z.record(z.string(), z.number()),
  /** The settings when it was proposed, in wire units. */
  before: z.record(z.string(), z.number()),
  proposedBy: z.string(),
  proposedAt: z.string(),
  /** When it applies by itself; null while it waits for a second owner. */
  effectiveAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

export type ProtectionChange = z.infer<typeof protectionChangeSchema>;

const changeIdSchema = z.strictObject({ changeId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const listProtectionChanges = defineEndpoint({
  name: 'listProtectionChanges',
  method: 'GET',
  path: '/cms/v1/protection-changes',
  auth: 'operator',
  tag: 'console',
  summary: 'Changes that lower a protection of money (thresholds, withdrawal limits and rules), newest first',
  request: queryObject({
    status: z.enum(['pending', 'applied', 'cancelled']).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    list: z.array(protectionChangeSchema),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const approveProtectionChange = defineEndpoint({
  name: 'approveProtectionChange',
  method: 'POST',
  path: '/cms/v1/protection-changes/approve',
  auth: 'operator',
  tag: 'console',
  summary: 'A second owner approves a pending protection change, which applies at once; audited',
  request: changeIdSchema,
  response: protectionChangeSchema,
});

export const cancelProtectionChange = defineEndpoint({
  name: 'cancelProtectionChange',
  method: 'POST',
  path: '/cms/v1/protection-changes/cancel',
  auth: 'operator',
  tag: 'console',
  summary: 'An owner cancels a pending protection change before it applies; audited',
  request: changeIdSchema,
  response: protectionChangeSchema,
});
