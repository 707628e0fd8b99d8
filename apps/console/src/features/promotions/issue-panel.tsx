import { messageAudienceKinds, type MessageAudienceKind } from '@ficha/contract';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  formatDateTime,
  LoadingState,
  moneyText,
  SelectField,
  TextareaField,
  TextField,
} from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { Pager } from '../../ui/pager.tsx';
import { useIssuePromotion, usePromotionIssues } from './application-queries.ts';
import { audienceOf } from './issue-audience.ts';
import './promotions.css';

/**
 * An issued promotion's page part (decision 0077): the form that issues it to a player, a list or a segment (the
 * operator messages' audiences; players under a time-out or self-exclusion are left out, a player already issued it
 * is skipped), and the players it was issued to, claimed or not.
 */
export function IssuePanel({ promotionId, reward }: { promotionId: number; reward: number | null }) {
  const { t, i18n } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const canIssue = useCan('promotions.manage');
  const [kind, setKind] = useState<MessageAudienceKind>('list');
  const [value, setValue] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [page, setPage] = useState(1);
  const issue = useIssuePromotion();
  const issues = usePromotionIssues(promotionId, page);
  const fieldErrors = fieldErrorsOf(issue.error);
  const errorsAt = (prefix: string) => fieldErrors.filter((f) => f.field.startsWith(prefix)).map(fieldMessage);
  const money = (n: number) => moneyText(n, i18n.language);

  function submit(event: FormEvent) {
    event.preventDefault();
    issue.mutate({
      promotionId,
      audience: audienceOf({ kind, value }),
      ...(amount.trim() ? { amount: Number(amount.trim()) } : {}),
      note,
    });
  }

  return (
    <>
      {canIssue ? (
        <section className="card" aria-labelledby="issue-title">
          <h2 id="issue-title" className="card-title">
            {t('promotions.issue.title')}
          </h2>
          <form className="issue-form" onSubmit={submit} noValidate>
            <SelectField
              label={t('promotions.issue.audience')}
              value={kind}
              onChange={(event) => setKind(event.target.value as MessageAudienceKind)}
              options={messageAudienceKinds.map((k) => ({ value: k, label: t(`promotions.issue.kinds.${k}`) }))}
            />
            {kind === 'everyone' ? null : kind === 'list' ? (
              <TextareaField
                label={t('promotions.issue.kinds.list')}
                hint={t('promotions.issue.listHint')}
                value={value}
                rows={3}
                onChange={(event) => setValue(event.target.value)}
                errors={errorsAt('audience')}
              />
            ) : (
              <TextField
                label={t(`promotions.issue.values.${kind}`)}
                value={value}
                inputMode={kind === 'vipRank' || kind === 'inactive' ? 'numeric' : undefined}
                onChange={(event) => setValue(event.target.value)}
                errors={errorsAt('audience')}
              />
            )}
            <TextField
              label={t('promotions.issue.amount')}
              hint={reward === null ? undefined : t('promotions.issue.amountHint', { amount: money(reward) })}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              errors={errorsAt('amount')}
            />
            <TextField
              label={t('promotions.issue.note')}
              maxLength={200}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              errors={errorsAt('note')}
            />
            <div>
              <Button type="submit" disabled={issue.isPending} aria-busy={issue.isPending}>
                {t('promotions.issue.submit')}
              </Button>
            </div>
          </form>
          {issue.isSuccess ? (
            <p role="status" className="issue-result">
              {t('promotions.issue.done', { issued: issue.data.issued, skipped: issue.data.skipped })}
            </p>
          ) : null}
          {issue.isError && fieldErrors.length === 0 ? <AlertMessage message={errorMessage(issue.error)} /> : null}
        </section>
      ) : null}
      <section className="card" aria-labelledby="issues-title">
        <h2 id="issues-title" className="card-title">
          {t('promotions.issue.listTitle')}
        </h2>
        {issues.isError && !issues.data ? (
          <ErrorState message={errorMessage(issues.error)} onRetry={() => void issues.refetch()} />
        ) : !issues.data ? (
          <LoadingState />
        ) : issues.data.list.length === 0 ? (
          <EmptyState message={t('promotions.issue.none')} />
        ) : (
          <>
            <DataTable
              caption={t('promotions.issue.listTitle')}
              isStale={issues.isPlaceholderData}
              rows={issues.data.list}
              rowKey={(i) => i.id}
              columns={[
                { label: t('promotions.issue.issuedAt'), cell: (i) => formatDateTime(i.issuedAt, i18n.language) },
                { label: t('promotions.member'), cell: (i) => <Link to={`/members/${i.memberId}`}>{i.username}</Link> },
                { label: t('promotions.issue.amount'), cell: (i) => money(i.amount) },
                { label: t('promotions.status'), cell: (i) => t(`promotions.issue.statuses.${i.status}`) },
                { label: t('promotions.issue.note'), cell: (i) => i.note || '—' },
                { label: t('promotions.issue.issuedBy'), cell: (i) => i.issuedBy },
              ]}
            />
            <Pager
              page={page}
              totalPages={Math.max(issues.data.totalPages, page)}
              onPageChange={setPage}
              isBusy={issues.isPlaceholderData}
            />
          </>
        )}
      </section>
    </>
  );
}
