import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/*
 * The import rules of eslint.config.js (ARCHITECTURE section 3), proven on small cases. Each case
 * lints a few lines as if they were a file at a given place of the real tree, importing real files,
 * so the zones are tested with the same folders and the same resolver as `npm run lint`. Import
 * circles need files on disk at both ends, so they use tests/lint/fixtures/circle.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

// Type-aware rules need files the TypeScript project knows; the import rules do not, and lint faster.
// no-cycle is proven on the fixtures only: on a probe in src it would walk the whole real tree.
const eslint = new ESLint({
  cwd: ROOT,
  ignore: false,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
    { files: ['src/**/*.{ts,tsx}'], rules: { 'import-x/no-cycle': 'off' } },
  ],
});

const IMPORT_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'import-x/no-nodejs-modules',
]);

/** The import rule messages for `code` placed at `file` (relative to the repository). */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, 'the probe must parse').toEqual([]);
  return result!.messages
    .filter((m) => IMPORT_RULES.has(m.ruleId ?? ''))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

/** A real file of a folder (its first .ts or .tsx file, searched depth first), relative to the root. */
function fileIn(folder: string): string {
  const entries = readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' }).sort();
  const file = entries.find((e) => /\.tsx?$/.test(e) && !e.endsWith('.test.ts') && !e.endsWith('.d.ts'));
  if (!file) throw new Error(`no source file in ${folder}`);
  return `${folder}/${file}`;
}

