import { hashPassword } from '../../security/passwords.ts';
import type { Db } from '../database.ts';
import { operators } from '../schema/index.ts';

/**
 * A second demo operator, so a withdrawal above the dual-approval threshold can be approved twice. Its TOTP secret
 * is public (README, `npm run totp -- cajero`): demo only.
 */
export const demoCashier = {
  username: 'cajero',
  password: 'Cajero#2026',
  totpSecret: 'FICHADEMOCAJEROTOTPSECRETAAAAAAA',
} as const;

export async function seedWithdrawals(tx: Db, merchantId: number): Promise<void> {
  await tx.insert(operators).values({
    merchantId,
    username: demoCashier.username,
    passwordHash: await hashPassword(demoCashier.password),
    displayName: 'Demo Cajero',
    role: 'admin',
    status: 'active',
    totpSecret: demoCashier.totpSecret,
    totpEnabled: true,
  });
}
