import type { z } from 'zod';

/**
 * Parses process settings with a zod schema, once, at start. An empty variable counts as unset (so
 * `DATABASE_URL=` means "use the default"); a bad one stops the start with every problem listed.
 */
export function parseEnvironment<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.output<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
