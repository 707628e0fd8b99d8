import type { ConsoleGame } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useEditForm } from '../../lib/use-edit-form.ts';
import { AlertMessage } from '../../ui/alert-message.tsx';
import { CheckboxField, TextField } from '@ficha/ui';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { AvailabilityFields, SortField } from './catalog-fields.tsx';
import { parseCodeList } from './code-list.ts';
import { nameLanguages, namesToSend } from './game-names.ts';
import { useUpdateGame } from './queries.ts';

export interface GameEditDialogProps {
  game: ConsoleGame | null;
  onClose: () => void;
}

/** Edits one game: names per language, hot flag, classify tags, switches and order. */
export function GameEditDialog({ game, onClose }: GameEditDialogProps) {
  const { t } = useTranslation();
  return (
    <EditDialog
      item={game}
      title={(game) => t('catalog.gameEditTitle', { game: game.gameCode ?? game.gameId })}
      formId="game-edit-form"
      onClose={onClose}
    >
      {(game) => <GameEditForm key={game.nodeId} game={game} onSaved={onClose} />}
    </EditDialog>
  );
}

function GameEditForm({ game, onSaved }: { game: ConsoleGame; onSaved: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateGame();
  const isContainer = game.isGame === 'VASSALAGE';
  const { form, submission, failureErrorsOf, failureText } = useEditForm({
    defaultValues: {
      names: game.names as Partial<Record<string, string>>,
      isHot: game.isHot,
      enabled: game.enabled,
      maintenance: game.maintenance,
      sort: String(game.sort),
      tags: game.classify.join(', '),
      iconUrl: game.iconUrl ?? '',
    },
    // The server names a language's name (`names.ES`) or a tag (`classify.2`): its problems go beside the input.
    fields: [],
    submit: async (values) => {
      const order = Number(values.sort);
      const iconUrl = values.iconUrl.trim();
      await update.mutateAsync({
        nodeId: game.nodeId,
        names: namesToSend(values.names),
        isHot: values.isHot,
        enabled: values.enabled,
        maintenance: values.maintenance,
        sort: Number.isInteger(order) ? order : -1,
        classify: parseCodeList(values.tags),
        ...(isContainer && iconUrl !== (game.iconUrl ?? '') ? { iconUrl } : {}),
      });
      onSaved();
    },
  });
  const errorsOf = (prefix: string) => failureErrorsOf(prefix, true);

  return (
    <form id="game-edit-form" className="catalog-form" onSubmit={submission.handleSubmit} noValidate>
      <p className="card-hint">{t('catalog.providerName', { name: game.name })}</p>
      {nameLanguages(game.names).map((code) => (
        <TextField
          key={code}
          label={t('catalog.nameIn', { language: code })}
          hint={t('catalog.nameHint')}
          maxLength={120}
          {...form.register(`names.${code}`)}
          errors={errorsOf(`names.${code}`)}
        />
      ))}
      {isContainer ? (
        <TextField
          label={t('catalog.tileIcon')}
          hint={t('catalog.iconHint')}
          type="url"
          maxLength={500}
          {...form.register('iconUrl')}
          errors={errorsOf('iconUrl')}
        />
      ) : null}
      <TextField
        label={t('catalog.classify')}
        hint={t('catalog.classifyHint')}
        maxLength={250}
        {...form.register('tags')}
        errors={errorsOf('classify')}
      />
      <SortField binding={form.register('sort')} errors={errorsOf('sort')} />
      <CheckboxField
        appearance="switch"
        label={t('catalog.hot')}
        hint={t('catalog.hotHint')}
        {...form.register('isHot')}
      />
      <AvailabilityFields bind={(field) => form.register(field)} />
      {failureText ? <AlertMessage message={failureText} /> : null}
    </form>
  );
}
