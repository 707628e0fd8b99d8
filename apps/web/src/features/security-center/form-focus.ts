/** After a failed submit, moves focus to the first field marked invalid once the page shows the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/** After a code was sent, the next step is typing it: focus the form's `verificationCode` input. */
export function focusCodeInput(form: HTMLFormElement | null): void {
  const input = form?.elements.namedItem('verificationCode');
  if (input instanceof HTMLInputElement) input.focus();
}
