import { wireMoneyText } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ConfirmDialog, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { DownlineTransferSection } from '../../features/money/downline-transfer-section.tsx';
import { agentPageHref } from '../../lib/agent-pages.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { useResetDownlinePassword, useSetDownlineStatus, useTeamMember } from './agent-queries.ts';
import { useMemberTypeLabel } from './member-type-label.ts';
import { TeamList } from './team-list.tsx';

type Pending = 'lock' | 'unlock' | 'reset' | null;

/**
 * One member of the agent's subtree: what the agent may see of it (contact data masked), its place in the
 * tree, its own downline, and the actions the agent may take (transfer; lock/unlock and password reset of a
 * direct downline, when allowed).
 */
export function TeamMemberPanel({ memberId, onOpen }: { memberId: number; onOpen: (id: number | null) => void }) {
  const { t, i18n } = useTranslation('agent');
  const locale = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const typeLabel = useMemberTypeLabel();
  const member = useTeamMember(memberId);
  const setStatus = useSetDownlineStatus();
  const reset = useResetDownlinePassword();
  const [pending, setPending] = useState<Pending>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const back = (
    <Button variant="secondary" size="small" onClick={() => onOpen(null)}>
      {t('back_to_team')}
    </Button>
  );
  if (member.isError) {
    return (
      <div className="agent-stack">
        {back}
        <ErrorState message={errorMessage(member.error)} />
      </div>
    );
  }
  if (!member.data) return <LoadingState label={t('loading')} />;
  const m = member.data;
  const date = (value: string | null) =>
    value ? formatDateTime(value, i18n.language, { date: 'medium', time: 'short' }) : '—';
  const mutation = pending === 'reset' ? reset : setStatus;

  function confirm() {
    if (pending === 'reset') {
      reset.mutate(m.id, {
        onSuccess: (result) => {
          setTemporaryPassword(result.temporaryPassword);
          setPending(null);
        },
      });
    } else if (pending) {
      setStatus.mutate(
        { memberId: m.id, status: pending === 'lock' ? 'locked' : 'active' },
        { onSuccess: () => setPending(null) },
      );
    }
  }

  return (
    <div className="agent-stack">
      <div>{back}</div>
      <section className="agent-card" aria-labelledby="team-member-title">
        <h2 id="team-member-title" className="agent-card__title">
          {m.username}
          <span className={`agent-status agent-status--${m.status}`}>{t(`status_${m.status}`)}</span>
        </h2>
        <p className="agent-card__meta">{[t('you'), ...m.path, m.username].join(' › ')}</p>
        <dl className="agent-facts">
          <dt>{t('nickname')}</dt>
          <dd>{m.nickname}</dd>
          <dt>{t('col_type')}</dt>
          <dd>{typeLabel(m.type)}</dd>
          <dt>{t('col_level')}</dt>
          <dd>{m.level}</dd>
          <dt>{t('col_balance')}</dt>
          <dd>{wireMoneyText(m.balance, locale)}</dd>
          <dt>{t('col_registered')}</dt>
          <dd>{date(m.registeredAt)}</dd>
          <dt>{t('col_last_login')}</dt>
          <dd>{date(m.lastLoginAt)}</dd>
          <dt>{t('email')}</dt>
          <dd>{m.email ?? '—'}</dd>
          <dt>{t('mobile')}</dt>
          <dd>{m.mobileNum ?? '—'}</dd>
          <dt>{t('col_downline')}</dt>
          <dd>{m.directCount}</dd>
        </dl>
        {m.mustChangePassword ? <p className="agent-card__meta">{t('must_change_password')}</p> : null}
        <p className="agent-actions">
          <Link to={agentPageHref('personalHistoryCopy', { username: m.username })}>{t('member_bets')}</Link>
          <Link to={agentPageHref('agentDownlineTransactionDetailsCopy', { username: m.username })}>
            {t('member_movements')}
          </Link>
        </p>
        {m.mayLock || m.mayResetPassword ? (
          <div className="agent-actions">
            {m.mayLock ? (
              <Button variant="secondary" onClick={() => setPending(m.status === 'locked' ? 'unlock' : 'lock')}>
                {t(m.status === 'locked' ? 'unlock' : 'lock')}
              </Button>
            ) : null}
            {m.mayResetPassword ? (
              <Button variant="secondary" onClick={() => setPending('reset')}>
                {t('reset_password')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {temporaryPassword ? (
          <p className="agent-temporary" role="status">
            {t('temporary_password', { username: m.username })} <code>{temporaryPassword}</code>
          </p>
        ) : null}
      </section>
      <DownlineTransferSection username={m.username} />
      {m.directCount > 0 ? (
        <section className="agent-card" aria-labelledby="team-member-downline">
          <h2 id="team-member-downline" className="agent-card__title">
            {t('member_downline', { username: m.username })}
          </h2>
          <TeamList key={m.id} parentId={m.id} onOpen={onOpen} />
        </section>
      ) : null}
      <ConfirmDialog
        isOpen={pending !== null}
        title={pending ? t(`confirm_${pending}_title`) : ''}
        message={pending ? t(`confirm_${pending}_text`, { username: m.username }) : ''}
        confirmLabel={pending ? t(pending === 'reset' ? 'reset_password' : pending) : ''}
        onConfirm={confirm}
        onCancel={() => {
          mutation.reset();
          setPending(null);
        }}
        isBusy={mutation.isPending}
        error={mutation.isError ? errorMessage(mutation.error) : null}
      />
    </div>
  );
}
