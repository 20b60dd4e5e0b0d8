import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (pages, API, assets, the service worker). What the
 * client needs, and nothing more:
 * - scripts only from the app's own files (Vite emits no inline script; no eval anywhere), and
 *   WebAssembly compiled from the app's own .wasm ('wasm-unsafe-eval' allows WebAssembly only, not
 *   JavaScript eval): the picking camera's barcode reader (ZXing) where the browser has none;
 * - styles from its files plus inline: Ionic's components write their styles into `<style>`
 *   elements at run time (Stencil), which a hash or nonce cannot cover;
 * - images from the app, `data:` (ionicons, signature pads) and `blob:` (signatures fetched with
 *   the token, barcodes);
 * - fetch, EventSource and the service worker's requests to the app's own origin only;
 * - no plugins, no framing by anyone (frame-ancestors 'none'), forms only to the app.
 * No `upgrade-insecure-requests`: the dock tablets may reach a server on the LAN over plain HTTP.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** One year, subdomains included: only ever sent over HTTPS, where the browser honours it. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (helmet): the CSP above, nosniff, no framing, no referrer
 * leaving the app, same-origin opener and resources. HSTS only when the request came over HTTPS
 * (`request.protocol`, which reads X-Forwarded-Proto only from a proxy TRUST_PROXY names): over
 * plain HTTP a browser ignores it, and a server reached both ways must not pin a LAN name.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
