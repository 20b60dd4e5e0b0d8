import type { ReactNode } from 'react';
import './detail-list.css';

/** One row: the label, then its value (text, a link, a button). */
export type Detail = readonly [term: string, value: ReactNode];

type Props = {
  items: readonly Detail[];
  /** Names the list for screen readers when the heading around it does not. */
  label?: string;
  /** The screen's own spacing; the layout itself is the kit's. */
  className?: string;
};

/**
 * The label/value rows of a drawer or dialog, as a description list: a screen reader announces
 * each label with its value, and every drawer lays them out the same way.
 */
export function DetailList({ items, label, className }: Props) {
  return (
    <dl className={className ? `detail-list ${className}` : 'detail-list'} aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
