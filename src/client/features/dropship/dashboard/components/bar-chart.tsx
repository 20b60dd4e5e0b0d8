type Bar = { name: string; value: number };

const ROW = 26;
const LABEL_W = 104;
const VALUE_W = 48;
const WIDTH = 320;

/**
 * A horizontal bar chart in plain SVG: one bar per stat, scaled to the largest, the value at the
 * bar's end. Screen readers get the numbers from the label (the cards above say them too).
 */
export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const barSpace = WIDTH - LABEL_W - VALUE_W;
  const height = bars.length * ROW + 8;
  return (
    <svg
      className="dashboard-chart"
      role="img"
      aria-label={`${title}: ${bars.map((b) => `${b.name} ${b.value}`).join(', ')}`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      preserveAspectRatio="xMinYMin meet"
    >
      {bars.map((b, i) => {
        const y = 4 + i * ROW;
        const w = b.value === 0 ? 0 : Math.max(2, (b.value / max) * barSpace);
        return (
          <g key={b.name}>
            <text
              x={LABEL_W - 8}
              y={y + ROW / 2}
              textAnchor="end"
              dominantBaseline="middle"
              className="label"
            >
              {b.name}
            </text>
            <rect x={LABEL_W} y={y + 4} width={w} height={ROW - 8} rx={3} className="bar" />
            <text x={LABEL_W + w + 6} y={y + ROW / 2} dominantBaseline="middle" className="value">
              {b.value.toLocaleString()}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
