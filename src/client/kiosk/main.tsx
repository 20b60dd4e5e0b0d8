import { boot } from '@client/boot';
import { ApiRequestError } from '@client/lib/api-error';
import { createQueryClient } from '@client/lib/query-client';
import { sessionStore } from '@client/lib/session-store';
import { KioskApp, kioskNotices } from './kiosk-app';

/**
 * The "Dock sign-in" entry (kiosk/index.html, ARCHITECTURE section 9): carrier sign-in only, no
 * Ionic, no office shell. It acts as its enrolled device when paired (else as a signed-in dock user),
 * keeps its writes in the outbox and is precached by the service worker like the office app.
 */
sessionStore.preferDevice();

const queryClient = createQueryClient((error) => {
  // A revoked device token answers 401: forget it, so the tablet asks to be paired again.
  if (
    error instanceof ApiRequestError &&
    error.status === 401 &&
    sessionStore.getActor()?.kind === 'device'
  ) {
    sessionStore.clearDevice();
    kioskNotices.revoked();
  }
});

// The kiosk's screens need the carrier list; it is fetched onto the tablet when it pairs or signs in.
boot(queryClient, <KioskApp />, ['carriers']);
