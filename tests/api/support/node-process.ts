import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The compiled server and worker as child processes (the production build's tests and the
 * scale-out test): build once, start `node <file>` with an environment, wait for its ready line,
 * stop it with SIGTERM.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Builds the server into `outDir` (inside the repository, so node_modules is found from it). */
export async function buildServer(outDir: string): Promise<string> {
  const built = await promisify(execFile)(process.execPath, [
    path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
    path.join(ROOT, 'scripts/build-server.ts'),
    outDir,
  ]);
  return built.stdout;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Started = { child: ChildProcess; output: () => string };

/** Starts `node <file>` and resolves once a line matches `ready`; rejects if it exits first. */
export function startNode(
  file: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  timeoutMs: number,
): Promise<Started> {
  const child = spawn(process.execPath, ['--enable-source-maps', file], {
    // Not the repository: the compiled server must find its migrations from its own location.
    cwd: os.tmpdir(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${file} not ready in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}:\n${output}`));
    });
  });
}

/** SIGTERM, then SIGKILL after 10 s; resolves with the exit code. */
export async function stop(started: Started | undefined): Promise<number | null> {
  const child = started?.child;
  if (!child || child.exitCode !== null) return child?.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const code = await exited;
  clearTimeout(killer);
  return code;
}
