import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** A line the server's preload writes every few seconds: its own `process.memoryUsage()`. */
const MEMORY_TAG = '[load-bench-memory]';

/**
 * Imported into the server process before main.js (`node --import`): every 5 s prints its heap, the
 * CPU it used since the last line (per cent of one core) and its event loop delay (p99 over those
 * 5 s) on stderr. The timer is unref'd, so it never keeps the server up; nothing else changes.
 */
const MEMORY_PRELOAD = `data:text/javascript,${encodeURIComponent(
  [
    "import { monitorEventLoopDelay } from 'node:perf_hooks';",
    'const loop = monitorEventLoopDelay({ resolution: 10 }); loop.enable();',
    'let cpu = process.cpuUsage(); let at = performance.now();',
    'setInterval(() => {',
    '  const m = process.memoryUsage(); const used = process.cpuUsage(cpu); const now = performance.now();',
    '  const cpuPercent = ((used.user + used.system) / 1000 / (now - at)) * 100;',
    `  process.stderr.write('${MEMORY_TAG} ' + JSON.stringify({ heapUsed: m.heapUsed, heapTotal: m.heapTotal, rss: m.rss, cpuPercent, loopP99Ms: loop.percentile(99) / 1e6 }) + '\\n');`,
    '  cpu = process.cpuUsage(); at = now; loop.reset();',
    '}, 5000).unref();',
  ].join('\n'),
)}`;

export type HeapSample = {
  at: number;
  heapUsed: number;
  heapTotal: number;
  rss: number;
  cpuPercent: number;
  loopP99Ms: number;
};

export type ServerProcess = {
  child: ChildProcess;
  /** The log lines at warn level or above (pino JSON), and anything else it printed on stderr. */
  problems: string[];
  heap: HeapSample[];
  stop: () => Promise<number | null>;
};

/** `tsx scripts/build-server.ts <out>`: the compiled server, as `npm run build:server` makes it. */
export async function buildServer(root: string, out: string): Promise<string> {
  const built = await promisify(execFile)(process.execPath, [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    path.join(root, 'scripts/build-server.ts'),
    out,
  ]);
  return built.stdout.trim();
}

/** Starts `node <out>/main.js` and resolves once it says it is running. */
export function startServer(
  out: string,
  env: NodeJS.ProcessEnv,
  startedAt: number,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', `--import=${MEMORY_PRELOAD}`, 'main.js'], {
    cwd: out,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const problems: string[] = [];
  const heap: HeapSample[] = [];
  let output = '';
  let ready = false;
  const onLine = (line: string) => {
    if (line.startsWith(MEMORY_TAG)) {
      const m = JSON.parse(line.slice(MEMORY_TAG.length)) as Omit<HeapSample, 'at'>;
      heap.push({ at: (Date.now() - startedAt) / 1000, ...m });
      return;
    }
    if (!ready) output += `${line}\n`;
    if (line.startsWith('{')) {
      // pino: 40 warn, 50 error, 60 fatal (LOG_LEVEL=warn keeps only those).
      const level = (JSON.parse(line) as { level?: number }).level ?? 0;
      if (level >= 40) problems.push(line);
    } else if (ready && line.trim() && !/^\[postgres\]/.test(line)) {
      problems.push(line);
    }
  };
  const split = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      rest += chunk;
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        try {
          onLine(line);
        } catch {
          problems.push(line);
        }
      }
    });
  };
  split(child.stdout);
  split(child.stderr);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(killer);
    return code;
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server was not ready in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const watch = setInterval(() => {
      if (/is running at/.test(output)) {
        ready = true;
        clearInterval(watch);
        clearTimeout(timer);
        resolve({ child, problems, heap, stop });
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(watch);
      clearTimeout(timer);
      if (!ready) reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}

/** The resident set of a process from /proc (Linux), in bytes; null elsewhere or once it has gone. */
export async function residentBytes(pid: number): Promise<number | null> {
  if (os.platform() !== 'linux') return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}
