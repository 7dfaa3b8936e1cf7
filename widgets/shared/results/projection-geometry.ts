import { kgToPounds, type PlanProjection, poundsToKg } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import { weight } from "./format.ts";

/**
 * Where everything on the projection chart goes, for a chart `width` CSS pixels wide. The
 * chart's viewBox is its rendered size, so a unit here is a CSS pixel: text drawn at
 * FONT_PX is that size on screen however narrow the card (wizard.css sets it).
 */

/** The size of the chart's text, CSS px (wizard.css, `.chart text`). */
export const FONT_PX = 13;
// Room for a character of a label: 0.6 em is wider than the digits and letters used.
const CHAR_PX = FONT_PX * 0.6;
// Grid lines at least this far apart, and x-axis labels at least this far apart.
const MIN_Y_GAP_PX = 30;
const MIN_X_GAP_PX = 40;
// Room below the target line for its label (a line of text and a little air).
const LABEL_ROOM_PX = FONT_PX + 8;
// Steps between weight grid lines: kg, or pounds (half a stone, a stone...).
const KG_STEPS = [0.5, 1, 2, 5, 10, 20, 50];
const LB_STEPS = [1, 2, 7, 14, 28, 70, 140];
// Steps between the labelled weeks.
const WEEK_STEPS = [1, 2, 4, 8, 12, 16, 26, 52];

export interface Tick {
  /** Where it is along its axis, px. */
  at: number;
  label: string;
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** The plotting area's edges, px. */
  plot: { left: number; right: number; top: number; bottom: number };
  /** The weight grid lines, top to bottom. */
  yTicks: Tick[];
  /** The labelled weeks, left to right. */
  xTicks: Tick[];
  /** Where the axis title ("Weeks") sits. */
  xTitle: { x: number; y: number };
  /** SVG path data: the dynamic model, the straight line, and the band as one closed shape. */
  hall: string;
  linear: string;
  band: string;
  /** The target line, its label, and where the label sits (under it for a loss, over for a gain). */
  target: { y: number; label: string; labelY: number };
  /** The point where the model reaches the target, when it does within the chart. */
  reached?: { x: number; y: number };
}

/** The chart's height for its width: shorter on a phone, never squat. */
export function chartHeight(width: number): number {
  return Math.round(Math.min(300, Math.max(260, width * 0.5)));
}

/** A weight in the units the axis counts in: kg, or pounds. */
function toAxis(kg: number, units: Units): number {
  return units === "metric" ? kg : kgToPounds(kg);
}

/**
 * The weight grid: the smallest step that keeps it within `maxGaps` gaps once it covers the
 * data and leaves `room` (a share of the grid's height) on the target's empty side for its
 * label. Values in the axis's units, lowest and highest grid line.
 */
function grid(
  data: { min: number; max: number; target: number; losing: boolean },
  steps: readonly number[],
  maxGaps: number,
  room: number,
): { lo: number; hi: number; step: number } {
  let best = { lo: 0, hi: 1, step: 1 };
  for (const step of steps) {
    let lo = Math.floor(data.min / step + 1e-9) * step;
    let hi = Math.max(lo + step, Math.ceil(data.max / step - 1e-9) * step);
    if (data.losing && (data.target - lo) / (hi - lo) < room) lo -= step;
    if (!data.losing && (hi - data.target) / (hi - lo) < room) hi += step;
    best = { lo, hi, step };
    if (Math.round((hi - lo) / step) <= maxGaps) break;
  }
  return best;
}

const point = (x: number, y: number) => `${x.toFixed(1)},${y.toFixed(1)}`;

/** Lays out the chart of a plan's projection `width` px wide, in the visitor's units. */
export function chartGeometry(p: PlanProjection, units: Units, width: number): ChartGeometry {
  const height = chartHeight(width);
  const all = [...p.weightKg, ...p.linearKg, ...p.lowKg, ...p.highKg, p.targetWeightKg];
  const min = toAxis(Math.min(...all), units);
  const max = toAxis(Math.max(...all), units);
  const top = FONT_PX;
  const bottom = height - (FONT_PX * 2 + 18);
  const maxGaps = Math.max(2, Math.floor((bottom - top) / MIN_Y_GAP_PX));
  const target = toAxis(p.targetWeightKg, units);
  const { lo, hi, step } = grid(
    { min, max, target, losing: p.losing },
    units === "metric" ? KG_STEPS : LB_STEPS,
    maxGaps,
    LABEL_ROOM_PX / (bottom - top),
  );

  const values: number[] = [];
  for (let v = hi; v >= lo - 1e-9; v -= step) values.push(v);
  const labelOf = (v: number) =>
    units === "metric" ? weight(v, "metric") : weight(poundsToKg(v), "imperial");
  const labels = values.map(labelOf);
  const longest = Math.max(...labels.map((l) => l.length));
  const left = Math.ceil(longest * CHAR_PX) + 10;
  // Half the widest week label ("104") beyond the last day.
  const right = width - Math.ceil(CHAR_PX * 2) - 2;

  // Where a value on the weight axis sits, and where a weight in kg does.
  const atAxis = (v: number) => top + ((hi - v) / (hi - lo)) * (bottom - top);
  const y = (kg: number) => atAxis(toAxis(kg, units));
  const x = (day: number) => left + (day / p.days) * (right - left);
  const edge = (weights: readonly number[]) => weights.map((w, i) => point(x(p.day[i] ?? 0), y(w)));
  const line = (weights: readonly number[]) => `M${edge(weights).join("L")}`;

  const weeks = p.days / 7;
  const maxLabels = Math.max(2, Math.floor((right - left) / MIN_X_GAP_PX));
  const weekStep = WEEK_STEPS.find((s) => weeks / s <= maxLabels) ?? 52;
  const xTicks: Tick[] = [];
  for (let week = 0; week <= weeks + 1e-9; week += weekStep) {
    xTicks.push({ at: x(week * 7), label: String(week) });
  }

  const targetY = y(p.targetWeightKg);
  return {
    width,
    height,
    plot: { left, right, top, bottom },
    yTicks: values.map((v, i) => ({ at: atAxis(v), label: labels[i] ?? "" })),
    xTicks,
    xTitle: { x: (left + right) / 2, y: height - 4 },
    hall: line(p.weightKg),
    linear: line(p.linearKg),
    band: `M${[...edge(p.highKg), ...edge(p.lowKg).reverse()].join("L")}Z`,
    target: {
      y: targetY,
      label: `Target ${weight(p.targetWeightKg, units)}`,
      labelY: p.losing ? targetY + FONT_PX + 3 : targetY - 6,
    },
    ...(p.reachDay === null ? {} : { reached: { x: x(p.reachDay), y: targetY } }),
  };
}
