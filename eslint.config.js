import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/** Imports flow one way (ARCHITECTURE.md, rule 2); these zones enforce it. */
const restrictedPaths = [
  // Pure packages never reach into apps.
  { target: './packages', from: './apps' },
  // The domain has no knowledge of HTTP shapes.
  { target: './packages/domain', from: './packages/contract' },
  // Server layers: routes → services → db/adapters → packages.
  { target: './apps/server/src/db', from: './apps/server/src/services' },
  { target: './apps/server/src/db', from: './apps/server/src/routes' },
  { target: './apps/server/src/services', from: './apps/server/src/routes' },
  { target: './apps/server/src/adapters', from: './apps/server/src/services' },
  { target: './apps/server/src/adapters', from: './apps/server/src/routes' },
  // Web layers: app → features → shared → packages.
  { target: './apps/web/src/shared', from: './apps/web/src/features' },
  { target: './apps/web/src/shared', from: './apps/web/src/app' },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  // The web app and the server never import each other.
  { target: './apps/web', from: './apps/server' },
  { target: './apps/server', from: './apps/web' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'bench/results/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: restrictedPaths }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The domain does no I/O.' },
        { name: 'process', message: 'Configuration is an argument.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time is an argument in the domain.' },
        { object: 'Math', property: 'random', message: 'Randomness is an argument in the domain.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
