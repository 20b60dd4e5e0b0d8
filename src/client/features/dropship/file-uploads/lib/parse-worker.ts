import { parseOrderFile } from './order-file';
import { UNREADABLE_FILE } from '@client/lib/csv-file';

/** The dedicated worker that parses and checks large order files off the main thread. */
type WorkerScope = {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage: (message: unknown) => void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void parseOrderFile(event.data).then(
    (result) => scope.postMessage(result),
    () => scope.postMessage({ kind: 'parse-error', reason: UNREADABLE_FILE }),
  );
};
