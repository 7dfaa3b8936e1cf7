import { longDate, type PlanProjection } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import { number, weight } from "./format.ts";
import { FONT_PX, chartGeometry } from "./projection-geometry.ts";
import { useWidth } from "../platform/use-width.ts";

export interface ProjectionChartProps {
  /** The plan's projection, from its result. */
  projection: PlanProjection;
  units: Units;
}

// Drawn at this width until the card is measured (and where it cannot be).
const FALLBACK_WIDTH = 600;

/** The week a day falls in, as the chart's axis counts: day 1 to 7 is week 1. */
const weekOf = (day: number) => Math.ceil(day / 7);

/**
 * What the chart shows, in words: the range on the target day first, then how to read it.
 * Both are the drawing's description too, so a screen reader gets them with it.
 */
function chartWords(p: PlanProjection, units: Units) {
  const at = p.atTarget;
  const low = weight(at.lowKg, units);
  const high = weight(at.highKg, units);
  const target = weight(p.targetWeightKg, units);
  const share = `${number(p.spread * 100)}%`;
  const reached = p.reachDay === null ? null : weekOf(p.reachDay);
  const adapting = p.losing
    ? "as you get lighter your body uses less energy"
    : "as you get heavier your body uses more energy";
  // A weight is not split across lines: "11 st" here and "0 lb" on the next reads badly.
  const whole = (text: string) => <span className="nowrap">{text}</span>;
  const summary = (
    <>
      By {longDate(at.date)}
      {reached === null ? ", two years from now," : ` (week ${reached})`} you are likely to weigh{" "}
      {low === high ? (
        <>about {whole(low)}</>
      ) : (
        <>
          between {whole(low)} and {whole(high)}
        </>
      )}
      .
    </>
  );
  const model =
    reached === null
      ? `The solid line, our best estimate, does not reach your target of ${target} within two years: ${adapting}, so at this intake your weight levels off ${p.losing ? "above" : "below"} it.`
      : `The solid line, our best estimate, reaches your target of ${target} in week ${reached}, then holds there as you move to maintenance.`;
  const band = `The shaded band allows for your body using ${share} more or less energy than the formula says, as most people's does${
    p.slowReachDay === null
      ? "; at its slower edge you would not reach your target within two years."
      : `; at its slower edge you would get there in week ${weekOf(p.slowReachDay)}.`
  }`;
  const line =
    reached === null || reached > p.goalWeek
      ? `The simple 7,700 kcal per kg rule (dashed) gets there sooner, in week ${p.goalWeek}, because it leaves out that ${adapting}.`
      : `The simple 7,700 kcal per kg rule (dashed) gets there in week ${p.goalWeek}.`;
  return { summary, note: `${model} ${band} ${line}`, share };
}

/**
 * The weight projection: the dynamic model of Hall et al. 2011 (solid) inside its band for
 * individual variation (shaded), beside the simple 7,700 kcal per kg line (dashed) and the
 * target (dotted), as an inline SVG drawn at the card's own width so its labels stay
 * FONT_PX on a phone. The range on the target day leads, in words, for every reader.
 */
export function ProjectionChart({ projection: p, units }: ProjectionChartProps) {
  const [frame, width] = useWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const g = chartGeometry(p, units, width);
  const words = chartWords(p, units);
  const weeks = Math.round(p.days / 7);
  const labelShift = FONT_PX * 0.35;

  return (
    <figure className="chart" part="chart">
      <figcaption className="chart-summary" id="chart-summary">
        {words.summary}
      </figcaption>
      <div className="chart-frame" ref={frame}>
        <svg
          viewBox={`0 0 ${g.width} ${g.height}`}
          width={g.width}
          height={g.height}
          role="img"
          aria-labelledby="chart-title"
          aria-describedby="chart-summary chart-note"
          focusable="false"
        >
          <title id="chart-title">Projected weight over {weeks} weeks</title>
          {g.yTicks.map((t) => (
            <g key={`y${t.label}`}>
              <line className="grid" x1={g.plot.left} x2={g.plot.right} y1={t.at} y2={t.at} />
              <text className="y-label" x={g.plot.left - 6} y={t.at + labelShift}>
                {t.label}
              </text>
            </g>
          ))}
          {g.xTicks.map((t) => (
            <text key={`x${t.label}`} className="x-label" x={t.at} y={g.plot.bottom + FONT_PX + 6}>
              {t.label}
            </text>
          ))}
          <text className="x-title" x={g.xTitle.x} y={g.xTitle.y}>
            Weeks
          </text>
          <path className="band" d={g.band} />
          <line
            className="target"
            x1={g.plot.left}
            x2={g.plot.right}
            y1={g.target.y}
            y2={g.target.y}
          />
          <path className="linear" d={g.linear} fill="none" />
          <path className="hall" d={g.hall} fill="none" />
          {g.reached ? (
            <circle className="reached" cx={g.reached.x} cy={g.reached.y} r={5} />
          ) : null}
          <text className="target-label" x={g.plot.right} y={g.target.labelY}>
            {g.target.label}
          </text>
        </svg>
      </div>
      <ul className="legend" aria-hidden="true">
        <li>
          <span className="swatch band" />
          Likely range ({words.share} either way)
        </li>
        <li>
          <span className="swatch" />
          Our best estimate
        </li>
        <li>
          <span className="swatch dashed" />
          The simple 7,700 kcal per kg line
        </li>
        <li>
          <span className="swatch target" />
          Your target
        </li>
      </ul>
      <p className="chart-note" id="chart-note">
        {words.note}
      </p>
    </figure>
  );
}
