import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { EmptyState, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { memberLoginsQuery } from './queries.ts';
import { SecuritySection } from './security-section.tsx';
import { countryName, loginMethodKey } from './sign-in-activity.ts';
import { StatusBadge } from './status-badge.tsx';

/** "Inicios de sesión recientes": the member's last sign-ins, successful or not. */
export function RecentLoginsSection() {
  const { t } = useTranslation('member');
  const localeTag = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const logins = useQuery(memberLoginsQuery());
  const captionId = useId();

  let body;
  if (logins.isPending) body = <LoadingState label={t('logins_loading')} />;
  else if (logins.isError)
    body = (
      <ErrorState
        message={errorMessage(logins.error)}
        retryLabel={t('retry')}
        onRetry={() => void logins.refetch()}
        isRetrying={logins.isFetching}
      />
    );
  else if (logins.data.length === 0) body = <EmptyState message={t('logins_empty')} />;
  else
    body = (
      // Narrow screens scroll the table sideways; the region is focusable so the keyboard can scroll it too.
      <div className="security-table-scroller" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="security-table">
          <caption id={captionId} className="visually-hidden">
            {t('logins_caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('logins_time')}</th>
              <th scope="col">{t('logins_result')}</th>
              <th scope="col">{t('logins_ip')}</th>
              <th scope="col">{t('logins_country')}</th>
              <th scope="col">{t('logins_device')}</th>
              <th scope="col">{t('logins_method')}</th>
            </tr>
          </thead>
          <tbody>
            {logins.data.map((login, index) => {
              const methodKey = loginMethodKey(login.method);
              return (
                <tr key={`${login.time}-${index}`}>
                  <td className="security-table__nowrap">
                    <time dateTime={login.time}>
                      {formatDateTime(login.time, localeTag, { date: 'medium', time: 'short' })}
                    </time>
                  </td>
                  <td>
                    {login.success ? (
                      <StatusBadge tone="success">{t('logins_success')}</StatusBadge>
                    ) : (
                      <StatusBadge tone="danger">{t('logins_failure')}</StatusBadge>
                    )}
                  </td>
                  <td className="security-table__nowrap">
                    <bdi dir="ltr">{login.ip}</bdi>
                  </td>
                  <td>{countryName(login.country, localeTag) ?? t('unknown_value')}</td>
                  <td className="security-table__device" title={login.device}>
                    {login.device || t('unknown_value')}
                  </td>
                  <td>{methodKey ? t(methodKey) : login.method || t('unknown_value')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <SecuritySection title={t('logins_title')} description={t('logins_text')} isWide>
      {body}
    </SecuritySection>
  );
}
