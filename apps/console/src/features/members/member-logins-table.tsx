import { useTranslation } from 'react-i18next';
import { EmptyState, formatDateTime } from '@ficha/ui';
import { Badge } from '../../ui/badge.tsx';
import '@ficha/ui/data-table.css';
import type { MemberDetail } from './queries.ts';
import './members.css';

export interface MemberLoginsTableProps {
  logins: MemberDetail['logins'];
}

/** The member's latest sign-ins, successful and failed. */
export function MemberLoginsTable({ logins }: MemberLoginsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card" aria-labelledby="member-logins">
      <h2 id="member-logins" className="card-title">
        {t('memberDetail.logins')}
      </h2>
      {logins.length === 0 ? (
        <EmptyState message={t('memberDetail.noLogins')} />
      ) : (
        <div className="table-wrap table-flat">
          <table className="data-table">
            <caption className="visually-hidden">{t('memberDetail.logins')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('memberDetail.loginTime')}</th>
                <th scope="col">{t('memberDetail.loginIp')}</th>
                <th scope="col">{t('memberDetail.loginCountry')}</th>
                <th scope="col">{t('memberDetail.loginDevice')}</th>
                <th scope="col">{t('memberDetail.loginMethod')}</th>
                <th scope="col">{t('memberDetail.loginResult')}</th>
              </tr>
            </thead>
            <tbody>
              {logins.map((login, index) => (
                <tr key={`${login.time}-${index}`}>
                  <td data-label={t('memberDetail.loginTime')} className="login-time">
                    <time dateTime={login.time}>{formatDateTime(login.time, i18n.language)}</time>
                  </td>
                  <td data-label={t('memberDetail.loginIp')}>
                    <code>{login.ip}</code>
                  </td>
                  <td data-label={t('memberDetail.loginCountry')}>
                    {login.country ?? t('memberDetail.unknownCountry')}
                  </td>
                  <td data-label={t('memberDetail.loginDevice')} className="login-device">
                    {login.device}
                  </td>
                  <td data-label={t('memberDetail.loginMethod')}>
                    <code>{login.method}</code>
                  </td>
                  <td data-label={t('memberDetail.loginResult')}>
                    <Badge
                      label={login.success ? t('memberDetail.loginSuccess') : t('memberDetail.loginFailure')}
                      tone={login.success ? 'success' : 'danger'}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
