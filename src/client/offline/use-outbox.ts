import { useEffect, useState } from 'react';
import { useActor } from '@client/lib/use-session';
import { discard } from './outbox';
import { waiting, type OutboxEntry } from './outbox-rules';
import { loadDbModule } from './open-db';

export type OutboxView = {
  pending: OutboxEntry[];
  failed: OutboxEntry[];
  done: OutboxEntry[];
  pendingCount: number;
  failedCount: number;
  /** False until the device's outbox has been read once. */
  loaded: boolean;
  discard: (key: string) => Promise<void>;
};

/**
 * The current writer's (person's or kiosk's) waiting and refused writes, live: Dexie's liveQuery sees changes made by the
 * replayer and by other tabs, so every indicator agrees.
 */
export function useOutbox(): OutboxView {
  const writer = useActor()?.id ?? null;
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadDbModule().then(({ db, liveQuery }) => {
      if (cancelled) return;
      const subscription = liveQuery(() => db.outbox.toArray()).subscribe({
        next: setEntries,
        error: (error: unknown) => console.warn('Outbox unreadable', error),
      });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
  const { pending, failed, done } = waiting(entries ?? [], writer);
  return {
    pending,
    failed,
    done,
    pendingCount: pending.length,
    failedCount: failed.length,
    loaded: entries !== null,
    discard,
  };
}
