import { gamesApiEndpoints, type Fairness } from '@ficha/contract';
import { schemaResolver, textValues, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, gamesApi } from '../lib/api.ts';
import { verifyPageHref } from '../verify/verify-link.ts';

type Revealed = Awaited<ReturnType<typeof rotate>>['revealed'];
const rotate = (clientSeed?: string) => gamesApi.call(gamesApiEndpoints.rotateSeed, clientSeed ? { clientSeed } : {});

/**
 * Provably fair: the commitment (SHA-256) of the server seed in use, the player's client seed (editable), the
 * next nonce. Changing the client seed or rotating reveals the retired server seed, ready to verify.
 */
export function FairnessPanel({
  fairness,
  onChange,
  disabled,
}: {
  fairness: Fairness;
  onChange: (fairness: Fairness) => void;
  /** A round is open (mines, hilo): the seeds cannot change under it. */
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [isRotating, setIsRotating] = useState(false);
  // The seed is checked as it is typed, by the endpoint's request schema.
  const form = useForm({
    defaultValues: { clientSeed: fairness.clientSeed },
    mode: 'onChange',
    resolver: schemaResolver(withRequest(textValues('clientSeed'), gamesApiEndpoints.clientSeed.request)),
  });
  const clientSeed = useWatch({ control: form.control, name: 'clientSeed' });
  const seedValid = !form.formState.errors.clientSeed;
  const show = (answer: Awaited<ReturnType<typeof rotate>>) => {
    setRevealed(answer.revealed);
    form.reset({ clientSeed: answer.current.clientSeed });
    onChange(answer.current);
  };
  const submission = useFormSubmit(form, {
    fields: [],
    submit: async (body) => show(await gamesApi.call(gamesApiEndpoints.clientSeed, body)),
  });
  const busy = submission.isPending || isRotating;

  // Rotating sends the typed seed along when it is a valid new one.
  async function rotateSeeds() {
    setIsRotating(true);
    submission.clearFormError();
    try {
      show(await rotate(seedValid && clientSeed !== fairness.clientSeed ? clientSeed : undefined));
    } catch (caught) {
      submission.showError(caught);
    } finally {
      setIsRotating(false);
    }
  }
  const error = submission.formError === null ? null : errorText(submission.formError, t('error_generic'));

  return (
    <div className="fairness">
      <p className="muted">{t('fairness_intro')}</p>
      <dl className="facts">
        <dt>{t('fairness_server_seed_hash')}</dt>
        <dd className="mono">{fairness.serverSeedHash}</dd>
        <dt>{t('fairness_nonce')}</dt>
        <dd className="mono">{fairness.nonce}</dd>
      </dl>
      <form onSubmit={(event) => void submission.handleSubmit(event)} className="fairness-form">
        <label className="field">
          {t('fairness_client_seed')}
          <input
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!seedValid}
            {...form.register('clientSeed')}
          />
        </label>
        {!seedValid ? <p className="lose-text small">{t('fairness_client_seed_rule')}</p> : null}
        <div className="row">
          <button
            type="submit"
            className="btn"
            disabled={disabled || busy || !seedValid || clientSeed === fairness.clientSeed}
          >
            {t('fairness_change_client_seed')}
          </button>
          <button type="button" className="btn" disabled={disabled || busy} onClick={() => void rotateSeeds()}>
            {t('fairness_rotate')}
          </button>
        </div>
        {disabled ? <p className="muted small">{t('fairness_round_open')}</p> : null}
      </form>
      {error ? (
        <p role="alert" className="lose-text">
          {error}
        </p>
      ) : null}
      {revealed ? (
        <section className="revealed" aria-live="polite">
          <h3>{t('fairness_revealed')}</h3>
          <dl className="facts">
            <dt>{t('fairness_server_seed')}</dt>
            <dd className="mono">{revealed.serverSeed}</dd>
            <dt>{t('fairness_server_seed_hash')}</dt>
            <dd className="mono">{revealed.serverSeedHash}</dd>
            <dt>{t('fairness_client_seed')}</dt>
            <dd className="mono">{revealed.clientSeed}</dd>
            <dt>{t('fairness_rounds_played')}</dt>
            <dd className="mono">{revealed.roundsPlayed}</dd>
          </dl>
          <a
            className="btn"
            href={verifyPageHref({
              serverSeed: revealed.serverSeed,
              serverSeedHash: revealed.serverSeedHash,
              clientSeed: revealed.clientSeed,
              nonce: 0,
            })}
            target="_blank"
            rel="noreferrer"
          >
            {t('fairness_verify_link')}
          </a>
        </section>
      ) : null}
    </div>
  );
}
