import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';

export function useSession() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSession);
}

export function useSelection() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSelection);
}

/** Who calls are made as: the signed-in person, or on an enrolled kiosk its device. */
export function useActor() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getActor);
}
