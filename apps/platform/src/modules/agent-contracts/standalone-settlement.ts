import type { SqlConnection } from '@ficha/server-kit';
import { createDb } from '../../db/database.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { createMerchantService } from '../merchants/merchants.service.ts';
import { createContractSettlement } from './contract-settlement.ts';

/**
 * The settlement over a connection, outside a server (the settlement bench, the crash test's child process): the
 * same services the app wires, with the clock given.
 */
export function standaloneSettlement(connection: SqlConnection, now: () => Date) {
  const db = createDb(connection);
  const merchants = createMerchantService(db, { audit: createAuditService(db), defaultMerchantCode: 'demo' });
  return createContractSettlement(db, { ledger: createLedgerService(db), merchants, now });
}
