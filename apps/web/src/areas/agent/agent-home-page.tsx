import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { agentHomePath, homePath } from '../../lib/route-table.ts';
import { useAuthModals } from '../../lib/auth-modal-store.ts';
import { DownlineTransferSection } from '../../features/money/downline-transfer-section.tsx';
import { SignOutDialog } from '../../features/session/sign-out-dialog.tsx';
import { useSession } from '../../lib/use-session.ts';
import { useSystemStatus } from '../../lib/system-queries.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { gmtOffsetLabel } from '../../lib/time-format.ts';
import { useNow } from '../../lib/use-now.ts';
import { Button, formatDateTime, Icon } from '@ficha/ui';
import './agent-layout.css';

/**
 * `/agentHome` (SPEC §2.7, what exists so far): the bar with the GMT offset, a clock ticking each second,
 * the nickname and sign out; the agent's account facts. The agent center's pages come later.
 */
export function AgentHomePage() {
  const { t } = useTranslation('account');
  const status = useSystemStatus();
  const session = useSession();
  const modals = useAuthModals();
  const [isConfirmingSignOut, setIsConfirmingSignOut] = useState(false);
  const member = session.member;
  if (!member) return null;

  return (
    <>
      <header className="agent-bar">
        <Link to={homePath} className="agent-bar__brand">
          {status.info.merchantName}
        </Link>
        <h1 className="agent-bar__title">{t('agent_center')}</h1>
        <div className="agent-bar__end">
          <AgentClock />
          <span className="agent-bar__nickname">{member.nickname || member.account}</span>
          <Button variant="secondary" size="small" onClick={() => setIsConfirmingSignOut(true)}>
            <Icon name="logout" />
            {t('in_sign_out')}
          </Button>
        </div>
      </header>
      <main className="agent-home">
        <section className="agent-home__card" aria-labelledby="agent-account-heading">
          <h2 id="agent-account-heading" className="agent-home__heading">
            {t('in_increase_account')}
          </h2>
          <dl className="agent-facts">
            <dt>{t('account_name')}</dt>
            <dd>{member.account}</dd>
            <dt>{t('nickname')}</dt>
            <dd>{member.nickname || '—'}</dd>
            <dt>{t('account_type')}</dt>
            <dd>{t('account_type_agent', { type: member.type })}</dd>
          </dl>
          <div className="agent-home__actions">
            <Button variant="secondary" onClick={() => modals.openChangePassword({ redirectTo: agentHomePath })}>
              <Icon name="key" />
              {t('change_password_title')}
            </Button>
          </div>
        </section>
        <DownlineTransferSection />
      </main>
      {isConfirmingSignOut ? <SignOutDialog onClose={() => setIsConfirmingSignOut(false)} /> : null}
    </>
  );
}

/** The agent-portal clock (SPEC §9: updates each second) with the browser's GMT offset. */
function AgentClock() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const now = useNow();
  const date = new Date(now);
  const time = formatDateTime(date.toISOString(), toLocaleTag(language), { date: 'medium' });
  return (
    <p className="agent-clock">
      <span className="visually-hidden">{t('agent_clock')} </span>
      <span className="agent-clock__zone">{gmtOffsetLabel(-date.getTimezoneOffset())}</span>
      <time dateTime={date.toISOString()}>{time}</time>
    </p>
  );
}
