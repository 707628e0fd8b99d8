import type { ConsoleGame } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
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
  const { errorMessage, fieldMessage } = useErrorMessage();
  const update = useUpdateGame();
  const [names, setNames] = useState<Partial<Record<string, string>>>(game.names);
  const [isHot, setIsHot] = useState(game.isHot);
  const [isEnabled, setIsEnabled] = useState(game.enabled);
  const [isMaintenance, setIsMaintenance] = useState(game.maintenance);
  const [sort, setSort] = useState(String(game.sort));
  const [tags, setTags] = useState(game.classify.join(', '));
  const [iconUrl, setIconUrl] = useState(game.iconUrl ?? '');
  const isContainer = game.isGame === 'VASSALAGE';
  const fieldErrors = fieldErrorsOf(update.error);
  const errorsOf = (prefix: string) =>
    fieldErrors.filter((e) => e.field === prefix || e.field.startsWith(`${prefix}.`)).map(fieldMessage);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const order = Number(sort);
    update.mutate(
      {
        nodeId: game.nodeId,
        names: namesToSend(names),
        isHot,
        enabled: isEnabled,
        maintenance: isMaintenance,
        sort: Number.isInteger(order) ? order : -1,
        classify: parseCodeList(tags),
        ...(isContainer && iconUrl.trim() !== (game.iconUrl ?? '') ? { iconUrl: iconUrl.trim() } : {}),
      },
      { onSuccess: onSaved },
    );
  }

  return (
    <form id="game-edit-form" className="catalog-form" onSubmit={handleSubmit} noValidate>
      <p className="card-hint">{t('catalog.providerName', { name: game.name })}</p>
      {nameLanguages(game.names).map((code) => (
        <TextField
          key={code}
          label={t('catalog.nameIn', { language: code })}
          hint={t('catalog.nameHint')}
          maxLength={120}
          value={names[code] ?? ''}
          onChange={(event) => setNames((current) => ({ ...current, [code]: event.target.value }))}
          errors={errorsOf(`names.${code}`)}
        />
      ))}
      {isContainer ? (
        <TextField
          label={t('catalog.tileIcon')}
          hint={t('catalog.iconHint')}
          type="url"
          maxLength={500}
          value={iconUrl}
          onChange={(event) => setIconUrl(event.target.value)}
          errors={errorsOf('iconUrl')}
        />
      ) : null}
      <TextField
        label={t('catalog.classify')}
        hint={t('catalog.classifyHint')}
        maxLength={250}
        value={tags}
        onChange={(event) => setTags(event.target.value)}
        errors={errorsOf('classify')}
      />
      <SortField value={sort} onChange={setSort} errors={errorsOf('sort')} />
      <CheckboxField
        appearance="switch"
        label={t('catalog.hot')}
        hint={t('catalog.hotHint')}
        checked={isHot}
        onCheckedChange={setIsHot}
      />
      <AvailabilityFields
        isEnabled={isEnabled}
        onEnabledChange={setIsEnabled}
        isMaintenance={isMaintenance}
        onMaintenanceChange={setIsMaintenance}
      />
      {update.isError ? <AlertMessage message={errorMessage(update.error)} /> : null}
    </form>
  );
}
