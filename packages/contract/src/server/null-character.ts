/**
 * The field of a request's input whose text (a value or a key) holds a NUL character, or null when none does:
 * PostgreSQL text cannot store one, and no field of ours has a use for it. Walked with a stack, not recursion, so
 * a deeply nested input can't overflow it.
 */
export function fieldWithNullCharacter(input: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value: input, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || '(body)';
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}
