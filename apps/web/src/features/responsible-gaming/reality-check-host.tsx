import { answerRealityCheck } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, moneyText } from '@ficha/ui';
import { apiClient } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { endServerSession } from '../../lib/member-calls.ts';
import { useNow } from '../../lib/use-now.ts';
import { rgStatusKey, rgStatusQuery } from './queries.ts';

/** How often a signed-in member with a reality check asks whether it is due. */
const pollMs = 15_000;

/**
 * The reality check over everything, the game included (decision 0048): while one is due the platform refuses the
 * session's debits, and this dialog shows the session's time, stakes and net result until the member answers.
 */
export function RealityCheckHost() {
  const { t, i18n } = useTranslation('rg');
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const status = useQuery({
    ...rgStatusQuery,
    refetchInterval: (query) => (query.state.data?.realityCheck.minutes ? pollMs : false),
  });
  const now = useNow();
  const answer = useMutation({
    mutationFn: (choice: 'continue' | 'leave') => apiClient.call(answerRealityCheck, { choice }),
    onSuccess: async (next, choice) => {
      queryClient.setQueryData(rgStatusKey, next);
      if (choice === 'leave') {
        await endServerSession().catch(() => undefined);
        window.location.assign('/');
      }
    },
  });
  const check = status.data?.realityCheck;
  if (!check?.due) return null;
  const started = check.sessionStartedAt ? Date.parse(check.sessionStartedAt) : now;
  const minutes = Math.max(0, Math.floor((now - started) / 60_000));
  return (
    <Dialog
      title={t('rc_title')}
      size="small"
      role="alertdialog"
      isDismissible={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => answer.mutate('leave')} disabled={answer.isPending}>
            {t('rc_leave')}
          </Button>
          <Button onClick={() => answer.mutate('continue')} disabled={answer.isPending}>
            {t('rc_continue')}
          </Button>
        </>
      }
    >
      <p>
        {t('rc_body', {
          minutes: String(minutes),
          stake: moneyText(check.sessionStake, i18n.language),
          net: moneyText(check.sessionNet, i18n.language),
        })}
      </p>
      {answer.error ? <p role="alert">{errorMessage(answer.error)}</p> : null}
    </Dialog>
  );
}
