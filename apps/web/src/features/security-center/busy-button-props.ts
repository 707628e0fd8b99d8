/**
 * A button whose work is running: announced busy and marked unavailable, but not `disabled`, which
 * would drop keyboard focus to the page. Its handler ignores clicks meanwhile.
 */
export function busyButtonProps(isBusy: boolean) {
  return { 'aria-disabled': isBusy || undefined, 'aria-busy': isBusy || undefined };
}
