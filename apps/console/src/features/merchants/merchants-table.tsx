import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@ficha/ui';
import type { MerchantProfile } from './queries.ts';

export interface MerchantsTableProps {
  merchants: readonly MerchantProfile[];
  onEdit: (merchant: MerchantProfile) => void;
}

/** Every merchant of the platform: code, name, domains, languages, currency, colours; a row opens its form. */
export function MerchantsTable({ merchants, onEdit }: MerchantsTableProps) {
  const { t } = useTranslation();
  return (
    <ul className="merchant-list" aria-label={t('merchants.title')}>
      {merchants.map((merchant) => (
        <li key={merchant.code} className="merchant-card">
          <div className="merchant-card__head">
            {merchant.theme ? (
              <span
                className="merchant-card__mark"
                style={{ background: merchant.theme.brandColour, color: merchant.theme.onBrandColour }}
                aria-hidden="true"
              >
                {merchant.name.slice(0, 1).toUpperCase()}
              </span>
            ) : (
              <span className="merchant-card__mark merchant-card__mark--platform" aria-hidden="true">
                {merchant.name.slice(0, 1).toUpperCase()}
              </span>
            )}
            <div className="merchant-card__title">
              <h2 className="merchant-card__name">{merchant.name}</h2>
              <p className="merchant-card__code">
                <code>{merchant.code}</code>
                {merchant.isDefault ? <span className="merchant-card__badge">{t('merchants.default')}</span> : null}
              </p>
            </div>
            <button
              type="button"
              className={buttonClassName('secondary', 'small')}
              onClick={() => onEdit(merchant)}
              aria-label={t('merchants.editNamed', { name: merchant.name })}
            >
              {t('merchants.edit')}
            </button>
          </div>
          <dl className="merchant-card__facts">
            <div>
              <dt>{t('merchants.domains')}</dt>
              <dd>{merchant.domains.join(', ')}</dd>
            </div>
            <div>
              <dt>{t('merchants.languagesShort')}</dt>
              <dd>
                {t('merchants.languagesCount', {
                  count: merchant.supportLanguages.length,
                  main: merchant.defaultLanguage,
                })}
              </dd>
            </div>
            <div>
              <dt>{t('merchants.currency')}</dt>
              <dd>
                {merchant.currency} · {merchant.timeZone}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
