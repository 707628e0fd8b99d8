// @ts-check
import path from 'node:path';
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
    files: ['apps/platform/**'],
    rules: forbid(
      [
        '@ficha/games',
        '@ficha/games/*',
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
      'apps/payment-simulator/**/*.ts',
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
  {
    // Until apps/games is rebuilt in the platform's layering, its round detail still reads crash.queries.ts.
    files: ['apps/games/**'],
    rules: { 'ficha/queries-stay-in-module': 'off' },
  },
);
