import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const here = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true });
const folders = (dir) =>
  here(dir)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const WEB = 'packages/web/src';
const MODULES = 'packages/server/src/modules';

/** The web app is a stack — main → app → admin → features → components → lib — with no arrow back up. */
const LAYER_ZONES = [
  {
    target: `${WEB}/admin/**`,
    from: `${WEB}/app/**`,
    message: 'The back office does not import the app shell.',
  },
  {
    target: `${WEB}/features/**`,
    from: [`${WEB}/app/**`, `${WEB}/admin/**`],
    message: 'Features sit below app/ and admin/: move what both need into lib/ or components/.',
  },
  {
    target: [`${WEB}/components/**`, `${WEB}/lib/**`],
    from: [`${WEB}/app/**`, `${WEB}/admin/**`, `${WEB}/features/**`],
    message: 'components/ and lib/ are generic: they import no feature, app or back-office code.',
  },
  {
    target: 'packages/shared/src/**',
    from: ['packages/server/**', 'packages/web/**'],
    message: 'The shared package depends on zod only.',
  },
];

/** A server module's repo is its own: other modules go through its services or public doors. */
const REPO_ZONES = folders(`./${MODULES}`).map((module) => ({
  target: `${MODULES}/${module}/**`,
  from: `${MODULES}/*/*.repo.ts`,
  except: [`**/modules/${module}/*.repo.ts`],
  message: "Another module's repo is private: use its service or public door.",
}));

/**
 * A feature's public files are those at its top level (pages and the parts it offers others), its api/
 * folder (its data) and its first-view/ folder (the parts of a customer's first page, which the frame and
 * other features place); its other folders (components/, hooks/, lib/) are its own.
 */
const FEATURE_ZONES = folders(`./${WEB}/features`).map((feature) => ({
  target: `${WEB}/features/${feature}/**`,
  from: `${WEB}/features/*/*/**`,
  except: [`**/features/${feature}/**`, '**/features/*/api/**', '**/features/*/first-view/**'],
  message: "Another feature's inner folders are private: use its top-level files, api/ or first-view/.",
}));

const TESTS = ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'e2e/**', 'bench/**', 'packages/*/src/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'packages/server/src/db/migrations/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  // Type-checked rules: what a type can tell (floating promises, unsafe any, needless assertions).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read answer bodies as loose JSON (`body(res).x`): `any` there is the point, not a leak.
    files: TESTS,
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The shape of the code: no import cycles, and each layer imports only what it may.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...REPO_ZONES, ...FEATURE_ZONES] }],
    },
  },
  {
    // Test harnesses may reach into another feature's parts to render it; the layers still hold.
    files: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/src/test/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...REPO_ZONES] }] },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // process.env is read in one place only, so configuration stays visible.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/config/env.ts', '**/*.test.ts', 'packages/server/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config/env.ts' },
      ],
    },
  },
  {
    // Root config files belong to no tsconfig: checked without types.
    files: ['**/*.{js,mjs,cjs}', 'vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
