import { contractKindPeriods, wireMoneyText, type ContractKindName, type ContractPeriodName } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, SelectField, TextField } from '@ficha/ui';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { usePeriodDiff, useRunPeriod, type PeriodRef } from './queries.ts';

/** Yesterday's date (local), the usual period to look at. */
const yesterday = () => {
  const at = new Date(Date.now() - 86_400_000);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
};

/**
 * Runs a closed period of a kind now, the production way (decision 0046): first what a run would change (the
 * bills made beside today's figures: late money), then the run, which makes the missing bills and pays the
 * calculated ones; a run again pays nothing twice.
 */
export function RunPeriodForm({ kind }: { kind: ContractKindName }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canRun = useCan('adjustments.decide');
  const periods = contractKindPeriods[kind];
  const [period, setPeriod] = useState<ContractPeriodName>(periods[0]!);
  const [date, setDate] = useState(yesterday);
  const [time, setTime] = useState('12:00');
  const [shown, setShown] = useState<PeriodRef | null>(null);
  const diff = usePeriodDiff(shown);
  const run = useRunPeriod();
  const [done, setDone] = useState<string | null>(null);
  const ref = (): PeriodRef => ({ kind, period, at: new Date(`${date}T${time}`).toISOString() });
  const money = (n: number) => wireMoneyText(n, i18n.language);
  const showDiff = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setShown(ref());
  };
  type Row = NonNullable<typeof diff.data>['list'][number];
  return (
    <section className="card" aria-labelledby="contract-run-title">
      <h2 className="card-title" id="contract-run-title">
        {t('contracts.runTitle')}
      </h2>
      <p className="card-hint">{t('contracts.runHint')}</p>
      <form className="contracts-form" onSubmit={showDiff}>
        <SelectField
          label={t('contracts.periodKind')}
          value={period}
          onChange={(event) => setPeriod(event.target.value as ContractPeriodName)}
          options={periods.map((p) => ({ value: p, label: t(`contracts.periods.${p}`) }))}
        />
        <TextField label={t('contracts.day')} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        {period === 'hour' || period === 'window' ? (
          <TextField label={t('contracts.time')} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        ) : null}
        <Button type="submit" variant="secondary">
          {t('contracts.showDiff')}
        </Button>
        {canRun ? (
          <Button
            aria-busy={run.isPending}
            disabled={run.isPending}
            onClick={() =>
              run.mutate(ref(), {
                onSuccess: (result) => {
                  setDone(t('contracts.runDone', { count: result.list.length }));
                  setShown(ref());
                },
              })
            }
          >
            {t('contracts.run')}
          </Button>
        ) : null}
      </form>
      {done ? (
        <p className="card-hint" role="status">
          {done}
        </p>
      ) : null}
      {run.isError ? <AlertMessage message={errorMessage(run.error)} /> : null}
      {diff.isError ? <AlertMessage message={errorMessage(diff.error)} /> : null}
      {diff.data ? (
        <DataTable<Row>
          caption={t('contracts.diffTitle')}
          rows={diff.data.list}
          rowKey={(row) => row.contractId}
          columns={[
            { label: t('contracts.agentId'), cell: (row) => row.agentId },
            {
              label: t('contracts.billed'),
              className: 'numeric',
              headClassName: 'numeric',
              cell: (row) => (row.billed ? money(row.billed.gross) : '—'),
            },
            {
              label: t('contracts.now'),
              className: 'numeric',
              headClassName: 'numeric',
              cell: (row) => money(row.now.gross),
            },
            {
              label: t('contracts.validBet'),
              className: 'numeric',
              headClassName: 'numeric',
              cell: (row) => money(row.now.validBet),
            },
            {
              label: t('contracts.state'),
              cell: (row) =>
                row.changed
                  ? t('contracts.changed')
                  : row.billed
                    ? t(`contracts.states.${row.billed.state}`)
                    : t('contracts.notBilled'),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
