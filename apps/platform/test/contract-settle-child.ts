/**
 * A settlement run in its own process (the kill -9 test of issue 15): settles the daily period containing `--at`
 * of `--merchant` on `--database` with its clock at `--now`, then prints `settled`.
 */
import { parseArgs } from 'node:util';
import { openSqlConnection } from '@ficha/server-kit';
import { createDb } from '../src/db/database.ts';
import { createAuditService } from '../src/modules/audit/audit.service.ts';
import { createContractSettlement } from '../src/modules/agent-contracts/contract-settlement.ts';
import { createLedgerService } from '../src/modules/ledger/ledger.service.ts';
import { createMerchantService } from '../src/modules/merchants/merchants.service.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    merchant: { type: 'string' },
    at: { type: 'string' },
    now: { type: 'string' },
  },
});
const connection = await openSqlConnection({ databaseUrl: values.database!, poolSize: 2 });
const db = createDb(connection);
const merchants = createMerchantService(db, { audit: createAuditService(db), defaultMerchantCode: 'demo' });
const settlement = createContractSettlement(db, {
  ledger: createLedgerService(db),
  merchants,
  now: () => new Date(values.now!),
});
await settlement.settle(Number(values.merchant), { kind: 'daily', period: 'day', at: new Date(values.at!) });
process.stdout.write('settled\n');
await connection.close();
