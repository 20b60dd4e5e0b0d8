import { parseOrderFile } from './order-file';

/** The dedicated worker that parses and checks large order files off the main thread. */
type WorkerScope = {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage: (message: unknown) => void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void parseOrderFile(event.data).then(
    (result) => scope.postMessage(result),
    (error: unknown) =>
      scope.postMessage({
        kind: 'parse-error',
        reason: error instanceof Error ? error.message : 'The file could not be read.',
      }),
  );
};
