// ESLint flat config for the whole monorepo.
// Effector's type-aware rules use the TypeScript project service; the promise rules (no-floating-promises,
// no-misused-promises) run in oxlint's type-aware mode over every file (.oxlintrc.json,
// docs/decisions/promise-rules-in-oxlint.md).
// Dependencies flow one way (docs/architecture.md "Package boundaries"): the restricted-import blocks below
// enforce it between packages and, inside `domain` and `web`, between folders.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import effector from 'eslint-plugin-effector';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The models and the components that use them: Effector's rules, which read types, lint these. */
const effectorFiles = ['domain/src/**/*.ts', 'web/app/**/*.{ts,tsx}'];

const nodeBuiltins = ['node:*', 'fs', 'path', 'http', 'https', 'os', 'crypto', 'child_process', 'url', 'stream'];

/** @typedef {{ group: string[], message: string, importNames?: string[] } | { regex: string, message: string }} Group */
/** @param {string[]} group @param {string} message @returns {Group} */
const forbid = (group, message) => ({ group, message });
/**
 * One `no-restricted-imports` setting from several groups. A later config block replaces the rule's options
 * of an earlier one, so a folder's block repeats its package's group.
 * @param {...Group} groups
 */
const restrict = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: groups }] });

// Packages.
const domainPackage = forbid(
  ['react', 'react-*', 'react/*', '@etalage/*', ...nodeBuiltins],
  'domain is pure TypeScript: effector, patronum, io-ts and fp-ts only.',
);
const webPackage = forbid(
  ['@etalage/mock-api', '@etalage/fixtures', '@etalage/e2e'],
  'web imports only domain; test data comes through the API.',
);
/** @type {Group} */
const routerLink = {
  group: ['react-router'],
  importNames: ['Link'],
  message:
    "In-app links are web/app/components/link.tsx's Link (cheaper to render and hydrate; it hands other links to React Router's).",
};
/** @type {Group} */
const effectorUseUnit = {
  group: ['effector-react'],
  importNames: ['useUnit'],
  message:
    "Components read units through web/app/effector/use-unit.ts's useUnit (effector-react's in the browser, a plain read in a server render).",
};

// Inside domain: the ground floor (shared, shell, i18n) imports no model; api collects each model's
// routes.ts, endpoints.ts and contract.ts; a model reaches another folder only through its index.ts, or a model's
// contract.ts for codecs (contracts form their own layer, under every model). A test checks that the
// folders, contracts aside, import each other without cycles (domain/src/test/boundaries.test.ts).
const groundFloor = ['shared', 'shell', 'i18n'];
const throughIndex = forbid(
  ['../*/*', '!../*/contract', '!../*/facts', '!../session/login'],
  "Import another domain folder through its index.ts ('../cart'), a model's contract.ts for codecs, its facts.ts for the events it announces, or the session's login flows (session/login.ts, an entry of its own).",
);
const notGroundFloor = `(?!(?:${groundFloor.join('|')})(?:/|$))`;
const groundFloorOnly = {
  regex: `^\\.\\./${notGroundFloor}`,
  message: 'The ground floor (shared, shell, i18n) imports no model, contract or api: models build on it.',
};
const apiLayer = {
  regex: `^\\.\\./${notGroundFloor}[^/]+(?:/(?!(?:contract|endpoints|routes)$)[^/]+)?$`,
  message: "api collects the models' routes.ts, endpoints.ts and contract.ts; it imports no model.",
};
/** Builders of test data (`cart/testing.ts`, `checkout/testing.ts`) serve the tests, which may reach anywhere. */
const testSupport = ['domain/src/**/*.test.ts', 'domain/src/**/testing.ts'];

// Inside web: routes and layouts compose features; a feature imports no other feature; components are the
// shared parts (page heading, breadcrumbs, quantity stepper, totals, the shop chrome) and import no feature.
const features = readdirSync(new URL('./web/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const componentsShared = forbid(
  ['~/features/*', '~/routes/*', '~/layouts/*', '../*'],
  'components are shared parts: they import no feature, route or layout.',
);
/** @param {string} feature */
const featureAlone = (feature) =>
  forbid(
    ['~/features/*', `!~/features/${feature}`, '~/routes/*', '~/layouts/*', '../*'],
    `Features do not import each other: move what ${feature} shares with another feature to web/app/components.`,
  );

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      'web/build-*/**',
      '**/.react-router/**',
      '**/test-results*/**',
      '**/playwright-report*/**',
      '**/coverage/**',
      '**/.qa-build-*/**',
      '**/.e2e-build-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Types only where Effector's rules need them: building the TypeScript programs is most of a typed lint's CPU.
  {
    files: effectorFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: effectorFiles,
    ...effector.flatConfigs.recommended,
  },
  {
    files: effectorFiles,
    ...effector.flatConfigs.scope,
  },
  {
    files: effectorFiles,
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
    rules: restrict(domainPackage),
  },
  {
    files: ['domain/src/*/*.ts'],
    ignores: testSupport,
    rules: restrict(domainPackage, throughIndex),
  },
  {
    files: groundFloor.map((folder) => `domain/src/${folder}/**/*.ts`),
    ignores: ['domain/src/**/*.test.ts'],
    rules: restrict(domainPackage, throughIndex, groundFloorOnly),
  },
  {
    files: ['domain/src/api/*.ts'],
    ignores: ['domain/src/**/*.test.ts'],
    rules: restrict(domainPackage, apiLayer, {
      ...throughIndex,
      group: [...throughIndex.group, '!../*/endpoints', '!../*/routes'],
    }),
  },
  {
    files: ['fixtures/src/**/*.ts'],
    rules: restrict(
      forbid(['@etalage/mock-api', '@etalage/web', '@etalage/e2e', 'react'], 'fixtures imports only domain.'),
    ),
  },
  {
    files: ['mock-api/**/*.ts'],
    rules: restrict(forbid(['@etalage/web', '@etalage/e2e', 'react'], 'mock-api imports only domain and fixtures.')),
  },
  {
    files: ['web/app/**/*.{ts,tsx}'],
    rules: restrict(webPackage, routerLink, effectorUseUnit),
  },
  {
    files: ['web/app/components/**/*.{ts,tsx}'],
    rules: restrict(webPackage, componentsShared, routerLink, effectorUseUnit),
  },
  ...features.map((feature) => ({
    files: [`web/app/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(webPackage, featureAlone(feature), routerLink, effectorUseUnit),
  })),
  // No import cycles inside the mock API's and the web app's sources (domain has its own test,
  // domain/src/test/boundaries.test.ts). A lazy import counts: its module must not import the importer back.
  {
    files: ['mock-api/src/**/*.ts', 'web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web/tsconfig.json', 'mock-api/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx'],
      // Not parsed: packages, and the workspace's domain and fixtures (which import neither of these two).
      'import-x/ignore': ['node_modules', '/(domain|fixtures)/src/'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: restrict(
      forbid(
        ['@etalage/domain', '@etalage/domain/*', '@etalage/web', '@etalage/mock-api'],
        'e2e talks to the running servers and imports only fixtures.',
      ),
    ),
  },
);
