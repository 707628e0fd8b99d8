import { gameCodes, slotGameCodes } from '@ficha/contract';
import { verifyRound, wheelRisks } from '@ficha/engines';
import { schemaResolver } from '@ficha/ui/forms';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromEngineOutcome, toEngineSettings, type ReplayModel } from '../replay/replay-model.ts';
import { ReplayView } from '../replay/replay-view.tsx';
import {
  plinkoRisks,
  plinkoRows,
  readVerifyQuery,
  settingsOf,
  verifyFormSchema,
  type VerifyForm,
} from './verify-form-state.ts';
import '../ui/shell.css';

type Checked = { model: ReplayModel; commitment: boolean | null } | { error: string };

const verifiable = gameCodes;

/**
 * `/verify`: recomputes any round in the browser from its server seed, client seed and nonce with the very
 * engine code the game server draws with; checks the server seed against the commitment when given.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const form = useForm<VerifyForm>({
    defaultValues: readVerifyQuery(window.location.search),
    resolver: schemaResolver(verifyFormSchema),
  });
  const [checked, setChecked] = useState<Checked | null>(null);

  function verify(values: VerifyForm) {
    try {
      const settings = toEngineSettings(settingsOf(values));
      const verified = verifyRound({
        serverSeed: values.serverSeed,
        serverSeedHash: values.serverSeedHash,
        clientSeed: values.clientSeed,
        nonce: Number(values.nonce),
        settings,
      });
      setChecked({
        model: fromEngineOutcome(verified.outcome, settings),
        commitment: values.serverSeedHash.trim() ? verified.commitmentMatches : null,
      });
    } catch (caught) {
      setChecked({ error: caught instanceof RangeError ? t('verify_bad_settings') : t('error_generic') });
    }
  }

  const submit = form.handleSubmit(verify, () => setChecked({ error: t('verify_fill_in') }));
  const code = useWatch({ control: form.control, name: 'gameCode' });
  const asNumber = { setValueAs: Number };
  const isSlot = (slotGameCodes as readonly string[]).includes(code);
  return (
    <main className="verify-page">
      <h1>{t('verify_title')}</h1>
      <p className="muted">{t('verify_intro')}</p>
      <form className="verify-form controls" onSubmit={(event) => void submit(event)}>
        <label className="field wide">
          {t('fairness_server_seed')}
          <input className="mono" spellCheck={false} {...form.register('serverSeed')} />
        </label>
        <label className="field wide">
          {t('verify_hash_optional')}
          <input className="mono" spellCheck={false} {...form.register('serverSeedHash')} />
        </label>
        <label className="field">
          {t('fairness_client_seed')}
          <input className="mono" spellCheck={false} {...form.register('clientSeed')} />
        </label>
        <label className="field">
          {t('fairness_nonce')}
          <input inputMode="numeric" {...form.register('nonce', { setValueAs: (value: string) => value.trim() })} />
        </label>
        <label className="field">
          {t('verify_game')}
          <select {...form.register('gameCode')}>
            {verifiable.map((game) => (
              <option key={game} value={game}>
                {t(`game_${game}`)}
              </option>
            ))}
          </select>
        </label>
        {code === 'mines' ? (
          <label className="field">
            {t('mines_count')}
            <input type="number" min={1} max={24} {...form.register('mines', asNumber)} />
          </label>
        ) : null}
        {code === 'plinko' ? (
          <label className="field">
            {t('plinko_rows')}
            <select {...form.register('rows', asNumber)}>
              {plinkoRows.map((rows) => (
                <option key={rows} value={rows}>
                  {rows}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {code === 'plinko' || code === 'wheel' ? (
          <label className="field">
            {t('risk')}
            <select {...form.register('risk')}>
              {(code === 'plinko' ? plinkoRisks : wheelRisks).map((risk) => (
                <option key={risk} value={risk}>
                  {t(`risk_${risk}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {code === 'hilo' ? (
          <label className="field">
            {t('verify_hilo_cards')}
            <input type="number" min={1} max={10000} {...form.register('hiloCards', asNumber)} />
          </label>
        ) : null}
        <button type="submit" className="btn btn-primary wide">
          {t('verify_run')}
        </button>
      </form>
      {checked && 'error' in checked ? (
        <p className="lose-text" role="alert">
          {checked.error}
        </p>
      ) : null}
      {checked && 'model' in checked ? (
        <section className="board" aria-live="polite">
          {checked.commitment === null ? null : (
            <p className={`check ${checked.commitment ? 'win-text' : 'lose-text'}`}>
              {checked.commitment ? t('verify_commitment_ok') : t('verify_commitment_bad')}
            </p>
          )}
          {isSlot ? <p className="muted small">{t('verify_slot_note')}</p> : null}
          <ReplayView model={checked.model} />
        </section>
      ) : null}
    </main>
  );
}
