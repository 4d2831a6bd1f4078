// Type-aware lint for the whole workspace. Boundaries: contracts imports neither client nor
// server; the client never imports the server; a client feature never imports another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import path from 'node:path';

/** A feature never imports another feature (bulletproof-react): features/X may not reach features/Y. */
const featureBoundary = {
  meta: { type: 'problem', messages: { cross: 'a feature never imports another feature ({{from}} imports {{to}})' }, schema: [] },
  create(context) {
    const own = /client\/src\/features\/([^/]+)\//.exec(context.filename)?.[1];
    if (!own) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = /client\/src\/features\/([^/]+)(?:\/|$)/.exec(path.resolve(path.dirname(context.filename), spec))?.[1];
      if (target && target !== own) context.report({ node, messageId: 'cross', data: { from: own, to: target } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'contracts/openapi.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '@betsite/server*', '**/client/**', '@betsite/client*'], message: 'contracts imports neither client nor server' },
      ]),
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '@betsite/server*'], message: 'the client talks to the server only through contracts' },
      ]),
    },
  },
  {
    files: ['client/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries: { rules: { 'feature-boundary': featureBoundary } } },
    rules: { 'boundaries/feature-boundary': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/client/**', '@betsite/client*'], message: 'the server never imports the client' }]),
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
