import type { PickLine } from '@shared/api/dropship/picking';
import type { sheetState } from '../lib/pick-state';

type Done = ReturnType<typeof sheetState>['done'];

/** A stop's state in the list: picked or short (and whether it still waits to sync), not saved, or to pick. */
function lineStatus(line: PickLine, done: Done, refused: ReadonlyMap<string, string>) {
  const state = done.get(line.sku);
  if (state) {
    const short = state.confirmation.quantity < line.quantity;
    const what = short ? `Short ${state.confirmation.quantity} of ${line.quantity}` : 'Picked';
    return state.waiting ? `${what} · waiting to sync` : what;
  }
  if (refused.has(line.sku)) return 'Not saved';
  return 'To pick';
}

/** Every stop of the walk as a 48 px button: the current one marked, done ones dimmed; a tap goes there. */
export function StopList({
  lines,
  current,
  done,
  doneSkus,
  refused,
  onChoose,
}: {
  lines: readonly PickLine[];
  current: number;
  done: Done;
  /** What shows as done now (the server's, the outbox's and this screen's own just-sent lines). */
  doneSkus: ReadonlySet<string>;
  refused: ReadonlyMap<string, string>;
  onChoose: (index: number) => void;
}) {
  return (
    <section className="pick-stops" aria-label="Stops">
      <h2>Stops</h2>
      <ol>
        {lines.map((line, i) => (
          <li key={line.sku}>
            <button
              type="button"
              className={`pick-stops__stop${i === current ? ' pick-stops__stop--current' : ''}${doneSkus.has(line.sku) ? ' pick-stops__stop--done' : ''}`}
              aria-current={i === current ? 'step' : undefined}
              onClick={() => onChoose(i)}
            >
              <span>{line.line}.</span> <span>{line.location ?? 'No location'}</span> <span>{line.sku}</span>{' '}
              <span>× {line.quantity}:</span> <span>{lineStatus(line, done, refused)}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The card shown once every line is done: Pulled, or how many lines still wait to sync. */
export function DoneCard({ lines, pulled, waiting }: { lines: number; pulled: boolean; waiting: number }) {
  return (
    <section className="pick-card pick-card--done" aria-label="Sheet done">
      <p className="pick-card__stop">
        {lines === 0 ? 'This pull sheet has no lines to pick.' : `All ${lines} lines are done.`}
      </p>
      {lines > 0 && (
        <p>
          {pulled
            ? 'The pull sheet is Pulled.'
            : waiting > 0
              ? `${waiting} ${waiting === 1 ? 'line waits' : 'lines wait'} to sync; the sheet becomes Pulled once they reach the server.`
              : 'Saving…'}
        </p>
      )}
    </section>
  );
}
