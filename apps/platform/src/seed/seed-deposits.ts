import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { createLedgerService } from '../modules/ledger/ledger.service.ts';
import { deposits, members, paymentChannels } from '../db/schema/index.ts';

const demoDepositMinor = 100_000n;

/**
 * Demo deposits: a bank transfer, an e-wallet and a gateway channel, and jugador1's wallet funded by an
 * approved deposit of 1,000.00 — a real `deposit` ledger entry with its idempotency key, so a re-run posts
 * nothing new. Runs inside the demo seed's transaction.
 */
export async function seedDeposits(tx: Db, merchantId: number, currency: string, playerUsername: string) {
  const channels = await tx
    .insert(paymentChannels)
    .values([
      {
        merchantId,
        code: 'banco-demo',
        kind: 'bank_transfer',
        name: 'Transferencia bancaria',
        names: { ES: 'Transferencia bancaria', EN: 'Bank transfer' },
        bankName: 'Banco Demo',
        accountHolder: 'Ficha Demo S.A.',
        accountNumber: '012180001234567897',
        instructions: 'Usa tu usuario como concepto de la transferencia.',
        minAmountMinor: 10_000n,
        maxAmountMinor: 5_000_000n,
        enabled: true,
        sortOrder: 1,
      },
      {
        merchantId,
        code: 'billetera-demo',
        kind: 'ewallet',
        name: 'Billetera electrónica',
        names: { ES: 'Billetera electrónica', EN: 'E-wallet' },
        bankName: 'DemoPay',
        accountHolder: 'Ficha Demo',
        accountNumber: 'pagos@ficha.local',
        instructions: 'Envíe el pago y adjunte la captura de pantalla.',
        minAmountMinor: 5_000n,
        maxAmountMinor: 1_000_000n,
        enabled: true,
        sortOrder: 2,
      },
      {
        merchantId,
        code: 'pasarela-demo',
        kind: 'gateway',
        name: 'Pago en línea',
        names: { ES: 'Pago en línea', EN: 'Online payment' },
        bankName: '',
        accountHolder: '',
        accountNumber: '',
        instructions: '',
        minAmountMinor: 1_000n,
        maxAmountMinor: 2_000_000n,
        enabled: true,
        sortOrder: 3,
      },
    ])
    .onConflictDoNothing()
    .returning();
  const bank = channels.find((c) => c.code === 'banco-demo');
  const [player] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, playerUsername)));
  if (!bank || !player) return;

  const [deposit] = await tx
    .insert(deposits)
    .values({
      merchantId,
      memberId: player.id,
      channelId: bank.id,
      amountMinor: demoDepositMinor,
      currency,
      reference: 'DEMO-0001',
      status: 'pending',
    })
    .returning();
  if (!deposit) throw new Error('demo deposit not created');
  const ledger = createLedgerService(tx);
  const wallet = await ledger.account({ merchantId, currency, kind: 'player_wallet', ownerMemberId: player.id }, tx);
  const world = await ledger.account(
    { merchantId, currency, kind: 'outside_world', ownerRef: `channel:${bank.code}` },
    tx,
  );
  const { entryId } = await ledger.post(
    {
      merchantId,
      currency,
      kind: 'deposit',
      source: 'deposits',
      idempotencyKey: `deposit:${deposit.id}`,
      memo: `deposit ${deposit.id} via ${bank.code} (demo)`,
      lines: [
        { accountId: world.id, amountMinor: -demoDepositMinor },
        { accountId: wallet.id, amountMinor: demoDepositMinor },
      ],
    },
    tx,
  );
  await tx
    .update(deposits)
    .set({ status: 'approved', entryId, reviewedAt: new Date() })
    .where(eq(deposits.id, deposit.id));
}
