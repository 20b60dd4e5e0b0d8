import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import type { PickLine } from '@shared/api/dropship/picking';
import { nextUndone, pickProgress } from '@shared/domain/dropship/picking';
import type { OutboxView } from '@client/offline/use-outbox';
import { sheetState } from './pick-state';

/**
 * What the picking screen shows, derived from the pick list, the outbox and the lines this screen
 * has just sent: which lines are done (or refused), the stop to show (the one chosen while it is
 * still undone, else the first undone one after it) and the progress.
 */
export function useSheetView(
  lines: readonly PickLine[],
  outbox: OutboxView,
  sheetId: number,
  justDone: ReadonlySet<string>,
  current: number | null,
) {
  const entries = useMemo(
    () => [...outbox.pending, ...outbox.failed, ...outbox.done],
    [outbox.pending, outbox.failed, outbox.done],
  );
  const { done, refused } = useMemo(() => sheetState(lines, entries, sheetId), [lines, entries, sheetId]);
  const isDone = useCallback(
    (sku: string) => done.has(sku) || (justDone.has(sku) && !refused.has(sku)),
    [done, justDone, refused],
  );
  const doneSet = useMemo(
    () => new Set(lines.filter((l) => isDone(l.sku)).map((l) => l.sku)),
    [lines, isDone],
  );

  // The stop shown: the one chosen while it is still undone, else the first undone one after it.
  const chosen = current !== null ? lines[current] : undefined;
  const index =
    chosen && !doneSet.has(chosen.sku) ? (current ?? -1) : nextUndone(lines, doneSet, current ?? -1);
  const stop = index >= 0 ? lines[index] : undefined;
  const picked = new Map(
    lines
      .filter((l) => doneSet.has(l.sku))
      .map((l) => [l.sku, { quantity: done.get(l.sku)?.confirmation.quantity ?? l.quantity }]),
  );
  const progress = pickProgress(lines, picked);
  const waitingCount = [...done.values()].filter((d) => d.waiting).length;
  return { done, refused, doneSet, index, stop, progress, waitingCount };
}

/**
 * A hardware scanner types wherever the focus is: keeps it in the scan field (unless a dialog is
 * open, or the stop list or a dialog holds it) when the stop changes or the list arrives. Returns
 * the function that puts it back (for the field's blur).
 */
export function useScanFocus(
  field: RefObject<HTMLInputElement | null>,
  dialogOpen: boolean,
  stopSku: string | undefined,
  ready: boolean,
): () => void {
  const keepFocus = useCallback(() => {
    if (dialogOpen) return;
    window.setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.closest('.pick-stops, ion-modal')) return;
      field.current?.focus({ preventScroll: true });
    }, 0);
  }, [dialogOpen, field]);
  useEffect(() => {
    keepFocus();
  }, [keepFocus, stopSku, ready]);
  // Ionic hands the focus back to the button that opened a dialog once it has gone (after its
  // leave animation, so after the effect above ran): take it back to the scan field then.
  useEffect(() => {
    document.addEventListener('ionModalDidDismiss', keepFocus);
    return () => document.removeEventListener('ionModalDidDismiss', keepFocus);
  }, [keepFocus]);
  return keepFocus;
}
