import { promisify } from 'node:util';
import { deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

/**
 * The compressed envelope (src/shared/lib/codec.ts: base64 of zlib-deflated JSON) of a JSON text the
 * database wrote: no parse and stringify on the way, and node's zlib deflates on the thread pool, so
 * an 8,000-order answer does not hold up the event loop. pako's inflate reads zlib's output.
 */
export async function envelopeOfJsonText(json: string): Promise<string> {
  const bytes = await deflateAsync(Buffer.from(json, 'utf8'), { level: 6 });
  return bytes.toString('base64');
}
