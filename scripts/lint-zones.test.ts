import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server lint zones of eslint.config.js (decision 0027) fail on a deliberate crossing: the same text is
 * linted in memory at a path where it crosses a zone and at one where it doesn't.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problemsOf(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('server lint zones', () => {
  const readsMembersTable = [
    "import { findUsernames } from '../members/members.queries.ts';",
    '',
    'export const usernamesOf = findUsernames;',
    '',
  ].join('\n');

  it("refuses another module's queries file and accepts it inside its own module", async () => {
    expect(await problemsOf(readsMembersTable, 'apps/platform/src/modules/transfers/upline-names.ts')).toEqual([
      {
        rule: 'ficha/queries-stay-in-module',
        message:
          "members.queries.ts is private to apps/platform/src/modules/members: import that module's service instead.",
      },
    ]);
    expect(await problemsOf(readsMembersTable, 'apps/platform/src/modules/members/upline-names.ts')).toEqual([]);
  });

  const usesLedgerService = [
    "import { createLedgerService } from './ledger.service.ts';",
    '',
    'export const ledgerOf = createLedgerService;',
    '',
  ].join('\n');

  it('refuses an import that closes a cycle and accepts the same import where none closes', async () => {
    // ledger.service.ts imports ledger.queries.ts: the queries file importing the service back is a cycle.
    expect(await problemsOf(usesLedgerService, 'apps/platform/src/modules/ledger/ledger.queries.ts')).toEqual([
      { rule: 'import-x/no-cycle', message: 'Dependency cycle detected' },
    ]);
    expect(await problemsOf(usesLedgerService, 'apps/platform/src/modules/ledger/ledger-report.ts')).toEqual([]);
  });

  it('follows cycles through a workspace package name', async () => {
    // The package entry (apps/platform/src/index.ts) re-exports the seed, so the seed may not import the package.
    const code = "import { loadConfig } from '@ficha/platform';\n\nexport const configOf = loadConfig;\n";
    expect(await problemsOf(code, 'apps/platform/src/seed/seed-demo.ts')).toEqual([
      { rule: 'import-x/no-cycle', message: 'Dependency cycle detected' },
    ]);
    expect(await problemsOf(code, 'apps/platform/test/config-of.ts')).toEqual([]);
  });
});
