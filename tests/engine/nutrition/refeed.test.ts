import { describe, expect, it } from "vitest";
import { REFEED_CARB_SHARE, refeedPlan } from "../../../engine/nutrition/refeed.ts";

const losing = {
  asked: undefined,
  dietType: "standard" as const,
  losing: true,
  maintenance: 2500,
  plannedAverage: 2000,
};

describe('refeedPlan (docs/plans.md, "Refeed days")', () => {
  it("gives no diet a refeed by default", () => {
    for (const dietType of ["standard", "low-carb", "keto", "high-protein"] as const) {
      expect(refeedPlan({ ...losing, dietType })).toEqual({ frequency: "none", warnings: [] });
    }
  });

  it("plans a chosen refeed at maintenance", () => {
    // min(2500, 1.6 x 2000 = 3200) = 2500
    expect(refeedPlan({ ...losing, asked: "weekly" })).toEqual({
      frequency: "weekly",
      calories: 2500,
      warnings: [],
    });
  });

  it("never puts the refeed above 1.6 x the planned daily average", () => {
    const weekly = { ...losing, asked: "weekly" as const };
    // 1.6 x 1300 = 2080, under maintenance 2500
    expect(refeedPlan({ ...weekly, plannedAverage: 1300 }).calories).toBe(2080);
    // 1.6 x 1234 = 1974.4, rounded to 1974
    expect(refeedPlan({ ...weekly, plannedAverage: 1234 }).calories).toBe(1974);
  });

  it("takes 60% of the refeed day's calories from carbohydrate", () => {
    expect(REFEED_CARB_SHARE).toBe(0.6);
  });

  it("has no refeed when the visitor asks for none", () => {
    expect(refeedPlan({ ...losing, asked: "none" })).toEqual({ frequency: "none", warnings: [] });
  });

  it("has no refeed unless the plan is losing weight, even when asked", () => {
    expect(refeedPlan({ ...losing, asked: "weekly", losing: false })).toEqual({
      frequency: "none",
      warnings: [],
    });
  });

  it("gives a low-carb diet a refeed when the visitor asks for one", () => {
    expect(refeedPlan({ ...losing, dietType: "low-carb", asked: "weekly" })).toMatchObject({
      frequency: "weekly",
      calories: 2500,
    });
  });

  it("never gives keto a refeed, and says why (medium) when one was asked for", () => {
    const r = refeedPlan({ ...losing, dietType: "keto", asked: "weekly" });
    expect(r.frequency).toBe("none");
    expect(r.calories).toBeUndefined();
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({ type: "medium" });
    expect(r.warnings[0]?.message).toContain("ketosis");
  });
});
