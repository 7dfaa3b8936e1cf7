import { kgToStonesPounds } from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import { number, weight } from "../shared/results/format.ts";
import { shortDay } from "./weigh-ins.ts";
import { axisLabels, CHART_HEIGHT as H, CHART_WIDTH as W, plotArea } from "./chart-labels.ts";

/** A weight on a day (YYYY-MM-DD). */
export interface DatedWeight {
  date: string;
  weightKg: number;
}

/** One weigh-in used: its weight, the trend weight that day, and any calories logged. */
export interface ChartPoint extends DatedWeight {
  trendKg: number;
  calories?: number | undefined;
}

export interface WeighInChartProps {
  /** Each weigh-in used, oldest first. */
  points: readonly ChartPoint[];
  /** The plan's pace from the first trend weight, when there is a plan: two points. */
  planLine?: readonly DatedWeight[] | undefined;
  /** The trend's change, kg a week (negative when losing). */
  weeklyChangeKg: number;
  units: Units;
}

const MS_PER_DAY = 86_400_000;
/** An axis date: "7 Sep". */
const axisDate = (iso: string) => shortDay(iso).slice(0, -5);

/** "7 September 2026" */
function fullDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** An axis label: "84 kg", or "13 st 3 lb" to the nearest pound. */
function axisWeight(kg: number, units: Units): string {
  if (units === "metric") return `${number(kg, 1)} kg`;
  const { stones, pounds } = kgToStonesPounds(kg);
  const whole = Math.round(pounds);
  return whole === 14 ? `${stones + 1} st 0 lb` : `${stones} st ${whole} lb`;
}

/** The weekly change in words: "falling by 0.45 kg a week". */
function changeWords(kgPerWeek: number, units: Units): string {
  const size =
    units === "metric"
      ? `${number(Math.abs(kgPerWeek), 2)} kg`
      : `${number(Math.abs(kgPerWeek) / 0.45359237, 1)} lb`;
  if (Math.abs(kgPerWeek) < 0.005) return "holding steady";
  return `${kgPerWeek < 0 ? "falling" : "rising"} by ${size} a week`;
}

/**
 * The weigh-ins as dots and the trend weight through them as a line (and the plan's pace as
 * a dashed line, when there is a plan), as an inline SVG. Screen readers get its title and a
 * description, and every figure is in the table below it.
 */
export function WeighInChart(p: WeighInChartProps) {
  const trend = p.points.map((point) => ({ date: point.date, weightKg: point.trendKg }));
  const first = trend[0];
  const last = trend[trend.length - 1];
  if (!first || !last) return null;
  const start = Date.parse(first.date);
  const span = Math.max(1, (Date.parse(last.date) - start) / MS_PER_DAY);
  const all = [...p.points, ...trend, ...(p.planLine ?? [])].map((w) => w.weightKg);
  const lo = Math.floor(Math.min(...all) - 0.5);
  const hi = Math.ceil(Math.max(...all) + 0.5);
  const weightTicks = [lo, (lo + hi) / 2, hi];
  const plot = plotArea(weightTicks.map((kg) => axisWeight(kg, p.units)));
  const x = (iso: string) =>
    plot.left + ((Date.parse(iso) - start) / MS_PER_DAY / span) * (plot.right - plot.left);
  const y = (kg: number) => plot.top + ((hi - kg) / (hi - lo)) * (plot.bottom - plot.top);
  const line = (points: readonly DatedWeight[]) =>
    points
      .map((w, i) => `${i === 0 ? "M" : "L"}${x(w.date).toFixed(1)},${y(w.weightKg).toFixed(1)}`)
      .join("");
  const middle = trend[Math.floor((trend.length - 1) / 2)] ?? first;
  const dateTicks = [...new Set([first.date, middle.date, last.date])];
  const labels = axisLabels(
    plot,
    weightTicks.map((kg) => ({ text: axisWeight(kg, p.units), y: y(kg) })),
    dateTicks.map((iso) => ({ text: axisDate(iso), x: x(iso) })),
  );
  const withCalories = p.points.some((w) => w.calories !== undefined);

  return (
    <figure className="chart" part="chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="chart-title chart-desc"
        focusable="false"
      >
        <title id="chart-title">
          Your weigh-ins and trend weight, {fullDate(first.date)} to {fullDate(last.date)}
        </title>
        <desc id="chart-desc">
          Dots: your {p.points.length} weigh-ins. Line: your trend weight, from{" "}
          {weight(first.weightKg, p.units)} to {weight(last.weightKg, p.units)},{" "}
          {changeWords(p.weeklyChangeKg, p.units)}.
          {p.planLine ? " Dashed line: the pace your plan aimed for." : ""}
        </desc>
        {weightTicks.map((kg) => (
          <line key={kg} className="grid" x1={plot.left} x2={plot.right} y1={y(kg)} y2={y(kg)} />
        ))}
        {labels.map((label) => (
          <text
            key={`${label.text}${label.y}`}
            className={`${label.axis}-label ${label.anchor}`}
            x={label.x}
            y={label.y}
          >
            {label.text}
          </text>
        ))}
        {p.planLine ? <path className="plan" d={line(p.planLine)} /> : null}
        <path className="trend" d={line(trend)} />
        {p.points.map((w) => (
          <circle key={w.date} className="dot" cx={x(w.date)} cy={y(w.weightKg)} r={4} />
        ))}
      </svg>
      <ul className="legend" aria-hidden="true">
        <li>
          <span className="swatch dot-swatch" />
          Your weigh-ins
        </li>
        <li>
          <span className="swatch" />
          Trend weight
        </li>
        {p.planLine ? (
          <li>
            <span className="swatch dashed" />
            Your plan&rsquo;s pace
          </li>
        ) : null}
      </ul>
      <details className="chart-table">
        <summary>Show the weigh-ins and trend as a table</summary>
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">Your weigh-ins and trend weight</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="num">
                  Weight
                </th>
                <th scope="col" className="num">
                  Trend
                </th>
                {withCalories ? (
                  <th scope="col" className="num">
                    Calories
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {p.points.map((w) => (
                <tr key={w.date}>
                  <th scope="row">{shortDay(w.date)}</th>
                  <td className="num">{weight(w.weightKg, p.units)}</td>
                  <td className="num">{weight(w.trendKg, p.units)}</td>
                  {withCalories ? (
                    <td className="num">
                      {w.calories === undefined ? "" : `${number(w.calories)} kcal`}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
