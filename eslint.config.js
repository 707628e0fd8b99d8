// @ts-check
import js from '@eslint/js';
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
        '@ficha/engines',
        '**/apps/**/src/**',
        '**/packages/**',
      ],
      'the player site calls the API only through the contract client.',
    ),
  },
);
