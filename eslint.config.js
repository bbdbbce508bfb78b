import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Imports flow one way (ARCHITECTURE.md, rule 2); these zones enforce it. */
const restrictedPaths = [
  // Pure packages never reach into apps.
  { target: './packages', from: './apps' },
  // The domain has no knowledge of HTTP shapes.
  { target: './packages/domain', from: './packages/contract' },
  // Server layers: routes → services → db/adapters → packages.
  { target: './apps/server/src/routes', from: './apps/server/src/db' },
  // Services by area (ADR 0091): shared helpers know no area; wire mappers only shape data, calling no use case.
  { target: './apps/server/src/services/shared', from: './apps/server/src/services', except: ['./shared'] },
  ...['business', 'pricing', 'orders', 'delivery', 'reservations'].map((area) => ({
    target: `./apps/server/src/services/${area}/wire`,
    from: './apps/server/src/services',
    except: [
      './shared',
      './business/wire',
      './pricing/wire',
      './orders/wire',
      './delivery/wire',
      './reservations/wire',
    ],
  })),
  { target: './apps/server/src/db', from: './apps/server/src/services' },
  { target: './apps/server/src/db', from: './apps/server/src/routes' },
  { target: './apps/server/src/services', from: './apps/server/src/routes' },
  { target: './apps/server/src/adapters', from: './apps/server/src/services' },
  { target: './apps/server/src/adapters', from: './apps/server/src/routes' },
  // Web layers: app → features → entities → shared → packages (ADR 0090).
  { target: './apps/web/src/shared', from: './apps/web/src/features' },
  { target: './apps/web/src/shared', from: './apps/web/src/app' },
  { target: './apps/web/src/shared', from: './apps/web/src/entities' },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  { target: './apps/web/src/entities', from: './apps/web/src/features' },
  { target: './apps/web/src/entities', from: './apps/web/src/app' },
  // Features are peers: one never reaches into another's files; the pages in app/ compose them.
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to entities/ or shared/, or compose in app/.',
  })),
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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    // no-cycle reads the imported modules, so it must know they are TypeScript.
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
    },
  },
);
