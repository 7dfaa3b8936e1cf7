import { describe, expect, it } from "vitest";
import { basicPlan, type BasicInput } from "../../../../engine/plans/basic-plan.ts";
import type { PlanProjection } from "../../../../engine/projection/plan-projection.ts";
import type { Units } from "../../../../widgets/shared/platform/attributes.ts";
import { FONT_PX, chartGeometry } from "../../../../widgets/shared/results/projection-geometry.ts";
import { WORKED_EXAMPLE } from "../../../engine/fixtures/worked-example.ts";

const example = WORKED_EXAMPLE;

// A loss of a few kg, a long loss, a gain, and the imperial fixture's 12 st 8 lb to 10 st 10 lb.
const plans: [string, BasicInput, string | undefined][] = [
  ["80 to 75 kg", example, undefined],
  ["80 to 62 kg", { ...example, targetWeight: 62, lossRate: 1 }, undefined],
  ["80 to 85 kg", { ...example, targetWeight: 85, lossRate: 0.25 }, "muscle-gain"],
  [
    "12 st 8 lb to 10 st 10 lb",
    {
      ...example,
      gender: "female",
      age: 42,
      height: 165.1,
      weight: 79.83,
      activity: 1.375,
      targetWeight: 68.04,
    },
    undefined,
  ],
];

function projectionOf(input: BasicInput, variant?: string): PlanProjection {
  const projection = basicPlan(input, variant).projection;
  if (!projection) throw new Error("expected a projection");
  return projection;
}

/** Every x,y pair in SVG path data. */
function pointsOf(d: string): [number, number][] {
  return [...d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

// A 320 px phone (286 px inside the card), a 360 px phone, and a desktop card.
const widths = [286, 326, 694];
const units: Units[] = ["metric", "imperial"];

describe("chartGeometry: the chart at the card's own width", () => {
  for (const [name, input, variant] of plans) {
    for (const width of widths) {
      for (const unit of units) {
        it(`${name}, ${width} px, ${unit}: fills the width and keeps everything inside it`, () => {
          const g = chartGeometry(projectionOf(input, variant), unit, width);
          expect(g.width).toBe(width);
          expect(g.height).toBeGreaterThanOrEqual(260);
          expect(g.height).toBeLessThanOrEqual(300);
          // The plot takes all but the labels' room: at least 60% of a phone's width.
          expect(g.plot.right).toBeGreaterThan(width - 24);
          expect(g.plot.right - g.plot.left).toBeGreaterThan(width * 0.6);
          // Room for the longest weight label at 0.6 em a character.
          const longest = Math.max(...g.yTicks.map((t) => t.label.length));
          expect(g.plot.left).toBeGreaterThanOrEqual(longest * FONT_PX * 0.6);
          // Every line and the band stay inside the grid.
          for (const d of [g.hall, g.linear, g.band]) {
            for (const [x, y] of pointsOf(d)) {
              expect(x).toBeGreaterThanOrEqual(g.plot.left - 0.05);
              expect(x).toBeLessThanOrEqual(g.plot.right + 0.05);
              expect(y).toBeGreaterThanOrEqual(g.plot.top - 0.05);
              expect(y).toBeLessThanOrEqual(g.plot.bottom + 0.05);
            }
          }
          // The target's label sits inside the grid too, on the side the line never goes.
          expect(g.target.labelY).toBeLessThanOrEqual(g.plot.bottom);
          expect(g.target.labelY - FONT_PX).toBeGreaterThanOrEqual(g.plot.top - 0.05);
        });

        it(`${name}, ${width} px, ${unit}: labels apart and all different`, () => {
          const g = chartGeometry(projectionOf(input, variant), unit, width);
          expect(g.yTicks.length).toBeGreaterThanOrEqual(3);
          expect(new Set(g.yTicks.map((t) => t.label)).size).toBe(g.yTicks.length);
          for (let i = 1; i < g.yTicks.length; i++) {
            expect((g.yTicks[i]?.at ?? 0) - (g.yTicks[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(30);
          }
          expect(g.xTicks.length).toBeGreaterThanOrEqual(2);
          expect(g.xTicks[0]?.label).toBe("0");
          for (let i = 1; i < g.xTicks.length; i++) {
            expect((g.xTicks[i]?.at ?? 0) - (g.xTicks[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(40);
          }
        });
      }
    }
  }

  it("labels weights in stones and pounds when the visitor uses them", () => {
    const g = chartGeometry(projectionOf(plans[3]?.[1] ?? example), "imperial", 326);
    for (const t of g.yTicks) expect(t.label).toMatch(/^\d+ st \d+ lb$/);
    expect(g.target.label).toBe("Target 10 st 10 lb");
  });

  it("marks the point where the model reaches the target, on the target line", () => {
    const projection = projectionOf(example);
    const g = chartGeometry(projection, "metric", 326);
    expect(g.reached?.y).toBe(g.target.y);
    // Day 78 of 98.
    const share = ((g.reached?.x ?? 0) - g.plot.left) / (g.plot.right - g.plot.left);
    expect(share).toBeCloseTo(78 / 98, 6);
  });
});
