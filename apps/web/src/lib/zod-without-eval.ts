import { z } from 'zod';

/*
 * The site's policy allows no `eval` (script-src 'self'). Zod compiles object parsers with `new Function` unless
 * told not to, and probes for it when an object schema is built — the contract builds them as its modules load —
 * which the browser reports as a policy violation even though zod catches the refusal. Imported first by
 * main.tsx, so it runs before any schema is built.
 */
z.config({ jitless: true });
