import { Button, ErrorState, LoadingState, SelectField, TextField } from '@ficha/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { emptyMissionDraft, missionBody, type MissionDraft } from './mission-drafts.ts';
import { useConsoleMissions, useSaveMission } from './queries.ts';
import { MissionTitleCell } from './mission-title-cell.tsx';

const goals = ['rounds', 'wager', 'deposit', 'login_streak', 'referral'] as const;
const periods = ['daily', 'weekly', 'once'] as const;
const rewardKinds = ['points', 'bonus', 'cash'] as const;
const gameTypes = ['', 'RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'SPORTS', 'INHOUSE'] as const;

/** The merchant's missions (decision 0078): what each counts and pays, how often it was claimed, and a builder. */
export function MissionsTab() {
  const { t } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const missions = useConsoleMissions();
  const canManage = useCan('loyalty.manage');
  if (missions.isError && !missions.data)
    return <ErrorState message={errorMessage(missions.error)} onRetry={() => void missions.refetch()} />;
  if (!missions.data) return <LoadingState />;
  return (
    <section className="loyalty-tab" aria-labelledby="missions-title">
      <h2 id="missions-title" className="card-title">
        {t('loyalty.missions.title')}
      </h2>
      <p className="card-hint">{t('loyalty.missions.hint')}</p>
      {missions.data.length === 0 ? (
        <p className="card-hint">{t('loyalty.missions.none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('loyalty.missions.fields.title')}</th>
                <th scope="col">{t('loyalty.missions.fields.period')}</th>
                <th scope="col">{t('loyalty.missions.fields.goal')}</th>
                <th scope="col">{t('loyalty.missions.fields.target')}</th>
                <th scope="col">{t('loyalty.missions.fields.reward')}</th>
                <th scope="col">{t('loyalty.missions.claims')}</th>
              </tr>
            </thead>
            <tbody>
              {missions.data.map((m) => (
                <tr key={m.id}>
                  <MissionTitleCell titles={m.titles} />
                  <td>{t(`loyalty.missions.periods.${m.period}`)}</td>
                  <td>
                    {t(`loyalty.missions.goals.${m.goal}`)}
                    {m.gameType ? ` (${m.gameType})` : ''}
                  </td>
                  <td>{m.target}</td>
                  <td>
                    {m.reward} {t(`loyalty.missions.rewardKinds.${m.rewardKind}`)}
                  </td>
                  <td>{m.claims}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canManage ? <MissionForm /> : null}
    </section>
  );
}

function MissionForm() {
  const { t } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const save = useSaveMission();
  const [draft, setDraft] = useState<MissionDraft>(() => emptyMissionDraft());
  const [notice, setNotice] = useState('');
  const set = <K extends keyof MissionDraft>(key: K, value: MissionDraft[K]) => setDraft({ ...draft, [key]: value });
  const fieldErrors = fieldErrorsOf(save.error);
  const errorsOf = (...fields: string[]) =>
    fieldErrors.filter((e) => fields.some((f) => e.field === f || e.field.startsWith(`${f}.`))).map(fieldMessage);
  const money = draft.goal === 'wager' || draft.goal === 'deposit';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    save.mutate(missionBody(draft), {
      onSuccess: () => {
        setDraft(emptyMissionDraft());
        setNotice(t('loyalty.missions.saved'));
      },
    });
  };

  return (
    <form className="loyalty-form" noValidate onSubmit={submit} aria-labelledby="mission-new">
      <h3 id="mission-new" className="card-title">
        {t('loyalty.missions.new')}
      </h3>
      <div className="loyalty-grid">
        <TextField
          label={t('loyalty.missions.fields.titleEs')}
          maxLength={80}
          value={draft.titleEs}
          onChange={(e) => set('titleEs', e.target.value)}
          errors={errorsOf('titles')}
        />
        <TextField
          label={t('loyalty.missions.fields.titleEn')}
          maxLength={80}
          value={draft.titleEn}
          onChange={(e) => set('titleEn', e.target.value)}
        />
        <SelectField
          label={t('loyalty.missions.fields.period')}
          value={draft.period}
          onChange={(e) => set('period', e.target.value as MissionDraft['period'])}
          options={periods.map((p) => ({ value: p, label: t(`loyalty.missions.periods.${p}`) }))}
        />
        <SelectField
          label={t('loyalty.missions.fields.goal')}
          value={draft.goal}
          onChange={(e) => set('goal', e.target.value as MissionDraft['goal'])}
          options={goals.map((g) => ({ value: g, label: t(`loyalty.missions.goals.${g}`) }))}
        />
        {draft.goal === 'rounds' || draft.goal === 'wager' ? (
          <SelectField
            label={t('loyalty.missions.fields.gameType')}
            value={draft.gameType}
            onChange={(e) => set('gameType', e.target.value)}
            options={gameTypes.map((g) => ({ value: g, label: g || t('loyalty.missions.anyGame') }))}
            errors={errorsOf('gameType')}
          />
        ) : null}
        <TextField
          label={t(money ? 'loyalty.missions.fields.targetAmount' : 'loyalty.missions.fields.targetCount')}
          inputMode={money ? 'decimal' : 'numeric'}
          maxLength={20}
          value={draft.target}
          onChange={(e) => set('target', e.target.value)}
          errors={errorsOf('targetAmount', 'targetCount')}
        />
        <SelectField
          label={t('loyalty.missions.fields.rewardKind')}
          value={draft.rewardKind}
          onChange={(e) => set('rewardKind', e.target.value as MissionDraft['rewardKind'])}
          options={rewardKinds.map((k) => ({ value: k, label: t(`loyalty.missions.rewardKinds.${k}`) }))}
        />
        <TextField
          label={t('loyalty.missions.fields.reward')}
          inputMode={draft.rewardKind === 'points' ? 'numeric' : 'decimal'}
          maxLength={20}
          value={draft.reward}
          onChange={(e) => set('reward', e.target.value)}
          errors={errorsOf('rewardPoints', 'rewardAmount')}
        />
        <TextField
          label={t('loyalty.missions.fields.startsAt')}
          type="datetime-local"
          value={draft.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
          errors={errorsOf('startsAt')}
        />
        <TextField
          label={t('loyalty.missions.fields.endsAt')}
          type="datetime-local"
          value={draft.endsAt}
          onChange={(e) => set('endsAt', e.target.value)}
          errors={errorsOf('endsAt')}
        />
      </div>
      {save.error && fieldErrors.length === 0 ? <AlertMessage message={errorMessage(save.error)} /> : null}
      <p className="action-status" role="status">
        {notice}
      </p>
      <div className="loyalty-actions">
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {t('loyalty.missions.create')}
        </Button>
      </div>
    </form>
  );
}
