import QRCode from 'qrcode';
import { DomainError } from '@ficha/contract';
import type { Db } from '../../db/database.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../security/totp.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { heldRole } from './held-role.ts';
import type { OperatorIdentity } from './operators.service.ts';
import {
  findOperatorById,
  listOperatorRows,
  roleColumnsOf,
  updateOperatorTotp,
  type OperatorTotpPatch,
} from './operators.queries.ts';

const cleared: OperatorTotpPatch = { totpSecret: null, totpPendingSecret: null, totpEnabled: false };

const invalidCode = () => new DomainError('totp_invalid', { fields: [{ field: 'code', reason: 'totp_invalid' }] });

/** Operators' TOTP second factor (decision 0018): set up, confirm, turn off, and an owner's reset of another's. */
export function createOperatorTotpService(db: Db, deps: { audit: AuditService }) {
  async function current(identity: OperatorIdentity) {
    const row = await findOperatorById(db, identity.merchantId, identity.id);
    if (!row) throw new DomainError('operator_not_login');
    return row;
  }

  /** Writes a change of an operator's factor and its audit row in one transaction. */
  async function changeFactor(
    identity: OperatorIdentity,
    ip: string,
    target: { id: number; username: string; totpEnabled: boolean },
    change: { patch: OperatorTotpPatch; action: string },
  ) {
    await db.transaction(async (tx) => {
      await updateOperatorTotp(tx, identity.merchantId, target.id, change.patch);
      await deps.audit.record(tx, {
        merchantId: identity.merchantId,
        actor: { type: 'operator', id: identity.id, name: identity.username, ip },
        action: change.action,
        target: `operator:${target.username}`,
        before: { totpEnabled: target.totpEnabled },
        after: { totpEnabled: change.patch.totpEnabled ?? target.totpEnabled },
      });
    });
  }

  return {
    /** A fresh secret waiting for its first code; the current factor (if any) stays on until then. */
    async start(identity: OperatorIdentity) {
      const secret = newTotpSecret();
      await updateOperatorTotp(db, identity.merchantId, identity.id, { totpPendingSecret: secret });
      const url = otpauthUrl(secret, `Ficha ${identity.merchantCode}`, identity.username);
      const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl: url, qrSvg };
    },

    async confirm(identity: OperatorIdentity, code: string, ip: string) {
      const row = await current(identity);
      const secret = row.totpPendingSecret;
      if (!secret || !verifyTotp(secret, code)) throw invalidCode();
      await changeFactor(identity, ip, row, {
        patch: { totpSecret: secret, totpPendingSecret: null, totpEnabled: true },
        action: 'operator.totp.enabled',
      });
      return { totpEnabled: true as const };
    },

    async disable(identity: OperatorIdentity, code: string, ip: string) {
      const row = await current(identity);
      if (!row.totpEnabled || !row.totpSecret || !verifyTotp(row.totpSecret, code)) throw invalidCode();
      await changeFactor(identity, ip, row, { patch: cleared, action: 'operator.totp.disabled' });
      return { totpEnabled: false as const };
    },

    async list(identity: OperatorIdentity) {
      const rows = await listOperatorRows(db, identity.merchantId);
      return {
        list: rows.map((r) => {
          const held = heldRole(roleColumnsOf(r));
          return {
            id: r.operator.id,
            username: r.operator.username,
            displayName: r.operator.displayName,
            role: held.role ?? held.customRole?.name ?? '',
            totpEnabled: r.operator.totpEnabled,
            totpRequired: held.totpRequired,
          };
        }),
      };
    },

    /**
     * Clears another operator's factor (lost phone); that operator sets it up again. Owners only: the permission
     * matrix (`security.manage`) decides before the call reaches here.
     */
    async reset(identity: OperatorIdentity, operatorId: number, ip: string) {
      const target = await findOperatorById(db, identity.merchantId, operatorId);
      if (!target) throw new DomainError('not_found');
      await changeFactor(identity, ip, target, { patch: cleared, action: 'operator.totp.reset' });
      return { reset: true as const };
    },
  };
}

export type OperatorTotpService = ReturnType<typeof createOperatorTotpService>;
