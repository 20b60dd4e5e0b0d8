import { useSyncExternalStore } from 'react';
import { connection } from '@client/lib/connection';
import type { ConnectionState } from './connection-rules';

const SERVER_SNAPSHOT: ConnectionState = { browserOnline: true, server: 'unknown', epoch: 0 };

/**
 * The connection as the device knows it: the browser's online state and whether the last request
 * reached the server (lib/connection.ts). Use `syncStatus` to turn it into words and a colour.
 */
export function useConnection(): ConnectionState {
  return useSyncExternalStore(connection.subscribe, connection.get, () => SERVER_SNAPSHOT);
}
