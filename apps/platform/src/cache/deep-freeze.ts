/**
 * Freezes a value and everything it holds (plain objects and arrays), for answers cached and shared by many
 * requests: no reader can change what the next one gets, and the HTTP layer checks a frozen answer against
 * its contract only once.
 */
export function deepFreeze<T>(value: T): Readonly<T> {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
