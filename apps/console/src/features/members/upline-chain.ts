/**
 * The member's uplines from the top of the tree down to the direct upline. The detail's `ancestors` is read
 * in whichever order it comes: when the direct upline stands first, the list is turned around.
 */
export function uplineChain(ancestors: readonly string[], upline: string | null): string[] {
  if (ancestors.length > 1 && upline !== null && ancestors[0] === upline && ancestors.at(-1) !== upline) {
    return [...ancestors].reverse();
  }
  return [...ancestors];
}
