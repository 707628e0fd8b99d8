import { buttonClassName, DataTable, formatDateTime, TextareaField, TextField } from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { useImportRgRegister, useRgReport } from './queries.ts';
import './rg-tools.css';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The merchant's RG events in a range, counted by kind (limits set, reality checks, exclusions), newest first. */
export function RgReport() {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const today = new Date();
  const [range, setRange] = useState({ from: isoDay(new Date(today.getTime() - 29 * 86_400_000)), to: isoDay(today) });
  const [draft, setDraft] = useState(range);
  const report = useRgReport(range);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  return (
    <section className="card" aria-labelledby="rg-report-title">
      <h2 id="rg-report-title" className="card-title">
        {t('rgTools.reportTitle')}
      </h2>
      <form className="rg-form" onSubmit={apply}>
        <TextField
          label={t('rgTools.from')}
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label={t('rgTools.to')}
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <button type="submit" className={buttonClassName('secondary')}>
          {t('rgTools.show')}
        </button>
      </form>
      {report.isError ? <AlertMessage message={errorMessage(report.error)} /> : null}
      {report.data ? (
        <>
          <dl className="facts">
            {report.data.counts.map((count) => (
              <div key={count.kind}>
                <dt>
                  <code>{count.kind}</code>
                </dt>
                <dd>{count.count}</dd>
              </div>
            ))}
          </dl>
          {report.data.counts.length === 0 ? <p>{t('rgTools.noEvents')}</p> : null}
          {report.data.events.length > 0 ? (
            <DataTable
              caption={t('rgTools.events')}
              rows={report.data.events}
              rowKey={(event) => event.id}
              columns={[
                {
                  label: t('rgTools.time'),
                  cell: (event) => (
                    <time dateTime={event.createdAt}>
                      {formatDateTime(event.createdAt, i18n.language, { time: 'short' })}
                    </time>
                  ),
                },
                {
                  label: t('rgTools.player'),
                  cell: (event) =>
                    event.memberId ? <Link to={`/members/${event.memberId}`}>{event.username}</Link> : '—',
                },
                { label: t('rgTools.event'), cell: (event) => <code>{event.kind}</code> },
                { label: t('rgTools.operator'), cell: (event) => event.operator ?? '—' },
              ]}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** Imports an external self-exclusion register: `email,mobile,end date` lines (empty end date: permanent). */
export function RgRegisterImport() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canManage = useCan('rg.manage');
  const importRegister = useImportRgRegister();
  const [csv, setCsv] = useState('');
  if (!canManage) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    importRegister.mutate(csv, { onSuccess: () => setCsv('') });
  };
  return (
    <section className="card" aria-labelledby="rg-register-title">
      <h2 id="rg-register-title" className="card-title">
        {t('rgTools.registerTitle')}
      </h2>
      <form onSubmit={submit}>
        <TextareaField
          label={t('rgTools.registerLabel')}
          hint={t('rgTools.registerHint')}
          rows={5}
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
        />
        {importRegister.isError ? <AlertMessage message={errorMessage(importRegister.error)} /> : null}
        {importRegister.data ? (
          <p role="status">
            {t('rgTools.imported', {
              imported: importRegister.data.imported,
              excluded: importRegister.data.membersExcluded,
            })}
          </p>
        ) : null}
        <button type="submit" className={buttonClassName('primary')} disabled={importRegister.isPending || !csv.trim()}>
          {t('rgTools.import')}
        </button>
      </form>
    </section>
  );
}
