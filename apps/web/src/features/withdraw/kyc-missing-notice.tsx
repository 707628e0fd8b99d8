import { kycDocumentKinds, type KycDocumentKind } from '@ficha/contract';
import { ApiError } from '@ficha/contract/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberPageHref } from '../../lib/member-pages.ts';

/** The level and documents a `kyc_level_required` refusal names (decision 0049); null for any other failure. */
export function missingKyc(error: unknown): { requiredLevel: number; missingDocuments: KycDocumentKind[] } | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'kyc_level_required') return null;
  const value = error.value as { requiredLevel?: unknown; missingDocuments?: unknown } | undefined;
  const documents = Array.isArray(value?.missingDocuments) ? value.missingDocuments : [];
  return {
    requiredLevel: typeof value?.requiredLevel === 'number' ? value.requiredLevel : 1,
    missingDocuments: kycDocumentKinds.filter((kind) => documents.includes(kind)),
  };
}

/** What a refused withdrawal still needs: the level, the documents missing, and the way to upload them. */
export function KycMissingNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('member');
  const missing = missingKyc(error);
  if (!missing) return null;
  const documents = missing.missingDocuments.map((kind) => t(`kyc_kind_${kind}`)).join(', ');
  return (
    <div className="withdraw-kyc" role="note">
      <p className="withdraw-kyc__title">{t('kyc_missing_title')}</p>
      {documents ? (
        <p className="withdraw-kyc__text">{t('kyc_missing_documents', { level: missing.requiredLevel, documents })}</p>
      ) : null}
      <Link to={memberPageHref('identityVerification')}>{t('kyc_go_verify')}</Link>
    </div>
  );
}
