// ESLint flat config for the whole monorepo.
// Type-aware rules (no-floating-promises, effector's rules) use the TypeScript project service.
// Dependencies flow one way (docs/architecture.md): the restricted-import blocks below enforce it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import effector from 'eslint-plugin-effector';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = ['node:*', 'fs', 'path', 'http', 'https', 'os', 'crypto', 'child_process', 'url', 'stream'];

/** @param {string[]} patterns @param {string} message */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '**/.e2e-build-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', '*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['domain/src/**/*.ts', 'web/app/**/*.{ts,tsx}'],
    ...effector.flatConfigs.recommended,
  },
  {
    files: ['domain/src/**/*.ts', 'web/app/**/*.{ts,tsx}'],
    ...effector.flatConfigs.scope,
  },
  {
    files: ['domain/src/**/*.ts', 'web/app/**/*.{ts,tsx}'],
    ...effector.flatConfigs.patronum,
  },
  {
    files: ['web/app/**/*.tsx'],
    ...effector.flatConfigs.react,
  },
  {
    files: ['web/app/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: { ...jsxA11y.flatConfigs.strict.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['web/app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['domain/src/**/*.ts'],
    ignores: ['domain/src/**/*.test.ts'],
    rules: restrict(
      ['react', 'react-*', 'react/*', '@etalage/*', ...nodeBuiltins],
      'domain is pure TypeScript: effector, patronum, io-ts and fp-ts only.',
    ),
  },
  {
    files: ['fixtures/src/**/*.ts'],
    rules: restrict(['@etalage/mock-api', '@etalage/web', '@etalage/e2e', 'react'], 'fixtures imports only domain.'),
  },
  {
    files: ['mock-api/**/*.ts'],
    rules: restrict(['@etalage/web', '@etalage/e2e', 'react'], 'mock-api imports only domain and fixtures.'),
  },
  {
    files: ['web/app/**/*.{ts,tsx}'],
    rules: restrict(
      ['@etalage/mock-api', '@etalage/fixtures', '@etalage/e2e'],
      'web imports only domain; test data comes through the API.',
    ),
  },
  {
    files: ['e2e/**/*.ts'],
    rules: restrict(
      ['@etalage/domain', '@etalage/domain/*', '@etalage/web', '@etalage/mock-api'],
      'e2e talks to the running servers and imports only fixtures.',
    ),
  },
);
