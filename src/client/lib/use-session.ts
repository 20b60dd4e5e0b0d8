import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';

export function useSession() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSession);
}

export function useSelection() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSelection);
}
