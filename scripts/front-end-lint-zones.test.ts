import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The front-end lint zones of decision 0030, checked through the repository's own eslint.config.js: a
 * deliberate crossing fails lint, and the same import from a place the zones allow passes.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The rules that fired when `code` is linted as the file `filePath` (from the repository root). */
async function firedRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const zoneRule = 'import-x/no-restricted-paths';

// Each case follows the imports of the real source files (no-cycle walks the whole graph): allow it time.
describe('front-end lint zones', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature of the player site, and allows it from an area', async () => {
    const code =
      "import { useDepositSettings } from '../deposit/queries.ts';\nexport const settings = useDepositSettings;\n";
    expect(await firedRules(code, 'apps/web/src/features/lobby/crossing.ts')).toContain(zoneRule);

    const fromArea = code.replace('../deposit/', '../../features/deposit/');
    expect(await firedRules(fromArea, 'apps/web/src/areas/player/crossing.ts')).toEqual([]);
    const fromInside = code.replace('../deposit/', './');
    expect(await firedRules(fromInside, 'apps/web/src/features/deposit/crossing.ts')).toEqual([]);
  });

  it('refuses a console feature importing another feature, and allows the shared piece from lib/', async () => {
    const crossing =
      "import { useReconciliation } from '../providers/queries.ts';\nexport const hook = useReconciliation;\n";
    expect(await firedRules(crossing, 'apps/console/src/features/catalog/crossing.ts')).toContain(zoneRule);

    const shared =
      "import { useProviderList } from '../../lib/provider-list.ts';\nexport const hook = useProviderList;\n";
    expect(await firedRules(shared, 'apps/console/src/features/catalog/crossing.ts')).toEqual([]);
  });

  it('refuses areas/ and features/ importing app/, and allows it inside app/', async () => {
    const code = "import { createAppRouter } from '../../app/router.tsx';\nexport const router = createAppRouter;\n";
    expect(await firedRules(code, 'apps/web/src/areas/player/crossing.ts')).toContain(zoneRule);
    expect(await firedRules(code, 'apps/web/src/features/lobby/crossing.ts')).toContain(zoneRule);
    const consoleCode = "import { router } from '../../app/router.tsx';\nexport const appRouter = router;\n";
    expect(await firedRules(consoleCode, 'apps/console/src/features/members/crossing.ts')).toContain(zoneRule);

    const inside = code.replace('../../app/', './');
    expect(await firedRules(inside, 'apps/web/src/app/crossing.ts')).toEqual([]);
  });

  it('refuses a game page component importing app/ or another game, and allows lib/ and games/shared', async () => {
    const shell = "import { PlayPage } from '../../app/play-page.tsx';\nexport const page = PlayPage;\n";
    expect(await firedRules(shell, 'apps/games/web/src/games/dice/crossing.ts')).toContain(zoneRule);
    const otherGame = "import { KenoGrid } from '../keno/keno-grid.tsx';\nexport const grid = KenoGrid;\n";
    expect(await firedRules(otherGame, 'apps/games/web/src/games/dice/crossing.ts')).toContain(zoneRule);

    const allowed =
      "import { useGame } from '../../lib/game-context.tsx';\nimport { useRound } from '../shared/use-round.ts';\n" +
      'export const hooks = [useGame, useRound];\n';
    expect(await firedRules(allowed, 'apps/games/web/src/games/dice/crossing.ts')).toEqual([]);
  });

  it('refuses an import cycle, and allows the same import where it closes none', async () => {
    // lib/use-session.ts imports lib/member-queries.ts: member-queries importing use-session closes a cycle.
    const code = "import { useSession } from './use-session.ts';\nexport const hook = useSession;\n";
    expect(await firedRules(code, 'apps/web/src/lib/member-queries.ts')).toContain('import-x/no-cycle');
    expect(await firedRules(code, 'apps/web/src/lib/crossing.ts')).toEqual([]);
  });
});
