import { hashPassword } from '../../security/passwords.ts';
import type { Db } from '../database.ts';
import { operators } from '../schema/index.ts';

/** A second demo operator, so a withdrawal above the dual-approval threshold can be approved twice. */
export const demoCashier = { username: 'cajero', password: 'Cajero#2026' } as const;

export async function seedWithdrawals(tx: Db, merchantId: number): Promise<void> {
  await tx.insert(operators).values({
    merchantId,
    username: demoCashier.username,
    passwordHash: await hashPassword(demoCashier.password),
    displayName: 'Demo Cajero',
    role: 'admin',
    status: 'active',
  });
}