const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');
const alias = (file: string) => withoutExtension(file).replace(/^src\/(client|server|shared)\//, '@$1/');
const relative = (from: string, to: string) => {
  const rel = path.relative(path.dirname(from), withoutExtension(to));
  return rel.startsWith('.') ? rel : `./${rel}`;
};

const SCREEN = 'src/client/features/admin/users';
const OTHER_SCREEN = 'src/client/features/dropship/on-hold';
const PROBE = `${SCREEN}/pages/lint-probe.tsx`;
const KIOSK_PROBE = 'src/client/kiosk/lint-probe.tsx';
const ROUTES_PROBE = 'src/server/modules/inventory/zero-inventory/lint-probe.routes.ts';
const SERVER_FILE = 'src/server/platform/db/client.ts';
const zone = (message: string) => expect.stringContaining(message);

// The first lint loads the parser and the resolver; the machine is shared, so allow for a slow start.
describe('import rules (eslint.config.js)', { timeout: 30_000 }, () => {
  it('reports an import circle, and not a file that only imports into one', async () => {
    const [circle] = await eslint.lintFiles([path.join(ROOT, 'tests/lint/fixtures/circle/first.ts')]);
    expect(circle!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    const [leaf] = await eslint.lintFiles([path.join(ROOT, 'tests/lint/fixtures/circle/leaf.ts')]);
    expect(leaf!.messages.filter((m) => m.ruleId === 'import-x/no-cycle')).toEqual([]);
  });

  it('reports a screen importing another screen: relative, aliased, and by import()', async () => {
    const other = fileIn(OTHER_SCREEN);
    const cases = [
      `import { probe } from '${relative(PROBE, other)}';\nexport const x = probe;\n`,
      `import { probe } from '${alias(other)}';\nexport const x = probe;\n`,
      `export const load = () => import('${alias(other)}');\n`,
      `export const load = () => import('${relative(PROBE, other)}');\n`,
    ];
    for (const code of cases) {
      expect(await importProblems(PROBE, code)).toEqual([zone('A screen imports no other screen')]);
    }
  });

  it('reports a server import in a client screen and in the kiosk entry', async () => {
    const code = `import { probe } from '${alias(SERVER_FILE)}';\nexport const x = probe;\n`;
    expect(await importProblems(PROBE, code)).toEqual([zone('The client never imports the server')]);
    expect(await importProblems(KIOSK_PROBE, code)).toEqual([zone('The client never imports the server')]);
    const relativeCode = `import { probe } from '${relative(KIOSK_PROBE, SERVER_FILE)}';\nexport const x = probe;\n`;
    expect(await importProblems(KIOSK_PROBE, relativeCode)).toEqual([
      zone('The client never imports the server'),
    ]);
  });

  it('keeps the kiosk entries to carrier sign-in and the shipping board: no other screen, no app shell, no Ionic', async () => {
    for (const screen of [
      'src/client/features/carrier-sign-in/sign-in',
      'src/client/features/boards/shipping-dash',
    ]) {
      const ok = `import { probe } from '${alias(fileIn(screen))}';\nexport const x = probe;\n`;
      expect(await importProblems(KIOSK_PROBE, ok)).toEqual([]);
    }
    for (const target of [alias(fileIn(OTHER_SCREEN)), alias(fileIn('src/client/app')), '@ionic/react']) {
      const code = `import { probe } from '${target}';\nexport const x = probe;\n`;
      expect(await importProblems(KIOSK_PROBE, code)).toEqual([
        zone('The kiosk entries load only carrier sign-in and the shipping board'),
      ]);
    }
  });

  it('reports database code in a route file: drizzle-orm, pg, platform/db and a repository', async () => {
    const repository = 'src/server/modules/inventory/zero-inventory/zero-inventory.repository.ts';
    for (const target of ['drizzle-orm', 'pg', alias(SERVER_FILE), relative(ROUTES_PROBE, repository)]) {
      const code = `import { probe } from '${target}';\nexport const x = probe;\n`;
      expect(await importProblems(ROUTES_PROBE, code)).toEqual([zone('A route maps HTTP to a service')]);
    }
  });

  it('reports the other one-way rules: shared, platform, world, shared client code, Node in the client', async () => {
    const imports = (target: string) => `import { probe } from '${target}';\nexport const x = probe;\n`;
    const cases: [string, string, string][] = [
      ['src/shared/lint-probe.ts', alias(SERVER_FILE), 'shared is pure TypeScript'],
      ['src/shared/lint-probe.ts', '@client/lib/api', 'shared is pure TypeScript'],
      ['src/shared/lint-probe.ts', 'react', 'shared is pure TypeScript'],
      [
        'src/server/platform/lint-probe.ts',
        alias(fileIn('src/server/modules/inventory')),
        'Platform code imports no module',
      ],
      [
        'src/server/modules/lint-probe.ts',
        alias(fileIn('src/server/world')),
        'The demo world is loaded only',
      ],
      ['src/server/lint-probe.ts', '@client/lib/api', 'The server never imports the client'],
      [
        'src/client/lib/lint-probe.ts',
        alias(fileIn(OTHER_SCREEN)),
        'Shared client code does not depend on features',
      ],
      ['src/client/lib/lint-probe.ts', 'drizzle-orm', 'The client never imports the server'],
    ];
    for (const [file, target, message] of cases) {
      expect(await importProblems(file, imports(target)), `${file} importing ${target}`).toEqual([
        zone(message),
      ]);
    }
    expect(await importProblems(PROBE, imports('node:fs'))).toEqual([
      expect.stringContaining('no-nodejs-modules'),
    ]);
  });

  it('takes Ionic elements from components/ionic, so they load with their screens, not the shell', async () => {
    const ionicProblems = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, PROBE) });
      return result!.messages
        .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
        .map((m) => m.message);
    };
    expect(
      await ionicProblems("import { IonButton } from '@ionic/react';\nexport const x = IonButton;\n"),
    ).toEqual([expect.stringContaining('@client/components/ionic/')]);
    const allowed = [
      "import { IonPage, useIonViewWillEnter } from '@ionic/react';\nexport const x = [IonPage, useIonViewWillEnter];\n",
      "import type { IonButton } from '@ionic/react';\nexport type X = typeof IonButton;\n",
      "import { IonButton } from '@client/components/ionic/button';\nexport const x = IonButton;\n",
    ];
    for (const code of allowed) expect(await ionicProblems(code), code).toEqual([]);
  });

  it('lets good imports through', async () => {
    const own = fileIn(SCREEN);
    const imports = (target: string) => `import { probe } from '${target}';\nexport const x = probe;\n`;
    const cases: [string, string][] = [
      [PROBE, alias(own)],
      [PROBE, relative(PROBE, own)],
      [PROBE, '@client/lib/api'],
      [PROBE, '@shared/api/endpoint'],
      ['src/client/app/lint-probe.tsx', alias(fileIn(OTHER_SCREEN))],
      [ROUTES_PROBE, './zero-inventory.service'],
      [ROUTES_PROBE, '@server/platform/http/route'],
      ['src/server/main-probe.ts', alias(fileIn('src/server/world'))],
    ];
    for (const [file, target] of cases) {
      expect(await importProblems(file, imports(target)), `${file} importing ${target}`).toEqual([]);
    }
  });
});
