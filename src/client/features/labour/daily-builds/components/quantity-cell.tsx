import { useState } from 'react';
import type { GridBuild } from '@shared/api/labour/daily-builds';
import { buildQuantityProblem } from '@shared/domain/labour/builds';

type Props = {
  build: GridBuild;
  saving: boolean;
  onSave: (build: GridBuild, quantity: number) => Promise<boolean>;
};

/**
 * The editable quantity of one build: a 48 px number field for a finger; Enter or leaving the field
 * saves a changed value (checked first with the shared rule), Escape puts the saved one back.
 */
export function QuantityCell({ build, saving, onSave }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? String(build.quantity);
  const problem = draft === null ? null : buildQuantityProblem(draft);
  const label = `Quantity of ${build.order_number} ${build.sku}`;
  const errorId = `qty-error-${build.id}`;

  const commit = async () => {
    if (draft === null || problem) return;
    const quantity = Number(draft.trim());
    if (quantity === build.quantity) {
      setDraft(null);
      return;
    }
    if (await onSave(build, quantity)) setDraft(null);
  };

  return (
    <div className="db-qty">
      <input
        className={problem ? 'db-qty__input is-invalid' : 'db-qty__input'}
        type="text"
        inputMode="numeric"
        enterKeyHint="done"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        value={value}
        disabled={saving}
        onChange={(e) => setDraft(e.target.value)}
        onFocus={(e) => e.target.select()}
        onBlur={() => void commit()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void commit();
          } else if (e.key === 'Escape') setDraft(null);
        }}
      />
      {problem && (
        <span id={errorId} className="db-qty__error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
