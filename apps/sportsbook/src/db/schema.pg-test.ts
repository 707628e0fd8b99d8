import { readFile } from 'node:fs/promises';
import { freshSchemaDump } from '@ficha/server-kit';
import { describe, expect, it } from 'vitest';
import { migrateSportsbook } from './database.ts';

// Runs in the PostgreSQL pass only (vitest.config.ts picks up *.pg-test.ts when TEST_DATABASE_URL is set).
describe('the sportsbook schema snapshot (schema.sql)', () => {
  it('is what the migrations build: after changing them, run `npm run db:snapshot`', async () => {
    const snapshot = await readFile(new URL('./schema.sql', import.meta.url), 'utf8');
    expect(await freshSchemaDump('sportsbook', migrateSportsbook)).toBe(snapshot);
  });
});
