import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { toLocaleTag } from '../../lib/language.ts';
import { Button, ConfirmDialog, EmptyState, ErrorState, formatDateTime, LoadingState } from '@ficha/ui';
import { FormMessages } from './form-messages.tsx';
import { memberSessionsQuery, useRevokeSession } from './queries.ts';
import { SecuritySection } from './security-section.tsx';
import { orderSessions, type MemberSession } from './sign-in-activity.ts';
import { StatusBadge } from './status-badge.tsx';

/** "Dispositivos": where the member is signed in; any other device can be signed out after a confirmation. */
export function DevicesSection() {
  const { t } = useTranslation('member');
  const localeTag = toLocaleTag(useLanguage());
  const errorMessage = useErrorMessage();
  const sessions = useQuery(memberSessionsQuery());
  const revoke = useRevokeSession();
  const [pending, setPending] = useState<MemberSession | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const handleAsk = (session: MemberSession) => {
    revoke.reset();
    setStatus(null);
    setPending(session);
  };

  const handleConfirm = () => {
    if (!pending) return;
    revoke.mutate(pending.sessionId, {
      onSuccess: () => {
        setStatus(t('devices_signed_out', { device: pending.device || t('unknown_value') }));
        setPending(null);
      },
    });
  };

  let body;
  if (sessions.isPending) body = <LoadingState label={t('devices_loading')} />;
  else if (sessions.isError)
    body = (
      <ErrorState
        message={errorMessage(sessions.error)}
        retryLabel={t('retry')}
        onRetry={() => void sessions.refetch()}
        isRetrying={sessions.isFetching}
      />
    );
  else if (sessions.data.length === 0) body = <EmptyState message={t('devices_empty')} />;
  else
    body = (
      <ul className="security-devices">
        {orderSessions(sessions.data).map((session) => (
          <DeviceItem key={session.sessionId} session={session} localeTag={localeTag} onSignOut={handleAsk} />
        ))}
      </ul>
    );

  return (
    <SecuritySection title={t('devices_title')} description={t('devices_text')} isWide>
      {body}
      <FormMessages status={status} />
      {pending ? (
        <ConfirmDialog
          title={t('devices_confirm_title')}
          message={t('devices_confirm_text', { device: pending.device || t('unknown_value'), ip: pending.ip })}
          confirmLabel={t('devices_confirm')}
          cancelLabel={t('cancel')}
          closeLabel={t('close')}
          onConfirm={handleConfirm}
          onCancel={() => setPending(null)}
          isBusy={revoke.isPending}
          error={revoke.isError ? errorMessage(revoke.error) : null}
        />
      ) : null}
    </SecuritySection>
  );
}

interface DeviceItemProps {
  session: MemberSession;
  localeTag: string;
  onSignOut: (session: MemberSession) => void;
}

function DeviceItem({ session, localeTag, onSignOut }: DeviceItemProps) {
  const { t } = useTranslation('member');
  const nameId = useId();
  return (
    <li className="security-devices__item">
      <div className="security-devices__details">
        <p className="security-devices__name">
          <span id={nameId}>{session.device || t('unknown_value')}</span>
          {session.current ? <StatusBadge tone="accent">{t('devices_this_device')}</StatusBadge> : null}
        </p>
        <p className="security-devices__meta">
          <span>
            {t('devices_ip')}: <bdi dir="ltr">{session.ip}</bdi>
          </span>
          <span>
            {t('devices_last_seen')}:{' '}
            <time dateTime={session.lastSeenAt}>
              {formatDateTime(session.lastSeenAt, localeTag, { date: 'medium', time: 'short' })}
            </time>
          </span>
          <span>
            {t('devices_signed_in_at')}:{' '}
            <time dateTime={session.createdAt}>
              {formatDateTime(session.createdAt, localeTag, { date: 'medium', time: 'short' })}
            </time>
          </span>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="small"
          aria-haspopup="dialog"
          aria-describedby={nameId}
          onClick={() => onSignOut(session)}
        >
          {t('devices_sign_out')}
        </Button>
      )}
    </li>
  );
}
