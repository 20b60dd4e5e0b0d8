/**
 * `npm run build:server [-- <outdir>]`: compiles the server (src/server/main.ts, worker.ts and the
 * create-admin.ts command, with src/shared) to JavaScript in dist-server/, so production runs
 * `node dist-server/main.js` without a TypeScript loader. One ES module per entry plus shared chunks, all in the one folder; npm packages
 * stay imports (node_modules is still needed), the @shared/@server aliases are resolved from
 * tsconfig.json. Files the server reads beside its own code at run time are copied next to it:
 * the drizzle migrations (src/server/platform/db/migrate.ts looks for `migrations/` beside the module).
 */
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.resolve(root, process.argv[2] ?? 'dist-server');

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    worker: 'src/server/worker.ts',
    'create-admin': 'src/server/create-admin.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  // Chunks must sit beside the entries: code that finds files relative to import.meta.url
  // (the migrations) may land in a shared chunk.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
});
await cp(path.join(root, 'src/server/platform/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `Built the server into ${path.relative(root, outdir) || '.'}/ (${(bytes / 1024 / 1024).toFixed(1)} MB with source maps) in ${Date.now() - started} ms`,
);
