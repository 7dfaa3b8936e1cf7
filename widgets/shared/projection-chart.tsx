import type { PlanProjection } from "../../engine/plan-projection.ts";
import type { Units } from "./attributes.ts";
import { weight } from "./format.ts";

export interface ProjectionChartProps {
  /** The plan's projection, from its result. */
  projection: PlanProjection;
  units: Units;
}

const W = 600;
const H = 260;
const PAD = { left: 56, right: 16, top: 16, bottom: 36 };

function path(
  days: readonly number[],
  weights: readonly number[],
  x: (d: number) => number,
  y: (w: number) => number,
): string {
  return weights
    .map((w, i) => `${i === 0 ? "M" : "L"}${x(days[i] ?? 0).toFixed(1)},${y(w).toFixed(1)}`)
    .join("");
}

/**
 * The weight projection: the dynamic model of Hall et al. 2011 (solid) beside the simple
 * 7,700 kcal per kg line (dashed), as an inline SVG with a text summary for screen readers.
 */
export function ProjectionChart({ projection: p, units }: ProjectionChartProps) {
  const { days, losing } = p;
  const all = [...p.weightKg, ...p.linearKg, p.targetWeightKg];
  const lo = Math.floor(Math.min(...all) - 1);
  const hi = Math.ceil(Math.max(...all) + 1);
  const x = (d: number) => PAD.left + (d / days) * (W - PAD.left - PAD.right);
  const y = (w: number) => PAD.top + ((hi - w) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const weeksShown = Math.round(days / 7);
  const { goalWeek, atGoalKg: hallAtGoal, endKg: hallEnd } = p;
  const tickStep = Math.max(1, Math.ceil(weeksShown / 6 / 4) * 4);
  const ticks: number[] = [];
  for (let week = 0; week <= weeksShown; week += tickStep) ticks.push(week);
  const yTicks = [lo, Math.round((lo + hi) / 2), hi];

  return (
    <figure className="chart" part="chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="chart-title chart-desc"
        focusable="false"
      >
        <title id="chart-title">Projected weight over {weeksShown} weeks</title>
        <desc id="chart-desc">
          Solid line: the dynamic model. Dashed line: the simple 7,700 kcal per kilogram estimate.
        </desc>
        {yTicks.map((w) => (
          <g key={`y${w}`}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(w)} y2={y(w)} className="grid" />
            <text className="y-label" x={PAD.left - 6} y={y(w) + 4}>
              {units === "metric" ? `${w} kg` : `${Math.round(w / 6.35029318)} st`}
            </text>
          </g>
        ))}
        {ticks.map((week) => (
          <text key={`x${week}`} className="x-label" x={x(week * 7)} y={H - 12}>
            {week === 0 ? "Week 0" : week}
          </text>
        ))}
        <path className="linear" d={path(p.day, p.linearKg, x, y)} fill="none" />
        <path className="hall" d={path(p.day, p.weightKg, x, y)} fill="none" />
      </svg>
      <ul className="legend" aria-hidden="true">
        <li>
          <span className="swatch" />
          Dynamic model (Hall et al. 2011)
        </li>
        <li>
          <span className="swatch dashed" />
          Simple 7,700 kcal/kg line
        </li>
      </ul>
      <figcaption>
        {losing
          ? `The simple line reaches ${weight(p.targetWeightKg, units)} in week ${goalWeek}. The dynamic model, which allows for your body using less energy as you get lighter, puts you at about ${weight(hallAtGoal, units)} by then and ${weight(hallEnd, units)} by week ${weeksShown}. That is why weight loss slows over time.`
          : `At this intake the dynamic model puts you at about ${weight(hallAtGoal, units)} in week ${goalWeek} and ${weight(hallEnd, units)} by week ${weeksShown}.`}
      </figcaption>
    </figure>
  );
}
