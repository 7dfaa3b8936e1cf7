/*
 * Where the check-in chart's axis labels go, apart from the drawing, so a test can check that
 * no two of them overlap and none is cut off at the narrowest width. Sizes are in the
 * drawing's units (it is drawn 440 by 240 and scaled to its box).
 */

export const CHART_WIDTH = 440;
export const CHART_HEIGHT = 240;
// The labels' size on a phone, where the drawing shrinks and its labels are drawn larger to
// stay readable (calorie-deficit-check-in.css; 12 on wider screens): the size to fit.
export const LABEL_SIZE = 17;
// Room for a label's letters: at most 0.6 em a character (a system sans-serif's digits and
// letters are about 0.55 em), 0.8 em above the baseline and 0.2 em below it.
const CHAR_EM = 0.6;
const ASCENT = 0.8;
const DESCENT = 0.2;
// Space between a weight label and the plot, and between two date labels.
const GAP = 6;
// The dates' baseline: their letters end 2 above the drawing's bottom edge.
const DATE_BASELINE = CHART_HEIGHT - Math.ceil(DESCENT * LABEL_SIZE) - 2;

export interface Label {
  /** A weight, beside the plot, or a date, under it. */
  axis: "y" | "x";
  text: string;
  x: number;
  /** The baseline. */
  y: number;
  anchor: "start" | "middle" | "end";
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The space a label takes at `size`, at most. */
export function labelBox(label: Label, size = LABEL_SIZE): Box {
  const width = label.text.length * CHAR_EM * size;
  const left =
    label.anchor === "start"
      ? label.x
      : label.anchor === "end"
        ? label.x - width
        : label.x - width / 2;
  return {
    left,
    right: left + width,
    top: label.y - ASCENT * size,
    bottom: label.y + DESCENT * size,
  };
}

/** True when two boxes share any space (with `gap` kept between them). */
export function overlaps(a: Box, b: Box, gap = 0): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom && b.top < a.bottom;
}

/** The plot's edges: its left edge clears the widest weight label; the dates sit below it. */
export function plotArea(weightTexts: readonly string[]): Box {
  const widest = Math.max(0, ...weightTexts.map((t) => t.length)) * CHAR_EM * LABEL_SIZE;
  return {
    left: Math.ceil(widest + GAP),
    right: CHART_WIDTH - 12,
    top: 12,
    // A weight label on the bottom line (its baseline 4 below it) ends above the dates.
    bottom: Math.floor(DATE_BASELINE - (ASCENT + DESCENT) * LABEL_SIZE - 4),
  };
}

/**
 * The axis labels: each weight at the plot's left, level with its line; the dates under the
 * plot, the first starting at its left edge (clear of the weights), the last ending at its
 * right, and any between centred on their day, left out where they would touch another.
 */
export function axisLabels(
  plot: Box,
  weights: readonly { text: string; y: number }[],
  dates: readonly { text: string; x: number }[],
): Label[] {
  const labels: Label[] = weights.map((w) => ({
    axis: "y",
    text: w.text,
    x: plot.left - GAP,
    y: w.y + 4,
    anchor: "end",
  }));
  // The ends first: a date between them gives way.
  const between = dates.map((_, i) => i).slice(1, -1);
  const order = dates.length > 1 ? [0, dates.length - 1, ...between] : [0];
  const placed: Label[] = [];
  for (const i of order) {
    const d = dates[i];
    if (!d) continue;
    const anchor = i === 0 ? "start" : i === dates.length - 1 ? "end" : "middle";
    const x = anchor === "start" ? plot.left : anchor === "end" ? plot.right : d.x;
    const label: Label = { axis: "x", text: d.text, x, y: DATE_BASELINE, anchor };
    const box = labelBox(label);
    if (!placed.some((other) => overlaps(labelBox(other), box, GAP))) placed.push(label);
  }
  return [...labels, ...placed];
}
