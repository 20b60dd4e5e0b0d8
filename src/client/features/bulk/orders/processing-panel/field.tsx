import { useId, type ReactElement } from 'react';

/**
 * A label above its control, tied by id: a label that wraps a select or an input would add the
 * control's value to its accessible name ("Decision Pennsylvania").
 */
export function Field({ label, children }: { label: string; children: (id: string) => ReactElement }) {
  const id = useId();
  return (
    <div className="decision-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
