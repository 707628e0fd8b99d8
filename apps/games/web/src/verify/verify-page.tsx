import { gameCodes, slotGameCodes } from '@ficha/contract';
import { verifyRound, wheelRisks } from '@ficha/engines';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromEngineOutcome, toEngineSettings, type ReplayModel } from '../replay/replay-model.ts';
import { ReplayView } from '../replay/replay-view.tsx';
import { plinkoRisks, plinkoRows, readVerifyQuery, settingsOf, type VerifyForm } from './verify-form-state.ts';
import '../ui/shell.css';

type Checked = { model: ReplayModel; commitment: boolean | null } | { error: string };

const verifiable = gameCodes;

/**
 * `/verify`: recomputes any round in the browser from its server seed, client seed and nonce with the very
 * engine code the game server draws with; checks the server seed against the commitment when given.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState<VerifyForm>(() => readVerifyQuery(window.location.search));
  const [checked, setChecked] = useState<Checked | null>(null);
  const set = <K extends keyof VerifyForm>(key: K, value: VerifyForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{1,15}$/.test(form.nonce) || !form.serverSeed || !form.clientSeed) {
      setChecked({ error: t('verify_fill_in') });
      return;
    }
    try {
      const settings = toEngineSettings(settingsOf(form));
      const verified = verifyRound({
        serverSeed: form.serverSeed,
        serverSeedHash: form.serverSeedHash,
        clientSeed: form.clientSeed,
        nonce: Number(form.nonce),
        settings,
      });
      setChecked({
        model: fromEngineOutcome(verified.outcome, settings),
        commitment: form.serverSeedHash.trim() ? verified.commitmentMatches : null,
      });
    } catch (caught) {
      setChecked({ error: caught instanceof RangeError ? t('verify_bad_settings') : t('error_generic') });
    }
  }

  const code = form.gameCode;
  const isSlot = (slotGameCodes as readonly string[]).includes(code);
  return (
    <main className="verify-page">
      <h1>{t('verify_title')}</h1>
      <p className="muted">{t('verify_intro')}</p>
      <form className="verify-form controls" onSubmit={submit}>
        <label className="field wide">
          {t('fairness_server_seed')}
          <input
            className="mono"
            value={form.serverSeed}
            spellCheck={false}
            onChange={(e) => set('serverSeed', e.target.value)}
          />
        </label>
        <label className="field wide">
          {t('verify_hash_optional')}
          <input
            className="mono"
            value={form.serverSeedHash}
            spellCheck={false}
            onChange={(e) => set('serverSeedHash', e.target.value)}
          />
        </label>
        <label className="field">
          {t('fairness_client_seed')}
          <input
            className="mono"
            value={form.clientSeed}
            spellCheck={false}
            onChange={(e) => set('clientSeed', e.target.value)}
          />
        </label>
        <label className="field">
          {t('fairness_nonce')}
          <input inputMode="numeric" value={form.nonce} onChange={(e) => set('nonce', e.target.value.trim())} />
        </label>
        <label className="field">
          {t('verify_game')}
          <select value={code} onChange={(e) => set('gameCode', e.target.value as VerifyForm['gameCode'])}>
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
            <input
              type="number"
              min={1}
              max={24}
              value={form.mines}
              onChange={(e) => set('mines', Number(e.target.value))}
            />
          </label>
        ) : null}
        {code === 'plinko' ? (
          <label className="field">
            {t('plinko_rows')}
            <select value={form.rows} onChange={(e) => set('rows', Number(e.target.value) as VerifyForm['rows'])}>
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
            <select value={form.risk} onChange={(e) => set('risk', e.target.value as VerifyForm['risk'])}>
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
            <input
              type="number"
              min={1}
              max={10000}
              value={form.hiloCards}
              onChange={(e) => set('hiloCards', Number(e.target.value))}
            />
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
