import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built PWA from `staticDir`: hashed assets cached for a year, the HTML, the service
 * worker and manifests never cached, and any other GET that is not /api answered with index.html so
 * client-side routes survive a reload (SPA fallback); /kiosk/... gets the kiosk entry's page and
 * /kiosk/board/... the shipping board's. Unknown
 * /api paths get a JSON 404, and so do the build's source maps.
 */
export async function registerWeb(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // Source maps hold the whole client source: built for debugging, never served.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  const indexHtml = hasBuild ? await readFile(indexFile, 'utf8') : null;
  const kioskFile = path.join(staticDir, 'kiosk', 'index.html');
  const kioskHtml = existsSync(kioskFile) ? await readFile(kioskFile, 'utf8') : null;
  const boardFile = path.join(staticDir, 'kiosk', 'board', 'index.html');
  const boardHtml = existsSync(boardFile) ? await readFile(boardFile, 'utf8') : null;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // /api and below only: /api_status is a screen of the app, reloaded like any other.
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ error: 'not_found', message: `No API route ${request.method} ${url}.` });
    }
    // The kiosk entries have their own pages: the shipping board (/kiosk/board/, /kiosk/board/pair)
    // and the dock sign-in (/kiosk/, /kiosk/pair?code=); everything else is the office app.
    const isBoard = url === '/kiosk/board' || url.startsWith('/kiosk/board/');
    const isKiosk = url === '/kiosk' || url.startsWith('/kiosk/');
    const page = isBoard ? boardHtml : isKiosk ? kioskHtml : indexHtml;
    // HEAD is answered like GET (monitors and link checkers ask with HEAD).
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (reads && page && !path.extname(url)) {
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    }
    return reply.code(404).send({ error: 'not_found', message: `Nothing at ${url}.` });
  });
}
