import { useSyncExternalStore, type ReactNode } from 'react';
import { boot } from '@client/boot';
import { ApiRequestError } from '@client/lib/api-error';
import { createQueryClient } from '@client/lib/query-client';
import { sessionStore } from '@client/lib/session-store';
import type { ReferenceKind } from '@client/offline/reference-data';

/** Kept on the tablet, so a reload (or a restart) after the revocation still says why it stopped. */
const REVOKED_KEY = 'dockhand.device-revoked';
let revoked = localStorage.getItem(REVOKED_KEY) === '1';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once the server refused this device's token: its setup screen says the enrolment was revoked. */
export function useDeviceRevoked(): boolean {
  return useSyncExternalStore(subscribe, () => revoked);
}

/**
 * Starts an entry that runs as an enrolled device (the dock kiosk, the shipping board): it prefers
 * the device's token, and a 401 to the device (its enrolment revoked) forgets the token so the screen
 * asks to be paired again. `lists` are the reference lists fetched onto the device.
 */
export function bootDeviceEntry(app: ReactNode, lists: readonly ReferenceKind[]): void {
  sessionStore.preferDevice();
  const queryClient = createQueryClient((error) => {
    if (
      error instanceof ApiRequestError &&
      error.status === 401 &&
      sessionStore.getActor()?.kind === 'device'
    ) {
      sessionStore.clearDevice();
      revoked = true;
      localStorage.setItem(REVOKED_KEY, '1');
      for (const listener of listeners) listener();
    }
  });
  // Paired again: the notice has done its work.
  sessionStore.subscribe(() => {
    if (!revoked || !sessionStore.getDevice()) return;
    revoked = false;
    localStorage.removeItem(REVOKED_KEY);
    for (const listener of listeners) listener();
  });
  boot(queryClient, app, lists);
}
