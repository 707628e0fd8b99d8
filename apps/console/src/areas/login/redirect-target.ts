export const homePath = '/dashboard';

/**
 * Where to go after sign-in: the console page the operator was sent away from, else the dashboard (every role's
 * home: what needs attention first, decision 0067).
 * Only in-app paths are accepted, so a crafted history state can't send the operator elsewhere.
 */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return homePath;
  const from = state.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return homePath;
  if (from === '/login' || from.startsWith('/login?') || from === '/') return homePath;
  return from;
}
