import { linearProjection } from "../../engine/linear-projection.ts";
import { projectWeight } from "../../engine/projection.ts";
import type { Sex } from "../../engine/types.ts";
import type { Units } from "./attributes.ts";
import { weight } from "./format.ts";

export interface ProjectionChartProps {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  targetWeightKg: number;
  /** Activity multiplier, used as the physical activity level. */
  pal: number;
  /** The plan's maintenance, kcal/day: the projection starts from the plan's own balance. */
  maintenanceKcal: number;
  /** kcal a day below maintenance (negative for a surplus). */
  dailyDeficit: number;
  weeks: number;
  units: Units;
  bodyFatPct?: number | undefined;
}

const W = 600;
const H = 260;
const PAD = { left: 56, right: 16, top: 16, bottom: 36 };
// Longest horizon we draw: two years.
const MAX_DAYS = 728;

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

/** Every 7th point: a weekly line is smooth enough and keeps the SVG small. */
function weekly<T>(values: readonly T[]): T[] {
  return values.filter((_, i) => i % 7 === 0 || i === values.length - 1);
}

/**
 * The weight projection: the dynamic model of Hall et al. 2011 (solid) beside the simple
 * 7,700 kcal per kg line (dashed), as an inline SVG with a text summary for screen readers.
 */
export function ProjectionChart(p: ProjectionChartProps) {
  const days = Math.min(MAX_DAYS, Math.max(28, Math.round(p.weeks * 7 * 1.25)));
  const hall = projectWeight({
    sex: p.sex,
    age: p.age,
    heightCm: p.heightCm,
    weightKg: p.weightKg,
    pal: Math.min(2.5, Math.max(1, p.pal)),
    intakeChangeKcal: -p.dailyDeficit,
    maintenanceKcal: p.maintenanceKcal,
    targetWeightKg: p.targetWeightKg,
    days,
    ...(p.bodyFatPct === undefined ? {} : { bodyFatPct: p.bodyFatPct }),
  });
  const line = linearProjection({ weightKg: p.weightKg, dailyDeficitKcal: p.dailyDeficit, days });
  const losing = p.dailyDeficit > 0;
  const clampToTarget = (w: number) =>
    losing ? Math.max(w, p.targetWeightKg) : Math.min(w, p.targetWeightKg);
  const straight = line.weightKg.map(clampToTarget);
  const all = [...hall.weightKg, ...straight, p.targetWeightKg];
  const lo = Math.floor(Math.min(...all) - 1);
  const hi = Math.ceil(Math.max(...all) + 1);
  const x = (d: number) => PAD.left + (d / days) * (W - PAD.left - PAD.right);
  const y = (w: number) => PAD.top + ((hi - w) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const weeksShown = Math.round(days / 7);
  const goalWeek = Math.round(p.weeks);
  const hallAtGoal = hall.weightKg[Math.min(goalWeek * 7, hall.weightKg.length - 1)] ?? p.weightKg;
  const hallEnd = hall.weightKg[hall.weightKg.length - 1] ?? p.weightKg;
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
              {p.units === "metric" ? `${w} kg` : `${Math.round(w / 6.35029318)} st`}
            </text>
          </g>
        ))}
        {ticks.map((week) => (
          <text key={`x${week}`} className="x-label" x={x(week * 7)} y={H - 12}>
            {week === 0 ? "Week 0" : week}
          </text>
        ))}
        <path className="linear" d={path(weekly(line.day), weekly(straight), x, y)} fill="none" />
        <path
          className="hall"
          d={path(weekly(hall.day), weekly(hall.weightKg), x, y)}
          fill="none"
        />
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
          ? `The simple line reaches ${weight(p.targetWeightKg, p.units)} in week ${goalWeek}. The dynamic model, which allows for your body using less energy as you get lighter, puts you at about ${weight(hallAtGoal, p.units)} by then and ${weight(hallEnd, p.units)} by week ${weeksShown}. That is why weight loss slows over time.`
          : `At this intake the dynamic model puts you at about ${weight(hallAtGoal, p.units)} in week ${goalWeek} and ${weight(hallEnd, p.units)} by week ${weeksShown}.`}
      </figcaption>
    </figure>
  );
}
