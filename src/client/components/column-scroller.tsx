import { chevronBack, chevronForward } from 'ionicons/icons';
import { useEffect, useState, type RefObject } from 'react';
import { IonButton } from './ionic/button';
import { IonIcon } from './ionic/icon';

/** Which data columns are wholly in view (1-based), out of how many; null when all fit. */
type ColumnView = { first: number; last: number; total: number; atStart: boolean; atEnd: boolean };

/** The scroll box's visible band, in viewport x, and the data column headers (not the checkbox). */
function measure(box: HTMLElement) {
  const left = box.getBoundingClientRect().left + box.clientLeft;
  const heads = [...box.querySelectorAll('thead th:not(.data-table__select)')].map((th) =>
    th.getBoundingClientRect(),
  );
  return { left, right: left + box.clientWidth, heads };
}

function columnView(box: HTMLElement): ColumnView | null {
  if (box.scrollWidth - box.clientWidth <= 1) return null;
  const { left, right, heads } = measure(box);
  const inside = heads.flatMap((h, i) => (h.left >= left - 1 && h.right <= right + 1 ? [i + 1] : []));
  // A column wider than the pane is never wholly in view: name the one at the left edge.
  const edge = heads.findIndex((h) => h.right > left + 1) + 1;
  return {
    first: inside[0] ?? edge,
    last: inside.at(-1) ?? edge,
    total: heads.length,
    atStart: box.scrollLeft <= 1,
    atEnd: box.scrollLeft + box.clientWidth >= box.scrollWidth - 1,
  };
}

/**
 * Brings the next hidden column to the left edge (later) or the previous one to the right edge
 * (earlier); a column wider than the pane moves by most of a pane.
 */
function step(box: HTMLElement, direction: 1 | -1) {
  const { left, right, heads } = measure(box);
  const page = direction * Math.max(box.clientWidth * 0.8, 48);
  let by = page;
  if (direction === 1) {
    const next = heads.find((h) => h.right > right + 1);
    if (next && next.left > left + 1) by = next.left - left;
  } else {
    const previous = heads.findLast((h) => h.left < left - 1);
    if (previous && previous.right < right - 1) by = previous.right - right;
  }
  box.scrollBy({ left: by, behavior: 'smooth' });
}

/**
 * The column bar of a table wider than its pane: which columns are in view and two buttons to move
 * through them. It sticks to the bottom of the screen while the table is on it, so the columns off
 * to the side always have a visible way there (the table's own scrollbar may be far below).
 */
export function ColumnScroller({
  scrollRef,
  label,
}: {
  scrollRef: RefObject<HTMLElement | null>;
  label: string;
}) {
  const [view, setView] = useState<ColumnView | null>(null);

  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setView((old) => {
          const next = columnView(box);
          const same =
            old && next && (Object.keys(next) as (keyof ColumnView)[]).every((k) => old[k] === next[k]);
          return same ? old : next;
        }),
      );
    };
    const resize = new ResizeObserver(update);
    resize.observe(box);
    const table = box.querySelector('table');
    if (table) resize.observe(table);
    box.addEventListener('scroll', update, { passive: true });
    update();
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, [scrollRef]);

  if (!view) return null;
  return (
    <div className="data-table__columns" role="group" aria-label={`${label}: columns`}>
      <IonButton
        fill="outline"
        size="small"
        disabled={view.atStart}
        onClick={() => scrollRef.current && step(scrollRef.current, -1)}
      >
        <IonIcon slot="start" icon={chevronBack} aria-hidden="true" />
        Earlier columns
      </IonButton>
      <span className="data-table__columns-range">
        Columns {view.first}–{view.last} of {view.total}
      </span>
      <IonButton
        fill="outline"
        size="small"
        disabled={view.atEnd}
        onClick={() => scrollRef.current && step(scrollRef.current, 1)}
      >
        Later columns
        <IonIcon slot="end" icon={chevronForward} aria-hidden="true" />
      </IonButton>
    </div>
  );
}
