import { describe, expect, it, vi } from "vitest";
import { InputError } from "../../../../engine/core/errors.ts";
import type { SafeOptions } from "../../../../engine/plans/safe-options.ts";
import { planPace, type PacePlanner } from "../../../../widgets/shared/form/pace-plan.ts";

type Input = { lossRate: number; goalDate?: string | undefined };
const OPTIONS: SafeOptions = {
  direction: "lose",
  maxWeeklyKg: 1,
  options: [],
  lines: [],
  earliestSafeDate: "2027-03-01",
};

/** A planner over answers of one field, lossRate, and an optional goal date. */
function planner(overrides: Partial<PacePlanner<Input>> = {}): PacePlanner<Input> {
  return {
    read: (values) =>
      values.lossRate
        ? { lossRate: Number(values.lossRate), goalDate: values.goalDate }
        : undefined,
    options: vi.fn(() => OPTIONS),
    goalDate: vi.fn(() => undefined),
    ...overrides,
  };
}

describe("planPace", () => {
  it("plans nothing until a pace can stand in and the answers can be read", () => {
    expect(planPace({}, undefined, planner())).toEqual({});
    expect(planPace({}, "0.5", planner({ read: () => undefined }))).toEqual({});
  });

  it("plans the options without the goal date, and measures the goal date at the chosen pace", () => {
    const p = planner();
    expect(planPace({ goalDate: "2027-01-01" }, "0.75", p).options).toBe(OPTIONS);
    expect(p.options).toHaveBeenCalledWith({ lossRate: 0.75, goalDate: undefined });
    expect(p.goalDate).toHaveBeenCalledWith({ lossRate: 0.75, goalDate: "2027-01-01" });
    planPace({}, "0.75", p);
    expect(p.goalDate).toHaveBeenCalledTimes(1);
  });

  it("plans nothing for answers the engine refuses, and logs any other failure without breaking the form", () => {
    const refused = planner({
      options: () => {
        throw new InputError("targetWeight", "Too low.");
      },
    });
    expect(planPace({}, "0.5", refused)).toEqual({});
    const broken = planner({
      options: () => {
        throw new TypeError("a bug");
      },
    });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(planPace({}, "0.5", refused)).toEqual({});
    expect(log).not.toHaveBeenCalled();
    expect(planPace({}, "0.5", broken)).toEqual({});
    expect(log).toHaveBeenCalledWith(expect.any(TypeError));
    log.mockRestore();
  });
});
