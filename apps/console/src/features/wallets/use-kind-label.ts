import { walletMovementKinds, type WalletMovementKind } from '@ficha/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const isKnownKind = (kind: string): kind is WalletMovementKind =>
  (walletMovementKinds as readonly string[]).includes(kind);

/** The translated name of a ledger entry kind. */
export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation();
  return useCallback((kind: string) => (isKnownKind(kind) ? t(`wallet.kinds.${kind}`) : t('wallet.kinds.other')), [t]);
}
