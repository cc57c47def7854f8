// One flat config for the whole monorepo. TypeScript files are linted with type information
// (floating promises and unsafe `any` matter in machines and adapters); React rules apply to JSX.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The workspace packages (package.json's workspaces): each reaches another only by its name. */
const PACKAGES = [
  'local-env',
  'shared-contracts',
  'web-kit',
  'shop-api',
  'host-shell',
  'mf-cart',
  'mf-checkout',
  'mf-account',
  'mf-sell',
  'storybook',
  'e2e',
];

/**
 * A relative import that climbs out of its package into another package's folder
 * (`../../../host-shell/config/…`): what a package uses of another is then missing from its
 * manifest, from the task graph and from the build cache's inputs. Import it by name
 * (`@refurb/local-env/config/runtime-config.json`), declared in package.json.
 */
const ACROSS_PACKAGES = {
  regex: `^(\\.\\./)+(${PACKAGES.join('|')})(/|$)`,
  message: 'Import another package by its name (@refurb/…), declared in package.json.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/storybook-static/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Journeys and the bench hand functions to page.evaluate: they run in the browser, as the
    // host's start script (host-shell/src/boot.js) does.
    files: [
      'e2e/**/*.{js,mjs}',
      'storybook/scripts/**/*.mjs',
      'bench/**/*.mjs',
      'host-shell/public/**/*.js',
      'host-shell/src/boot.js',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify route handlers and port implementations are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      reactHooks.configs.flat['recommended-latest'],
      jsxA11y.flatConfigs.recommended,
    ],
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: 'detect' } },
  },
  {
    // Storage can refuse at every step: reading `window.localStorage` itself throws where the
    // browser blocks cookies and site data (the whole site was blank), and writes throw on a full
    // quota. Only web-kit's web-storage.ts opens it; every other read and write goes through its
    // guarded storage. Tests and the journeys' page scripts arrange and inspect it directly.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'web-kit/src/web-storage.ts',
      '**/*.test.{ts,tsx,mjs}',
      '**/test-support/**',
      'e2e/**',
      'bench/**',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message:
            "Use web-kit's webStorage (guarded): reading storage throws where it is blocked.",
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message:
              "Use web-kit's webStorage (guarded): reading storage throws where it is blocked.",
          })),
        ),
      ],
    },
  },
  {
    files: PACKAGES.map((name) => `${name}/**/*.{ts,tsx,js,mjs,cjs}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [ACROSS_PACKAGES] }] },
  },
  {
    // The contracts are pure TypeScript: nothing of React, the browser or an SDK.
    files: ['shared-contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ACROSS_PACKAGES,
            {
              group: ['react', 'react-*', 'firebase', 'firebase/*', '@sentry/*', 'xstate'],
              message:
                'The contracts are pure TypeScript: nothing of React, the browser or an SDK.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  prettier,
);
