/**
 * Forms of the React apps: react-hook-form checked by the contract's zod schemas (`schemaResolver`,
 * `withChecks`), one submit flow (`useFormSubmit`) that places the server's error envelope on the
 * form's fields, and the problem each field error carries (`readFieldError`).
 */
export { bindClearing } from './bind-clearing.ts';
export { FormOutcome, type FormOutcomeProps } from './form-outcome.tsx';
export { fieldErrorTexts } from './field-error-text.ts';
export {
  problemMessage,
  problemOfIssue,
  readFieldError,
  type FieldProblem,
  type SchemaIssue,
} from './field-problem.ts';
export { schemaResolver, textValues, withChecks, withRequest, type FormSchema } from './schema-resolver.ts';
export { placeServerError, type FieldsOfCode, type PlacedServerError } from './server-error.ts';
export { useFormSubmit, type FormSubmit, type FormSubmitOptions } from './use-form-submit.ts';
