import type { KycDocument, KycDocumentKind } from '@ficha/contract';
import { ErrorState, LoadingState, moneyText } from '@ficha/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { DocumentRow } from './document-row.tsx';
import { myKycQuery } from './queries.ts';
import '../../ui/card.css';
import './kyc.css';

/** The newest document of each kind (the list comes newest first). */
function latestByKind(documents: readonly KycDocument[]): Map<KycDocumentKind, KycDocument> {
  const latest = new Map<KycDocumentKind, KycDocument>();
  for (const document of documents) if (!latest.has(document.kind)) latest.set(document.kind, document);
  return latest;
}

/**
 * Member centre page `identityVerification` (issue 21): the level reached, what the merchant asks and when, and
 * each required document with its state and an upload.
 */
export function KycPage() {
  const { t, i18n } = useTranslation('member');
  const errorMessage = useErrorMessage();
  const kyc = useQuery(myKycQuery());
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();

  if (kyc.isPending) return <LoadingState label={t('loading')} />;
  if (kyc.isError)
    return (
      <ErrorState
        message={errorMessage(kyc.error)}
        retryLabel={t('retry')}
        onRetry={() => void kyc.refetch()}
        isRetrying={kyc.isFetching}
      />
    );

  const { level, rules, documents } = kyc.data;
  const latest = latestByKind(documents);
  return (
    <div className="kyc-page">
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId} className="card__title">
          {t('kyc_level', { level })}
        </h2>
        <p className="card__note">{t('kyc_intro')}</p>
        {rules.withdrawalAbove > 0 ? (
          <p className="card__note">
            {t('kyc_withdraw_rule', { amount: moneyText(rules.withdrawalAbove, locale), level: rules.requiredLevel })}
          </p>
        ) : null}
        {rules.lifetimeDepositsAbove > 0 ? (
          <p className="card__note">
            {t('kyc_deposits_rule', {
              amount: moneyText(rules.lifetimeDepositsAbove, locale),
              level: rules.requiredLevel,
            })}
          </p>
        ) : null}
        <p className="card__note">{t('kyc_age_rule', { age: rules.minimumAge })}</p>
      </section>
      {rules.levels.map((kinds, index) => (
        <section key={kinds.join()} className="card" aria-label={t('kyc_level_title', { level: index + 1 })}>
          <h2 className="card__title">{t('kyc_level_title', { level: index + 1 })}</h2>
          <ul className="kyc-page__documents">
            {kinds.map((kind) => (
              <DocumentRow key={kind} kind={kind} latest={latest.get(kind)} locale={locale} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
