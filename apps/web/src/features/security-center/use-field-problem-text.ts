import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '@ficha/ui/forms';
import { fieldProblemText } from './field-problems.ts';

/** The translated text of a field problem, or null when the field has none. */
export function useFieldProblemText(): (problem: FieldProblem | undefined) => string | null {
  const { t } = useTranslation('member');
  return useCallback(
    (problem: FieldProblem | undefined) => {
      if (!problem) return null;
      const { key, params } = fieldProblemText(problem);
      return t(key, params);
    },
    [t],
  );
}
