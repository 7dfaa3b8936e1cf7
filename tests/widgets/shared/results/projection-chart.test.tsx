import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { basicPlan, type BasicInput } from "../../../../engine/plans/basic-plan.ts";
import {
  planProjection,
  type PlanProjection,
} from "../../../../engine/projection/plan-projection.ts";
import { ProjectionChart } from "../../../../widgets/shared/results/projection-chart.tsx";
import { WORKED_EXAMPLE } from "../../../engine/fixtures/worked-example.ts";

// The worked example: 30, male, 180 cm, 80 kg, moderately active, 75 kg at 0.5 kg a week.
// The model reaches 75 kg on day 78 (20 March 2026, week 12); the band then runs from 75 kg
// (maintenance 10% higher, there since day 48) to 77.45 kg (maintenance 10% lower).
const example = WORKED_EXAMPLE;

function projectionOf(input: BasicInput, variant?: string): PlanProjection {
  const projection = basicPlan(input, variant).projection;
  if (!projection) throw new Error("expected a projection");
  return projection;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ProjectionChart", () => {
  it("leads with the range on the day the model reaches the target", () => {
    render(<ProjectionChart projection={projectionOf(example)} units="metric" />);
    const figure = screen.getByRole("figure");
    expect(within(figure).getByText(/^By 20 March 2026/).textContent).toBe(
      "By 20 March 2026 (week 12) you are likely to weigh between 75 kg and 77.5 kg.",
    );
  });

  it("gives screen readers the band in words: the picture is described by the words beside it", () => {
    const { container } = render(
      <ProjectionChart projection={projectionOf(example)} units="metric" />,
    );
    const chart = screen.getByRole("img", { name: "Projected weight over 14 weeks" });
    const described = (chart.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => container.querySelector(`#${id}`)?.textContent ?? "")
      .join(" ");
    expect(described).toContain("you are likely to weigh between 75 kg and 77.5 kg.");
    expect(described).toContain("reaches your target of 75 kg in week 12");
    expect(described).toContain("The simple 7,700 kcal per kg rule (dashed)");
  });

  it("explains the band, its slower edge and the straight line beside the chart", () => {
    render(<ProjectionChart projection={projectionOf(example)} units="metric" />);
    const note = screen.getByText(/^The solid line/).textContent ?? "";
    expect(note).toContain("reaches your target of 75 kg in week 12");
    expect(note).toContain("10% more or less energy");
    expect(note).toContain("at its slower edge you would get there in week 27");
    expect(note).toContain("(dashed) gets there sooner, in week 10");
  });

  it("shades the band under the line, and draws the target line with its label", () => {
    const { container } = render(
      <ProjectionChart projection={projectionOf(example)} units="metric" />,
    );
    const svg = container.querySelector("svg") as SVGSVGElement;
    const shapes = [...svg.querySelectorAll("path")].map((p) => p.getAttribute("class"));
    // Drawn in this order, so the lines sit on the band.
    expect(shapes).toEqual(["band", "linear", "hall"]);
    expect(svg.querySelector("path.band")?.getAttribute("d")).toMatch(/^M.*Z$/);
    const target = svg.querySelector("line.target");
    expect(target).not.toBeNull();
    expect(svg.querySelector(".target-label")?.textContent).toBe("Target 75 kg");
    // The point where the model gets there.
    expect(svg.querySelector("circle.reached")).not.toBeNull();
  });

  it("has a legend in words for the band, both lines and the target, with no citation", () => {
    render(<ProjectionChart projection={projectionOf(example)} units="metric" />);
    const legend = screen.getByRole("figure").querySelector(".legend") as HTMLElement;
    expect([...legend.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Likely range (10% either way)",
      "Our best estimate",
      "The simple 7,700 kcal per kg line",
      "Your target",
    ]);
  });

  it("labels the weight axis in kg, and the weeks from 0 to the end", () => {
    const { container } = render(
      <ProjectionChart projection={projectionOf(example)} units="metric" />,
    );
    const ys = [...container.querySelectorAll(".y-label")].map((t) => t.textContent);
    expect(ys.length).toBeGreaterThanOrEqual(3);
    for (const label of ys) expect(label).toMatch(/^\d+(\.5)? kg$/);
    expect(new Set(ys).size).toBe(ys.length);
    const xs = [...container.querySelectorAll(".x-label")].map((t) => t.textContent);
    expect(xs[0]).toBe("0");
    expect(Number(xs.at(-1))).toBeLessThanOrEqual(14);
    expect(container.querySelector(".x-title")?.textContent).toBe("Weeks");
  });

  it("in stones and pounds, no two weight labels are the same", () => {
    // 12 st 8 lb to 10 st 10 lb: every label within two stones.
    const projection = projectionOf({
      ...example,
      gender: "female",
      age: 42,
      height: 165.1,
      weight: 79.83,
      activity: 1.375,
      targetWeight: 68.04,
    });
    const { container } = render(<ProjectionChart projection={projection} units="imperial" />);
    const ys = [...container.querySelectorAll(".y-label")].map((t) => t.textContent);
    expect(ys.length).toBeGreaterThanOrEqual(3);
    for (const label of ys) expect(label).toMatch(/^\d+ st \d+ lb$/);
    expect(new Set(ys).size).toBe(ys.length);
    expect(container.querySelector(".target-label")?.textContent).toBe("Target 10 st 10 lb");
    expect(screen.getByText(/you are likely to weigh/).textContent).toMatch(
      /between 10 st 10 lb and 11 st \d+ lb\.$/,
    );
  });

  it("for a gain, gives the range up to the target", () => {
    const projection = projectionOf(
      { ...example, targetWeight: 85, lossRate: 0.25 },
      "muscle-gain",
    );
    render(<ProjectionChart projection={projection} units="metric" />);
    expect(screen.getByText(/you are likely to weigh/).textContent).toMatch(
      /between 80 kg and 85 kg\.$/,
    );
    expect(screen.getByText(/^The solid line/).textContent).toContain(
      "as you get heavier your body uses more energy",
    );
  });

  it("says so when the model does not reach the target within two years", () => {
    const projection = planProjection({
      person: { sex: "male", age: 30, heightCm: 180, weightKg: 80 },
      pal: 1.55,
      maintenanceKcal: 2759,
      dailyDeficit: 200,
      weeksToGoal: 58,
      targetWeightKg: 68,
      today: "2026-01-01",
    });
    if (!projection) throw new Error("expected a projection");
    const { container } = render(<ProjectionChart projection={projection} units="metric" />);
    expect(screen.getByText(/you are likely to weigh/).textContent).toBe(
      "By 30 December 2027, two years from now, you are likely to weigh between 68 kg and 83 kg.",
    );
    expect(screen.getByText(/^The solid line/).textContent).toContain(
      "does not reach your target of 68 kg within two years",
    );
    expect(container.querySelector("circle.reached")).toBeNull();
  });

  it("draws at the width it is given, one unit a CSS pixel, so its 13 px labels stay 13 px", async () => {
    // A 320 px phone: the card's content is 286 px wide.
    let report: (() => void) | undefined;
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      width: 286,
    } as DOMRect);
    const { container } = render(
      <ProjectionChart projection={projectionOf(example)} units="metric" />,
    );
    report?.();
    const svg = await vi.waitFor(() => {
      const el = container.querySelector("svg");
      expect(el?.getAttribute("viewBox")).toBe("0 0 286 260");
      return el as SVGSVGElement;
    });
    expect(svg.getAttribute("width")).toBe("286");
    expect(svg.getAttribute("height")).toBe("260");
  });
});
