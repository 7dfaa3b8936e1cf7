import { describe, expect, it } from "vitest";
import { medianFigures, type LighthouseFigures } from "./lighthouse.ts";

const run = (tbtMs: number, performance = 100): LighthouseFigures => ({
  performance,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs,
  cls: 0,
});

describe("medianFigures", () => {
  it("gives each figure's middle run, so one noisy run moves nothing", () => {
    expect(medianFigures([run(21), run(108, 98), run(23)])).toEqual(run(23));
  });

  it("takes the mean of the middle two for an even number of runs, and one run as it is", () => {
    expect(medianFigures([run(20), run(40)]).tbtMs).toBe(30);
    expect(medianFigures([run(77)])).toEqual(run(77));
    expect(() => medianFigures([])).toThrow(/at least one run/);
  });
});
