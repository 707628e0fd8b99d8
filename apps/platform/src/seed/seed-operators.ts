import type { OperatorRole } from '@ficha/contract';
import { hashPassword } from '../security/passwords.ts';
import type { Db } from '../db/database.ts';
import { operators } from '../db/schema/index.ts';

/**
 * The demo's second operator: finance, so it can be the second approval of a large adjustment or withdrawal.
 * Its TOTP secret is public (README, `npm run totp -- cajero`): demo only.
 */
export const demoCashier = {
  username: 'cajero',
  password: 'Cajero#2026',
  totpSecret: 'FICHADEMOCAJEROTOTPSECRETAAAAAAA',
} as const;

/** The demo's second owner: approves a change that lowers a protection of money (decision 0019). */
export const demoSecondOwner = {
  username: 'socio',
  password: 'Socio#2026',
  totpSecret: 'FICHADEMOSOCIOTOTPSECRETAAAAAAAA',
} as const;

/**
 * The platform's super-operator (decision 0069): creates and configures merchants, sees nothing inside one. It
 * signs in with the default merchant's code; its TOTP secret is public (README, `npm run totp -- plataforma`): demo only.
 */
export const demoPlatformOperator = {
  username: 'plataforma',
  password: 'Plataforma#2026',
  totpSecret: 'FICHADEMOPLATAFORMATOTPSECRETAAA',
} as const;

/**
 * The demo console staff besides the owner `admin`: one operator per role worth trying (README "Demo logins").
 * Owners and finance sign in with a second factor (decision 0018), so theirs come enrolled with public secrets.
 */
export const demoStaff: ReadonlyArray<{
  username: string;
  password: string;
  displayName: string;
  role: OperatorRole;
  totpSecret?: string;
}> = [
  { ...demoCashier, displayName: 'Demo Cajero', role: 'finance' },
  { ...demoSecondOwner, displayName: 'Demo Socio', role: 'owner' },
  { username: 'soporte', password: 'Soporte#2026', displayName: 'Demo Soporte', role: 'support' },
  { username: 'lector', password: 'Lector#2026', displayName: 'Demo Lector', role: 'read-only' },
  { username: 'riesgo', password: 'Riesgo#2026', displayName: 'Demo Riesgo', role: 'risk' },
  { ...demoPlatformOperator, displayName: 'Plataforma', role: 'platform' },
];

export async function seedOperators(tx: Db, merchantId: number): Promise<void> {
  for (const operator of demoStaff) {
    await tx.insert(operators).values({
      merchantId,
      username: operator.username,
      passwordHash: await hashPassword(operator.password),
      displayName: operator.displayName,
      role: operator.role,
      status: 'active',
      ...(operator.totpSecret ? { totpSecret: operator.totpSecret, totpEnabled: true } : {}),
    });
  }
}
