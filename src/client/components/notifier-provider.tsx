import { createContext, use, useState, type ReactNode } from 'react';
import type { Presenter } from '@client/lib/notice-queue';
import { createNotifier, type Notifier } from '@client/lib/notifier';

const NotifierContext = createContext<Notifier | null>(null);

/** Ionic's toast and alert code loads with the first message, not with the shell (npm run size). */
const ionicPresenter: Presenter = async (notice) =>
  (await import('./ionic-presenter')).ionicPresenter(notice);

type Props = { children: ReactNode; presenter?: Presenter };

/**
 * One notifier for the whole app, so toasts and confirmations of every screen share one queue:
 * a message that comes while another is on screen (or still closing) waits its turn.
 */
export function NotifierProvider({ children, presenter = ionicPresenter }: Props) {
  const [notifier] = useState(() => createNotifier(presenter));
  return <NotifierContext value={notifier}>{children}</NotifierContext>;
}

/** `notify.success/error/info/warning(message)`, `notify.alert({...})`, `notify.confirm({...})`. */
export function useNotifier(): Notifier {
  const notifier = use(NotifierContext);
  if (!notifier)
    throw new Error('useNotifier needs a NotifierProvider above it (the office app mounts one).');
  return notifier;
}

/** The confirm helper alone: `if (await confirm({ header, message })) ...`. */
export function useConfirm(): Notifier['confirm'] {
  return useNotifier().confirm;
}
