import { walletMovementKinds, type WalletMovementKind } from '@ficha/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const isKnownKind = (kind: string): kind is WalletMovementKind =>
  (walletMovementKinds as readonly string[]).includes(kind);

/** The translated type of a movement; a transfer says which way it went. */
export function useKindText(): (kind: string, amount?: number) => string {
  const { t } = useTranslation('money');
  return useCallback(
    (kind: string, amount?: number) => {
      if (kind === 'transfer' && amount !== undefined)
        return amount < 0 ? t('wallet_transfers_out') : t('wallet_transfers_in');
      return isKnownKind(kind) ? t(`record_kind_${kind}`) : t('record_kind_other');
    },
    [t],
  );
}
