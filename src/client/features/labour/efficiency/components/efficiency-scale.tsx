import {
  efficiencyColour,
  EFFICIENCY_SCALE_MAX,
  EFFICIENCY_SCALE_MIN,
} from '@shared/domain/labour/efficiency';

const STEPS = [EFFICIENCY_SCALE_MIN, 60, 72.5, 85, EFFICIENCY_SCALE_MAX];

/** The colour scale of D3 9, from 45% (and below) to 100% (and above), as a legend. */
export function EfficiencyScale() {
  return (
    <ul className="eff-scale" aria-label="Efficiency colour scale">
      {STEPS.map((p, i) => (
        <li key={p}>
          <span
            className="eff-scale__swatch"
            style={{ background: efficiencyColour(p) }}
            aria-hidden="true"
          />
          {i === 0 ? `${p}% or less` : i === STEPS.length - 1 ? `${p}% or more` : `${p}%`}
        </li>
      ))}
    </ul>
  );
}
