import { WORKER_PARSE_BYTES } from '@shared/domain/dropship/order-upload';
import { parseOrderFile, type ParsedOrderFile } from './order-file';
import { UNREADABLE_FILE } from '@client/lib/csv-file';

/** Parses in a Web Worker above 1 MB so a large file does not freeze the screen. */
export function readOrderFile(file: File): Promise<ParsedOrderFile> {
  if (file.size <= WORKER_PARSE_BYTES || typeof Worker === 'undefined') return parseOrderFile(file);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
    const finish = (result: ParsedOrderFile) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<ParsedOrderFile>) => finish(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      finish({ kind: 'parse-error', reason: UNREADABLE_FILE });
    };
    worker.postMessage(file);
  });
}
