import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { EmptyState, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { CopyButton } from '../../features/deposit/copy-button.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { CreateDownlineForm } from './create-downline-form.tsx';
import { useAgentSignups, useRegisterCenter } from './agent-queries.ts';
import { Pager } from './pager.tsx';
import { QrCodeImage } from '../../ui/qr-code-image.tsx';
import { useMemberTypeLabel } from './member-type-label.ts';

/**
 * `registerCenter`: the agent's invitation code and its sign-up link on each merchant domain (QR code, copy),
 * a form that creates a downline account directly, and the members who signed up through the links.
 */
export function RegisterCenterPage() {
  const { t } = useTranslation('agent');
  const errorMessage = useErrorMessage();
  const center = useRegisterCenter();
  if (center.isError) {
    return <ErrorState message={errorMessage(center.error)} onRetry={() => void center.refetch()} />;
  }
  if (!center.data) return <LoadingState label={t('loading')} />;
  const { invitationCode, links, downlineTypes } = center.data;
  return (
    <div className="agent-stack">
      <section className="agent-card" aria-labelledby="register-links-title">
        <h2 id="register-links-title" className="agent-card__title">
          {t('register_links_title')}
        </h2>
        <div className="register-code">
          <span className="agent-card__meta">{t('invitation_code')}</span>
          <strong className="register-code__value" data-testid="invitation-code">
            {invitationCode}
          </strong>
          <CopyButton value={invitationCode} label={t('invitation_code')} />
        </div>
        <ul className="register-links">
          {links.map((link) => (
            <li key={link.domain} className="register-link">
              <QrCodeImage text={link.url} label={t('register_link_qr', { domain: link.domain })} />
              <div className="register-link__text">
                <span className="register-link__domain">{link.domain}</span>
                <code className="register-link__url">{link.url}</code>
                <CopyButton value={link.url} label={t('register_link_for', { domain: link.domain })} />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="agent-card" aria-labelledby="create-downline-title">
        <h2 id="create-downline-title" className="agent-card__title">
          {t('create_downline_title')}
        </h2>
        <p className="agent-card__meta">{t('create_downline_text')}</p>
        <CreateDownlineForm types={downlineTypes} />
      </section>
      <SignupsSection />
    </div>
  );
}

function SignupsSection() {
  const { t, i18n } = useTranslation('agent');
  const errorMessage = useErrorMessage();
  const typeLabel = useMemberTypeLabel();
  const [pageNo, setPageNo] = useState(1);
  const signups = useAgentSignups(pageNo);
  let body;
  if (signups.isError)
    body = <ErrorState message={errorMessage(signups.error)} onRetry={() => void signups.refetch()} />;
  else if (!signups.data) body = <LoadingState label={t('loading')} />;
  else if (signups.data.list.length === 0) body = <EmptyState icon="user" message={t('signups_empty')} />;
  else
    body = (
      <>
        <ul className="agent-rows" aria-busy={signups.isPlaceholderData || undefined}>
          {signups.data.list.map((row) => (
            <li key={row.id} className="agent-row">
              <strong>{row.username}</strong>
              <span>{typeLabel(row.type)}</span>
              <span className="agent-card__meta">
                {t('registered_at', { time: formatDateTime(row.registeredAt, i18n.language, { date: 'medium' }) })}
              </span>
            </li>
          ))}
        </ul>
        <Pager pageNo={pageNo} totalPages={signups.data.totalPages} onPage={setPageNo} />
      </>
    );
  return (
    <section className="agent-card" aria-labelledby="signups-title">
      <h2 id="signups-title" className="agent-card__title">
        {t('signups_title')}
        {signups.data ? <span className="agent-count"> ({signups.data.total})</span> : null}
      </h2>
      {body}
    </section>
  );
}
