import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge.tsx';
import { useMemberKyc } from './queries.ts';

/** The member detail page's identity verification: the level reached, each document's state, and the queue. */
export function MemberKycSection({ memberId, username }: { memberId: number; username: string }) {
  const { t } = useTranslation();
  const kyc = useMemberKyc(memberId);
  return (
    <section className="card" aria-labelledby="member-kyc-title">
      <h2 id="member-kyc-title" className="card-title">
        {t('kyc.memberTitle')}
      </h2>
      {kyc.data ? (
        <>
          <p>{t('kyc.memberLevel', { level: kyc.data.level })}</p>
          {kyc.data.documents.length === 0 ? (
            <p>{t('kyc.memberNone')}</p>
          ) : (
            <ul className="kyc-member-list">
              {kyc.data.documents.map((document) => (
                <li key={document.id}>
                  {t(`kyc.kinds.${document.kind}`)}{' '}
                  <Badge
                    label={t(`kyc.statuses.${document.status}`)}
                    tone={
                      document.status === 'approved' ? 'success' : document.status === 'pending' ? 'info' : 'danger'
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={`/kyc?status=&username=${encodeURIComponent(username)}`}>{t('kyc.memberOpenQueue')}</Link>
          </p>
        </>
      ) : (
        <p>{kyc.isError ? t('kyc.memberUnavailable') : t('states.loading')}</p>
      )}
    </section>
  );
}
