/** A fixed list of reasons as large radio rows (each a 48 px touch target), named by its legend. */
export function ReasonChoice<R extends string>({
  legend,
  name,
  reasons,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  reasons: readonly R[];
  value: R | null;
  onChange: (reason: R) => void;
}) {
  return (
    <fieldset className="pick-reasons">
      <legend>{legend}</legend>
      {reasons.map((reason) => (
        <label key={reason} className="pick-reasons__option">
          <input
            type="radio"
            name={name}
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
          />
          <span>{reason}</span>
        </label>
      ))}
    </fieldset>
  );
}
