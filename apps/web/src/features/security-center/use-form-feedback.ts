import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/error-message.ts';
import {
  fieldProblemText,
  fieldProblemsOfError,
  fieldProblemsOfIssues,
  hasUnplacedProblems,
  type FieldProblem,
  type FieldProblems,
  type SchemaIssue,
} from './field-problems.ts';

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

interface Feedback {
  problems: FieldProblems;
  error: unknown;
}

const noFeedback: Feedback = { problems: {}, error: null };

/**
 * What a form shows after a failed attempt: problems beside the fields it shows (from the local schema
 * check or the server's `fields`), and otherwise one message for the whole form from the app's error hook.
 */
export function useFormFeedback(shownFields: readonly string[]) {
  const { t } = useTranslation('member');
  const errorMessage = useErrorMessage();
  const problemText = useFieldProblemText();
  const [feedback, setFeedback] = useState<Feedback>(noFeedback);

  const hasProblems = Object.keys(feedback.problems).length > 0;
  let formError: string | null = null;
  if (hasProblems && hasUnplacedProblems(feedback.problems, shownFields))
    formError = feedback.error === null ? t('field_error_invalid') : errorMessage(feedback.error);
  else if (!hasProblems && feedback.error !== null) formError = errorMessage(feedback.error);

  return {
    formError,
    fieldError: (field: string) => problemText(feedback.problems[field]),
    /** The input was refused before sending: the request schema's issues and any checks of the form's own. */
    showIssues: (issues: readonly SchemaIssue[], formProblems: FieldProblems = {}) =>
      setFeedback({ problems: { ...formProblems, ...fieldProblemsOfIssues(issues) }, error: null }),
    /** The call failed. */
    showError: (error: unknown) => setFeedback({ problems: fieldProblemsOfError(error), error }),
    /** The member edited a field: its old problem no longer applies. */
    clearField: (field: string) =>
      setFeedback((current) => {
        if (!current.problems[field]) return current;
        const { [field]: _cleared, ...problems } = current.problems;
        return { ...current, problems };
      }),
    clear: () => setFeedback(noFeedback),
  };
}
