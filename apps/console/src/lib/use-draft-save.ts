import { useState, type FormEvent } from 'react';
import type { SaveState } from '../ui/save-bar.tsx';

/** The part of a TanStack mutation that saves a form's changes. */
export interface DraftSaveMutation<TPatch> {
  isPending: boolean;
  isSuccess: boolean;
  reset: () => void;
  mutate: (patch: TPatch, options: { onSuccess: () => void }) => void;
}

export interface DraftSubmit<TPatch> {
  /** The draft passes the form's own checks. */
  isValid: boolean;
  /** The draft differs from the saved values. */
  isDirty: boolean;
  /** Only what changed; built when the save goes out. */
  buildPatch: () => TPatch;
}

/**
 * The edits of a settings form over its saved values and where their save stands: Save sends only what
 * changed, with nothing changed there is no call and the status says so, and Discard drops every edit.
 */
export function useDraftSave<TEdits extends object, TPatch>(update: DraftSaveMutation<TPatch>, noEdits: TEdits) {
  const [edits, setEdits] = useState<TEdits>(noEdits);
  const [isNothingToSave, setIsNothingToSave] = useState(false);
  const [hasTriedInvalid, setHasTriedInvalid] = useState(false);

  return {
    edits,
    /** Applies an edit. A new edit makes "Changes saved" stale; errors stay until the next save so they can be fixed. */
    edit: (change: (current: TEdits) => TEdits) => {
      if (update.isSuccess) update.reset();
      setIsNothingToSave(false);
      setEdits(change);
    },
    handleSubmit: (event: FormEvent<HTMLFormElement>, { isValid, isDirty, buildPatch }: DraftSubmit<TPatch>) => {
      event.preventDefault();
      if (update.isPending) return;
      if (!isValid) {
        setHasTriedInvalid(true);
        return;
      }
      setHasTriedInvalid(false);
      // Only changed fields travel; with none there is no call, and the status says so.
      if (!isDirty) {
        if (!update.isSuccess) setIsNothingToSave(true);
        return;
      }
      update.mutate(buildPatch(), { onSuccess: () => setEdits(noEdits) });
    },
    handleDiscard: () => {
      update.reset();
      setIsNothingToSave(false);
      setHasTriedInvalid(false);
      setEdits(noEdits);
    },
    /** The SaveBar's state for a draft that is valid or not. */
    saveState: (isValid: boolean): SaveState =>
      update.isPending
        ? 'saving'
        : hasTriedInvalid && !isValid
          ? 'invalid'
          : update.isSuccess
            ? 'saved'
            : isNothingToSave
              ? 'nothingToSave'
              : 'idle',
  };
}
