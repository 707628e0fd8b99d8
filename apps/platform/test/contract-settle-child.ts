/**
 * A settlement run in its own process (the kill -9 test of issue 15): settles the daily period containing `--at`
 * of `--merchant` on `--database` with its clock at `--now`, then prints `settled`.
 */
import { parseArgs } from 'node:util';
import { openSqlConnection } from '@ficha/server-kit';
import { standaloneSettlement } from '../src/modules/agent-contracts/standalone-settlement.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    merchant: { type: 'string' },
    at: { type: 'string' },
    now: { type: 'string' },
  },
});
const connection = await openSqlConnection({ databaseUrl: values.database!, poolSize: 2 });
const settlement = standaloneSettlement(connection, () => new Date(values.now!));
await settlement.settle(Number(values.merchant), { kind: 'daily', period: 'day', at: new Date(values.at!) });
process.stdout.write('settled\n');
await connection.close();
