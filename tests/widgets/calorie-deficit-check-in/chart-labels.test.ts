import { describe, expect, it } from "vitest";
import {
  axisLabels,
  CHART_HEIGHT,
  CHART_WIDTH,
  labelBox,
  overlaps,
  plotArea,
  type Label,
} from "../../../widgets/calorie-deficit-check-in/chart-labels.ts";

/** The labels of a chart with these weight labels (top to bottom) and dates at these shares of its width. */
function labelsFor(weights: string[], dates: [string, number][]): Label[] {
  const plot = plotArea(weights);
  const step = (plot.bottom - plot.top) / (weights.length - 1);
  return axisLabels(
    plot,
    weights.map((text, i) => ({ text, y: plot.top + i * step })),
    dates.map(([text, share]) => ({ text, x: plot.left + share * (plot.right - plot.left) })),
  );
}

/** Expects no two labels to share space, and each to be wholly inside the drawing. */
function expectClear(labels: Label[]) {
  const boxes = labels.map((l) => labelBox(l));
  boxes.forEach((box, i) => {
    expect(box.left, labels[i]?.text).toBeGreaterThanOrEqual(0);
    expect(box.right, labels[i]?.text).toBeLessThanOrEqual(CHART_WIDTH);
    expect(box.top, labels[i]?.text).toBeGreaterThanOrEqual(0);
    expect(box.bottom, labels[i]?.text).toBeLessThanOrEqual(CHART_HEIGHT);
    boxes.slice(i + 1).forEach((other, j) => {
      expect(overlaps(box, other), `${labels[i]?.text} and ${labels[i + j + 1]?.text}`).toBe(false);
    });
  });
}

describe("the check-in chart's axis labels, at a phone's label size", () => {
  it("keep the lowest weight clear of the first date (78 kg above 16 Oct)", () => {
    const labels = labelsFor(
      ["82 kg", "80 kg", "78 kg"],
      [
        ["16 Oct", 0],
        ["30 Oct", 0.5],
        ["13 Nov", 1],
      ],
    );
    expect(labels.map((l) => l.text)).toEqual([
      "82 kg",
      "80 kg",
      "78 kg",
      "16 Oct",
      "13 Nov",
      "30 Oct",
    ]);
    expectClear(labels);
  });

  it("make room for the widest weights, in stones and pounds", () => {
    const labels = labelsFor(
      ["13 st 11 lb", "13 st 4 lb", "12 st 11 lb"],
      [
        ["1 Sept", 0],
        ["15 Sept", 0.5],
        ["29 Sept", 1],
      ],
    );
    expect(labels).toHaveLength(6);
    expectClear(labels);
  });

  it("leave out a date between the ends where it would touch one of them", () => {
    const labels = labelsFor(
      ["82 kg", "80.5 kg", "79 kg"],
      [
        ["16 Oct", 0],
        ["17 Oct", 0.03],
        ["30 Nov", 1],
      ],
    );
    expect(labels.map((l) => l.text)).not.toContain("17 Oct");
    expect(labels.map((l) => l.text)).toContain("30 Nov");
    expectClear(labels);
  });

  it("show a single day once", () => {
    const labels = labelsFor(["81 kg", "80.5 kg", "80 kg"], [["16 Oct", 0]]);
    expect(labels.filter((l) => l.text === "16 Oct")).toHaveLength(1);
    expectClear(labels);
  });
});
