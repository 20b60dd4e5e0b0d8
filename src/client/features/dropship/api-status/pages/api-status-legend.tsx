import { ROW_CLASSES, ROW_CLASS_LABEL, type ApiStatusClass } from '@shared/domain/dropship/api-status';

const MEANING: Record<ApiStatusClass, string> = {
  new: 'never downloaded',
  inactive: 'no download for over 10 days and no orders waiting',
  severe: 'download older than the priority allows (1: 12 hours, 2: 1 day, 3: 3 days) or over 700 orders',
  error: 'over 500 orders (warning icon)',
  warn: 'over 100 orders',
  ok: 'none of the above',
};

/** What the row colours mean (D1 section 4); the first that applies wins. */
export function ApiStatusLegend() {
  return (
    <dl className="api-status__legend" aria-label="Row colours">
      {ROW_CLASSES.map((c) => (
        <div key={c} className={`api-status-row is-${c}`}>
          <dt>{ROW_CLASS_LABEL[c]}</dt>
          <dd>{MEANING[c]}</dd>
        </div>
      ))}
    </dl>
  );
}
