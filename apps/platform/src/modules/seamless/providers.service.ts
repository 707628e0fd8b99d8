import { randomBytes } from 'node:crypto';
import { DomainError, toWireMoney, type ProviderRow, type ReconciliationRow } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import type { SeamlessProviderRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '@ficha/server-kit';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../merchants/merchants.service.ts';
import {
  findProviderRow,
  insertProviderRow,
  listProviderRows,
  roundsAgainstLedger,
  updateProviderRow,
} from './providers.queries.ts';
import type { ProviderEndpoint } from './provider-client.ts';
import { findProviderOfMerchant } from './seamless.queries.ts';

/** A signing secret of 192 random bits. */
const newSecret = () => randomBytes(24).toString('base64url');

function toRow(row: SeamlessProviderRow): ProviderRow {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    baseUrl: row.baseUrl,
    enabled: row.enabled,
    categories: row.categories,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What an audit row keeps of a provider: everything but the secret. */
const audited = (row: ProviderRow) => ({
  code: row.code,
  name: row.name,
  baseUrl: row.baseUrl,
  enabled: row.enabled,
  categories: row.categories,
});

interface ProviderFields {
  name: string;
  baseUrl: string;
  enabled: boolean;
  categories: string[];
}

/**
 * The console's provider registry, always inside the operator's merchant; every change is audited in its
 * transaction and a secret is answered only when made (create, rotate). Also the daily reconciliation.
 */
export function createProviderRegistryService(
  db: Db,
  deps: {
    audit: AuditService;
    /** Runs after each committed change (the provider directory forgets). */ changed?: () => void;
  },
) {
  async function providerOf(merchantId: number, id: number) {
    const row = await findProviderRow(db, merchantId, id);
    if (!row) throw new DomainError('not_found');
    return row;
  }

  return {
    /**
     * Where and how the platform calls one of the merchant's registered providers (catalog sync, launch).
     * Another merchant's or an unknown code is `not_found`; a disabled one `PROVIDER_DISABLED`.
     */
    async endpoint(merchantId: number, code: string): Promise<ProviderEndpoint> {
      const row = await findProviderOfMerchant(db, merchantId, code);
      if (!row) throw new DomainError('not_found');
      if (!row.enabled) throw new DomainError('PROVIDER_DISABLED');
      return { code: row.code, baseUrl: row.baseUrl, secret: row.secret };
    },

    async list(merchantId: number) {
      return { list: (await listProviderRows(db, merchantId)).map(toRow) };
    },

    async create(merchantId: number, input: ProviderFields & { code: string }, actor: Actor) {
      const secret = newSecret();
      try {
        const row = await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const inserted = await insertProviderRow(tx, { merchantId, ...input, secret });
          await deps.audit.record(tx, {
            merchantId,
            actor,
            action: 'provider.create',
            target: `provider:${input.code}`,
            before: null,
            after: audited(toRow(inserted)),
          });
          return inserted;
        });
        deps.changed?.();
        return { provider: toRow(row), secret };
      } catch (error) {
        // Codes are unique across the deployment (X-Provider names one registration).
        if (isUniqueViolation(error)) throw new DomainError('conflict');
        throw error;
      }
    },

    async update(merchantId: number, id: number, input: ProviderFields, actor: Actor) {
      const before = toRow(await providerOf(merchantId, id));
      const updated = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const row = await updateProviderRow(tx, merchantId, id, input);
        if (!row) throw new DomainError('not_found');
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'provider.update',
          target: `provider:${row.code}`,
          before: audited(before),
          after: audited(toRow(row)),
        });
        return toRow(row);
      });
      deps.changed?.();
      return updated;
    },

    async rotateSecret(merchantId: number, id: number, actor: Actor) {
      const provider = await providerOf(merchantId, id);
      const secret = newSecret();
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await updateProviderRow(tx, merchantId, id, { secret });
        await deps.audit.record(tx, {
          merchantId,
          actor,
          action: 'provider.rotate_secret',
          target: `provider:${provider.code}`,
          before: { secretRotatedAt: provider.updatedAt.toISOString() },
          after: { secretRotated: true },
        });
      });
      deps.changed?.();
      return { secret };
    },

    /**
     * The UTC day's rounds of each provider of the merchant against the ledger: totals of both sides and every
     * round whose stake or win differs. Read only: mismatches are reported, never fixed.
     */
    async reconcile(merchantId: number, date: string): Promise<{ date: string; providers: ReconciliationRow[] }> {
      const from = new Date(`${date}T00:00:00.000Z`);
      if (Number.isNaN(from.getTime())) throw new DomainError('request_param_err');
      const to = new Date(from.getTime() + 86_400_000);
      const [providers, rounds] = await Promise.all([
        listProviderRows(db, merchantId),
        roundsAgainstLedger(db, merchantId, from, to),
      ]);
      return {
        date,
        providers: providers.map((provider) => {
          const own = rounds.filter((r) => r.provider_id === provider.id);
          const sum = (pick: (r: (typeof own)[number]) => string) =>
            own.reduce((total, r) => total + BigInt(pick(r)), 0n);
          return {
            providerCode: provider.code,
            providerName: provider.name,
            rounds: own.length,
            recordStake: toWireMoney(sum((r) => r.record_stake)),
            recordWin: toWireMoney(sum((r) => r.record_win)),
            ledgerStake: toWireMoney(sum((r) => r.ledger_stake)),
            ledgerWin: toWireMoney(sum((r) => r.ledger_win)),
            mismatches: own
              .filter(
                (r) =>
                  BigInt(r.record_stake) !== BigInt(r.ledger_stake) || BigInt(r.record_win) !== BigInt(r.ledger_win),
              )
              .slice(0, 100)
              .map((r) => ({
                roundId: r.round_id,
                recordStake: toWireMoney(BigInt(r.record_stake)),
                recordWin: toWireMoney(BigInt(r.record_win)),
                ledgerStake: toWireMoney(BigInt(r.ledger_stake)),
                ledgerWin: toWireMoney(BigInt(r.ledger_win)),
              })),
          };
        }),
      };
    },
  };
}

export type ProviderRegistryService = ReturnType<typeof createProviderRegistryService>;
