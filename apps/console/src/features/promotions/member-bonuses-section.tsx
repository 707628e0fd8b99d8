import { extendPlayerBonus, forfeitPlayerBonus } from '@ficha/contract';
import { DataTable, formatDateTime, moneyText, RowAction, TextField } from '@ficha/ui';
import { fieldErrorTexts, schemaResolver, useFormSubmit, withRequest } from '@ficha/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useCan } from '../../lib/use-can.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { Badge } from '../../ui/badge.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { bonusTones } from './claims-table.tsx';
import { useExtendBonus, useForfeitBonus, usePlayerBonuses, type PlayerBonus } from './queries.ts';
import { WageringBar } from './wagering-bar.tsx';
import './promotions.css';

type Action = { kind: 'forfeit' | 'extend'; bonus: PlayerBonus } | null;

/** The member detail page's bonuses: each with its wagering and expiry; forfeit and extend while active. */
export function MemberBonusesSection({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const { errorMessage } = useErrorMessage();
  const canManage = useCan('promotions.manage');
  const bonuses = usePlayerBonuses(memberId);
  const [action, setAction] = useState<Action>(null);
  const when = (iso: string) => formatDateTime(iso, i18n.language, { time: 'short' });

  function renderBody() {
    if (!bonuses.data) return <p>{bonuses.isError ? errorMessage(bonuses.error) : t('states.loading')}</p>;
    if (bonuses.data.list.length === 0) return <p>{t('promotions.bonuses.none')}</p>;
    return (
      <DataTable
        caption={t('promotions.bonuses.title')}
        className="member-bonuses-table"
        rows={bonuses.data.list}
        rowKey={(bonus) => bonus.id}
        columns={[
          {
            label: t('promotions.bonuses.granted'),
            cell: (bonus) => <time dateTime={bonus.grantedAt}>{when(bonus.grantedAt)}</time>,
          },
          {
            label: t('promotions.bonuses.promotion'),
            cell: (bonus) =>
              bonus.promotionId === null ? (
                '—'
              ) : (
                <Link to={`/promotions/${bonus.promotionId}`}>#{bonus.promotionId}</Link>
              ),
          },
          {
            label: t('promotions.bonus'),
            cell: (bonus) => (
              <>
                {moneyText(bonus.amount, i18n.language)}
                <p className="promotion-note">
                  {t('promotions.bonuses.held', { held: moneyText(bonus.held, i18n.language) })}
                </p>
              </>
            ),
          },
          {
            label: t('promotions.wagering'),
            cell: (bonus) => <WageringBar wagered={bonus.wagered} requirement={bonus.requirement} />,
          },
          {
            label: t('promotions.bonuses.expires'),
            cell: (bonus) => <time dateTime={bonus.expiresAt}>{when(bonus.expiresAt)}</time>,
          },
          {
            label: t('promotions.status'),
            cell: (bonus) => (
              <Badge label={t(`promotions.bonusStatuses.${bonus.status}`)} tone={bonusTones[bonus.status]} />
            ),
          },
          canManage && {
            label: t('promotions.actions'),
            isLabelHidden: true,
            className: 'promotion-row-actions',
            cell: (bonus) =>
              bonus.status === 'active' ? (
                <>
                  <RowAction
                    label={t('promotions.bonuses.extend')}
                    rowName={String(bonus.id)}
                    onClick={() => setAction({ kind: 'extend', bonus })}
                  />
                  <RowAction
                    label={t('promotions.bonuses.forfeit')}
                    rowName={String(bonus.id)}
                    variant="danger"
                    onClick={() => setAction({ kind: 'forfeit', bonus })}
                  />
                </>
              ) : null,
          },
        ]}
      />
    );
  }

  return (
    <section className="card" aria-labelledby="member-bonuses-title">
      <h2 id="member-bonuses-title" className="card-title">
        {t('promotions.bonuses.title')}
      </h2>
      {renderBody()}
      {action ? (
        <BonusActionDialog
          key={`${action.kind}-${action.bonus.id}`}
          memberId={memberId}
          kind={action.kind}
          bonus={action.bonus}
          onClose={() => setAction(null)}
        />
      ) : null}
    </section>
  );
}

const formId = 'bonus-action-form';

interface BonusActionBody {
  memberId: number;
  bonusId: number;
  reason: string;
  /** Extend only: how many hours later the bonus expires. */
  hours?: number;
}

/** Asks for the reason (and, to extend, the hours) before forfeiting or extending a bonus. */
function BonusActionDialog({
  memberId,
  kind,
  bonus,
  onClose,
}: {
  memberId: number;
  kind: 'forfeit' | 'extend';
  bonus: PlayerBonus;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { errorMessage, fieldMessage } = useErrorMessage();
  const forfeit = useForfeitBonus();
  const extend = useExtendBonus();
  const form = useForm({
    defaultValues: { reason: '', hours: '24' },
    resolver: schemaResolver(
      withRequest(
        z.object({ reason: z.string(), hours: z.string() }).transform((values): BonusActionBody => ({
          memberId,
          bonusId: bonus.id,
          reason: values.reason.trim(),
          ...(kind === 'extend' ? { hours: values.hours.trim() === '' ? Number.NaN : Number(values.hours) } : {}),
        })),
        (kind === 'extend' ? extendPlayerBonus.request : forfeitPlayerBonus.request) as z.ZodType<
          unknown,
          BonusActionBody
        >,
      ),
    ),
  });
  const submission = useFormSubmit(form, {
    fields: kind === 'extend' ? ['reason', 'hours'] : ['reason'],
    submit: async ({ hours, ...body }) => {
      if (hours !== undefined) await extend.mutateAsync({ ...body, hours });
      else await forfeit.mutateAsync(body);
      onClose();
    },
  });
  const errorText = fieldErrorTexts(form.formState.errors, fieldMessage);
  const errorsOf = (field: string) => {
    const text = errorText(field);
    return text ? [text] : [];
  };
  return (
    <FormDialog
      isOpen
      title={kind === 'extend' ? t('promotions.bonuses.extendTitle') : t('promotions.bonuses.forfeitTitle')}
      formId={formId}
      submitLabel={kind === 'extend' ? t('promotions.bonuses.extend') : t('promotions.bonuses.forfeit')}
      isBusy={submission.isPending}
      onClose={onClose}
    >
      <form id={formId} className="bonus-action-form" noValidate onSubmit={submission.handleSubmit}>
        <p>
          {kind === 'extend'
            ? t('promotions.bonuses.extendBody', { expires: formatDateTime(bonus.expiresAt, i18n.language) })
            : t('promotions.bonuses.forfeitBody', { held: moneyText(bonus.held, i18n.language) })}
        </p>
        {kind === 'extend' ? (
          <TextField
            label={t('promotions.bonuses.hours')}
            inputMode="numeric"
            maxLength={4}
            {...form.register('hours')}
            errors={errorsOf('hours')}
          />
        ) : null}
        <TextField
          label={t('promotions.bonuses.reason')}
          maxLength={200}
          {...form.register('reason')}
          errors={errorsOf('reason')}
        />
        {submission.formError ? <AlertMessage message={errorMessage(submission.formError)} /> : null}
      </form>
    </FormDialog>
  );
}
