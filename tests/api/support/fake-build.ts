import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the client build (`dist/`) in a temporary folder: both entries' pages and one
 * asset, plus `extra` files (path relative to the build: contents). Answers the folder; the caller
 * removes it.
 */
export async function makeFakeBuild(extra: Record<string, string> = {}): Promise<string> {
  const build = await mkdtemp(path.join(os.tmpdir(), 'dockhand-build-'));
  await mkdir(path.join(build, 'assets'));
  await mkdir(path.join(build, 'kiosk'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Dockhand</title>',
    'kiosk/index.html': '<!doctype html><title>Dock sign-in</title>',
    'assets/app-abc.js': 'console.log(1);',
    ...extra,
  };
  for (const [file, contents] of Object.entries(files)) await writeFile(path.join(build, file), contents);
  return build;
}
