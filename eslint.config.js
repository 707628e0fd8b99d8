// @ts-check
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import rules of docs ARCHITECTURE.md, enforced: a crossing fails lint.
 * @param {string[]} groups package names or path fragments the files may not import
 * @param {string} message
 */
const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** @param {string} dir a folder of the repository @returns {string[]} its sub-folders */
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The front-end zones of decision 0030, for import-x/no-restricted-paths (paths from the repository root).
 * web and console: a feature imports no other feature; features/, ui/ and lib/ never import areas/ or app/;
 * ui/ and lib/ import no feature. Game pages: only app/ (and main.tsx) import app/; a game imports no other game
 * (games/shared is for all of them); ui/ and lib/ import no page code.
 */
function frontEndZones() {
  /** @type {{ target: string | string[], from: string, except?: string[], message: string }[]} */
  const zones = [];
  for (const app of ['apps/web/src', 'apps/console/src']) {
    for (const feature of folders(`${app}/features`)) {
      zones.push({
        target: `${app}/features/${feature}`,
        from: `${app}/features`,
        except: [`./${feature}`],
        message: ' Features do not import each other: move the shared piece to lib/, ui/ or packages/ui.',
      });
    }
    for (const layer of ['areas', 'features', 'ui', 'lib']) {
      zones.push({ target: `${app}/${layer}`, from: `${app}/app`, message: ` ${layer}/ never imports app/.` });
    }
    for (const layer of ['features', 'ui', 'lib']) {
      zones.push({ target: `${app}/${layer}`, from: `${app}/areas`, message: ` ${layer}/ never imports areas/.` });
    }
    zones.push({
      target: [`${app}/ui`, `${app}/lib`],
      from: `${app}/features`,
      message: ' ui/ and lib/ import no feature.',
    });
  }
  const pages = 'apps/games/web/src';
  for (const layer of folders(pages).filter((name) => name !== 'app')) {
    zones.push({ target: `${pages}/${layer}`, from: `${pages}/app`, message: ` ${layer}/ never imports app/.` });
  }
  for (const game of folders(`${pages}/games`).filter((name) => name !== 'shared')) {
    zones.push({
      target: `${pages}/games/${game}`,
      from: `${pages}/games`,
      except: [`./${game}`, './shared'],
      message: ' A game imports no other game: shared pieces go to games/shared, ui/ or lib/.',
    });
  }
  for (const layer of ['games', 'fairness', 'replay', 'verify']) {
    zones.push({
      target: [`${pages}/ui`, `${pages}/lib`],
      from: `${pages}/${layer}`,
      message: ' ui/ and lib/ import no page code.',
    });
  }
  return zones;
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use z.enum or as const, not enum.' },
      ],
    },
  },
  {
    files: ['packages/contract/**', 'packages/engines/**'],
    rules: forbid(['@ficha/*', '**/apps/**', '**/packages/**'], 'contract and engines import nothing of ours.'),
  },
  {
    files: ['packages/server-kit/**'],
    rules: forbid(
      ['@ficha/*', '!@ficha/contract', '!@ficha/contract/*', '**/apps/**', '**/packages/**'],
      'server-kit imports nothing of ours but @ficha/contract.',
    ),
  },
  {
    // The shared React foundations: used by the front ends, they know none of them.
    files: ['packages/ui/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        ['@ficha/*', '!@ficha/contract', '@ficha/contract/server', '**/apps/**'],
        'packages/ui imports only @ficha/contract (money) of ours, never an app.',
      ),
    },
  },
  {
    files: ['apps/platform/**'],
    rules: forbid(
      [
        '@ficha/games',
        '@ficha/games/*',
        '@ficha/lottery',
        '@ficha/lottery/*',
        '@ficha/engines',
        '@ficha/web',
        '@ficha/console',
        '**/apps/games/**',
        '**/apps/web/**',
        '**/apps/console/**',
        '**/packages/**',
      ],
      'platform reaches other pieces only through @ficha/contract and HTTP.',
    ),
  },
  {
    files: ['apps/payment-simulator/**'],
    rules: forbid(
      ['@ficha/platform', '@ficha/platform/*', '@ficha/games', '@ficha/web', '@ficha/console', '**/apps/platform/**'],
      'the payment simulator plays an outside gateway: it talks to the platform only over HTTP.',
    ),
  },
  {
    files: ['apps/games/**'],
    rules: forbid(
      [
        '@ficha/platform',
        '@ficha/platform/*',
        '@ficha/web',
        '@ficha/console',
        '**/apps/platform/**',
        '**/apps/web/**',
        '**/apps/console/**',
        '**/packages/**',
      ],
      'games reaches the platform only through @ficha/contract and HTTP.',
    ),
  },
  {
    // Our lottery provider (decision 0056) is built like the game server: the platform and the other apps only
    // over HTTP; what it shares with the game server lives in @ficha/provider-kit.
    files: ['apps/lottery/**'],
    rules: forbid(
      [
        '@ficha/platform',
        '@ficha/platform/*',
        '@ficha/games',
        '@ficha/games/*',
        '@ficha/web',
        '@ficha/console',
        '**/apps/platform/src/**',
        '**/apps/games/**',
        '**/apps/web/**',
        '**/apps/console/**',
        '**/packages/**',
      ],
      'the lottery reaches the platform only through @ficha/contract and HTTP (its tests through apps/platform/test).',
    ),
  },
  {
    // The sportsbook is a provider like the game server: the platform only through @ficha/contract and HTTP; its
    // integration tests start the real platform through apps/platform/test (decision 0057).
    files: ['apps/sportsbook/**'],
    ignores: ['apps/sportsbook/test/**'],
    rules: forbid(
      [
        '@ficha/platform',
        '@ficha/platform/*',
        '@ficha/games',
        '@ficha/web',
        '@ficha/console',
        '**/apps/platform/**',
        '**/apps/games/**',
        '**/apps/web/**',
        '**/apps/console/**',
        '**/packages/**',
      ],
      'the sportsbook reaches the platform only through @ficha/contract and HTTP.',
    ),
  },
  {
    files: ['apps/sportsbook/test/**'],
    rules: forbid(
      [
        '@ficha/platform',
        '@ficha/platform/*',
        '@ficha/games',
        '@ficha/web',
        '@ficha/console',
        '**/apps/platform/src/**',
        '**/apps/games/**',
        '**/apps/web/**',
        '**/apps/console/**',
        '**/packages/**',
      ],
      'sportsbook tests reach the platform through apps/platform/test and HTTP only.',
    ),
  },
  {
    // The game pages run in the player's browser: they call the game server only through the contract
    // client, and may import the engines (pure code) to draw and verify outcomes.
    files: ['apps/games/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        [
          '@ficha/platform',
          '@ficha/platform/*',
          '@ficha/games',
          '@ficha/contract/server',
          '@ficha/server-kit',
          '@ficha/web',
          '@ficha/console',
          '**/apps/**/src/**',
          '**/packages/**',
        ],
        'the game pages call the game server only through the contract client.',
      ),
    },
  },
  {
    // The lottery's betting page runs in the player's browser: it calls the lottery only through the contract
    // client and reads the engines' bet rules (pure code).
    files: ['apps/lottery/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        [
          '@ficha/platform',
          '@ficha/platform/*',
          '@ficha/games',
          '@ficha/lottery',
          '@ficha/contract/server',
          '@ficha/server-kit',
          '@ficha/provider-kit',
          '@ficha/web',
          '@ficha/console',
          '**/apps/**/src/**',
          '**/packages/**',
        ],
        'the betting page calls the lottery only through the contract client.',
      ),
    },
  },
  {
    // The game server's integration tests start the real platform in-process through its test kit.
    files: ['apps/games/test/**'],
    rules: forbid(
      [
        '@ficha/platform',
        '@ficha/platform/*',
        '@ficha/web',
        '@ficha/console',
        '**/apps/platform/src/**',
        '**/apps/web/**',
        '**/apps/console/**',
        '**/packages/**',
      ],
      'game-server tests reach the platform through apps/platform/test and HTTP only.',
    ),
  },
  {
    files: ['apps/web/**', 'apps/console/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        [
          '@ficha/platform',
          '@ficha/games',
          '@ficha/contract/server',
          '@ficha/server-kit',
          '@ficha/engines',
          '**/apps/platform/**',
          '**/apps/games/**',
          '**/packages/**',
        ],
        'front ends call the API only through the contract client.',
      ),
    },
  },
  {
    files: ['apps/console/**'],
    rules: forbid(
      [
        '@ficha/platform',
        '@ficha/games',
        '@ficha/contract/server',
        '@ficha/server-kit',
        '**/apps/platform/**',
        '**/apps/games/**',
        '**/apps/web/**',
        '**/packages/**',
      ],
      'the console calls the API only through the contract client (it may import @ficha/engines for paytables).',
    ),
  },
  {
    files: ['apps/web/**'],
    rules: forbid(
      [
        '@ficha/platform',
        '@ficha/games',
        '@ficha/contract/server',
        '@ficha/server-kit',
        '@ficha/engines',
        '**/apps/**/src/**',
        '**/packages/**',
      ],
      'the player site calls the API only through the contract client.',
    ),
  },
  {
    // Server zones (issue 22 point 4, decision 0027). A module's `*.queries.ts` is imported only from inside that
    // module (the folder under `modules/`, or the queries file's own folder elsewhere): other modules go through
    // its service. And no import cycles in server code and packages (`import type` doesn't count).
    files: [
      'apps/platform/**/*.ts',
      'apps/games/src/**/*.ts',
      'apps/games/test/**/*.ts',
      'apps/lottery/src/**/*.ts',
      'apps/lottery/test/**/*.ts',
      'apps/payment-simulator/**/*.ts',
      'apps/sportsbook/**/*.ts',
      'packages/*/src/**/*.ts',
    ],
    plugins: {
      'import-x': importX,
      ficha: {
        rules: {
          'queries-stay-in-module': {
            meta: {
              type: 'problem',
              messages: { crossing: "{{file}} is private to {{home}}: import that module's service instead." },
            },
            create(context) {
              const moduleOf = (/** @type {string} */ file) =>
                /^(.*[/\\]modules[/\\][^/\\]+)[/\\]/.exec(file)?.[1] ?? path.dirname(file);
              /** @param {{ source?: { value?: unknown } | null }} node */
              const check = (node) => {
                const source = node.source?.value;
                if (typeof source !== 'string' || !/\.queries(\.[cm]?[jt]s)?$/.test(source)) return;
                const target = source.startsWith('.') ? path.resolve(path.dirname(context.filename), source) : source;
                const home = moduleOf(target);
                if (source.startsWith('.') && context.filename.startsWith(home + path.sep)) return;
                context.report({
                  node: node.source,
                  messageId: 'crossing',
                  data: { file: path.basename(source), home: path.relative(context.cwd, home) },
                });
              };
              return {
                ImportDeclaration: check,
                ExportNamedDeclaration: check,
                ExportAllDeclaration: check,
                ImportExpression: check,
              };
            },
          },
        },
      },
    },
    settings: {
      // Only our TypeScript is followed for cycles; packages in node_modules are external.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'ficha/queries-stay-in-module': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Front-end boundaries (decision 0030): in each React app, app/ composes areas/, areas/ compose features/,
  // features/ use ui/ and lib/, and nothing imports upward, sideways between features, or in a cycle.
  {
    files: ['apps/web/src/**', 'apps/console/src/**', 'apps/games/web/src/**', 'packages/ui/src/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.json'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: frontEndZones() }],
    },
  },
);
