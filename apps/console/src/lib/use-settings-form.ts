import type { FieldError } from '@ficha/contract';
import { useState, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { SaveBarProps, SaveState } from '../ui/save-bar.tsx';
import { useErrorMessage } from './use-error-message.ts';

/** The part of a TanStack mutation that saves a settings form's changes. */
export interface SettingsSaveMutation<TPatch> {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
  mutate: (patch: TPatch, options: { onSuccess: () => void }) => void;
}

export interface SettingsFormOptions<TValues extends FieldValues, TPatch> {
  /** The saved settings as the form's values; a field the operator has not touched follows them. */
  saved: TValues;
  update: SettingsSaveMutation<TPatch>;
  /** The values pass the form's own checks. */
  isValid: (values: TValues) => boolean;
  /** The values differ from the saved settings (as the server would read them, not as typed). */
  isChanged: (values: TValues) => boolean;
  /** Only what changed; built when the save goes out. */
  buildPatch: (values: TValues) => TPatch;
}

/**
 * A settings form over its saved values, in react-hook-form, and where its save stands: Save sends only
 * what changed, with nothing changed there is no call and the status says so, and Discard drops every edit.
 */
export function useSettingsForm<TValues extends FieldValues, TPatch>({
  saved,
  update,
  isValid,
  isChanged,
  buildPatch,
}: SettingsFormOptions<TValues, TPatch>) {
  const { errorMessage, fieldMessage } = useErrorMessage();
  // `values` follows the saved settings; the fields the operator edited keep their edits.
  const form = useForm<TValues>({ values: saved, resetOptions: { keepDirtyValues: true } });
  const values = useWatch({ control: form.control }) as TValues;
  const [isNothingToSave, setIsNothingToSave] = useState(false);
  const [hasTriedInvalid, setHasTriedInvalid] = useState(false);
  const valid = isValid(values);
  const isDirty = isChanged(values);

  // A new edit makes "Changes saved" stale; errors stay until the next save so they can be fixed.
  const onEdit = () => {
    if (update.isSuccess) update.reset();
    setIsNothingToSave(false);
  };

  // Back to the saved values: the edits go too (`reset` would keep them, as `resetOptions` says).
  const dropEdits = () => form.reset(undefined, { keepDirtyValues: false });

  const send = (sent: TValues) => {
    if (!isValid(sent)) {
      setHasTriedInvalid(true);
      return;
    }
    setHasTriedInvalid(false);
    // Only changed fields travel; with none there is no call, and the status says so.
    if (!isChanged(sent)) {
      if (!update.isSuccess) setIsNothingToSave(true);
      return;
    }
    update.mutate(buildPatch(sent), { onSuccess: dropEdits });
  };

  const handleDiscard = () => {
    update.reset();
    setIsNothingToSave(false);
    setHasTriedInvalid(false);
    dropEdits();
  };

  const saveState: SaveState = update.isPending
    ? 'saving'
    : hasTriedInvalid && !valid
      ? 'invalid'
      : update.isSuccess
        ? 'saved'
        : isNothingToSave
          ? 'nothingToSave'
          : 'idle';

  return {
    form,
    /** The values on screen. */
    values,
    isValid: valid,
    isDirty,
    /** An input's binding (text inputs). */
    bind: <Name extends Path<TValues>>(name: Name): UseFormRegisterReturn<Name> =>
      form.register(name, { onChange: onEdit }),
    /** Sets a value from a control that reports values (a switch, a select). */
    set: <Name extends Path<TValues>>(name: Name, value: PathValue<TValues, Name>) => {
      onEdit();
      form.setValue(name, value, { shouldDirty: true });
    },
    /** The form's `onSubmit`. */
    handleSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (update.isPending) return;
      void form.handleSubmit(send)();
    },
    /** The SaveBar's props; `otherErrors` are the failing fields that belong to no control of the form. */
    saveBarProps: (otherErrors: readonly FieldError[]): SaveBarProps => ({
      state: saveState,
      isDirty,
      onDiscard: handleDiscard,
      errorMessage: update.isError ? errorMessage(update.error) : null,
      errorDetails: otherErrors.map((fieldError) => `${fieldError.field}: ${fieldMessage(fieldError)}`),
    }),
  };
}
