/**
 * Prints the gzipped JavaScript each entry loads before its first screen (the entry chunk and
 * everything it imports statically), and the lazy screens on top. Reads dist/.vite/manifest.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
  name?: string;
};

/** The build to read: `tsx scripts/size.ts [dir]` (default dist/, as `vite build` writes it). */
const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const rows: string[] = [];
let failed = false;
/** Budgets per entry: the office shell, the kiosk (small for a dock tablet) and the wall board. */
const budgets: Record<string, number> = {
  'index.html': Number(process.env.SHELL_BUDGET_KB ?? 230) * 1024,
  'kiosk/index.html': Number(process.env.KIOSK_BUDGET_KB ?? 200) * 1024,
  // The wall board: a TV on the warehouse LAN, but it should start as fast as the dock tablet.
  'kiosk/board/index.html': Number(process.env.BOARD_BUDGET_KB ?? 200) * 1024,
};
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isEntry) continue;
  const budget = budgets[key] ?? budgets['index.html']!;
  const initial = [...staticClosure(key)].filter((k) => manifest[k]?.file.endsWith('.js'));
  const initialBytes = initial.reduce((sum, k) => sum + gz(manifest[k]!.file), 0);
  rows.push(
    `${key}: ${kb(initialBytes)} gzipped JS before the first screen (${initial.length} chunks, budget ${kb(budget)})`,
  );
  if (initialBytes > budget) {
    failed = true;
    rows.push(`  over the budget of ${kb(budget)}`);
  }
  const lazy = new Set<string>();
  for (const k of initial) for (const d of manifest[k]?.dynamicImports ?? []) lazy.add(d);
  // Ionic's own lazy helper chunks are noise here: report the app's screens.
  for (const k of [...lazy].filter((key) => key.startsWith('src/')).sort()) {
    const extra = [...staticClosure(k)].filter(
      (c) => !initial.includes(c) && manifest[c]?.file.endsWith('.js'),
    );
    rows.push(
      `  lazy ${manifest[k]?.src ?? k}: +${kb(extra.reduce((s, c) => s + gz(manifest[c]!.file), 0))}`,
    );
  }
}
console.log(rows.join('\n'));
if (failed) {
  console.error('An entry is over its budget.');
  process.exit(1);
}
