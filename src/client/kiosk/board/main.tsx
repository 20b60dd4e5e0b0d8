import { boot } from '@client/boot';
import { ApiRequestError } from '@client/lib/api-error';
import { createQueryClient } from '@client/lib/query-client';
import { sessionStore } from '@client/lib/session-store';
import { BoardApp, boardNotices } from './board-app';

/**
 * The "Shipping board" entry (kiosk/board/index.html): a wall TV enrolled as a display shows its
 * warehouse's Shipping Dashboard. No Ionic, no office shell; it acts as its device.
 */
sessionStore.preferDevice();

const queryClient = createQueryClient((error) => {
  // A revoked display answers 401: forget the token, so the TV asks to be paired again.
  if (
    error instanceof ApiRequestError &&
    error.status === 401 &&
    sessionStore.getActor()?.kind === 'device'
  ) {
    sessionStore.clearDevice();
    boardNotices.revoked();
  }
});

// A board keeps no reference lists.
boot(queryClient, <BoardApp />, []);
