/** A field's problems as a list: one message (react-hook-form's `error.message`), several (a server answer), or none. */
export function errorList(error: string | null | undefined, errors: readonly string[] = []): readonly string[] {
  return error ? [error, ...errors] : errors;
}
