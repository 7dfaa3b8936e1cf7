import { describe, expect, it } from "vitest";
import { basicPlan, type BasicInput, type BasicResult } from "../../../engine/plans/basic-plan.ts";
import {
  AGE_RULE,
  HEIGHT_RULE,
  TARGET_WEIGHT_RULE,
  WEIGHT_RULE,
} from "../../../engine/input/input-ranges.ts";
import { VARIANT_IDS } from "../../../engine/plans/variants.ts";
import { parseBasicInput } from "../../../engine/input/parse-input.ts";
import { badNumbers, badOptionalNumbers, expectInputError } from "../input-error-helpers.ts";

// The worked example (docs/plans.md, "A worked example"): male, 30, 180 cm, 80 kg, activity
// 1.55, target 75 kg, 0.5 kg a week. Mifflin: 800 + 1125 - 150 + 5 = 1780; TDEE 1780 x 1.55 = 2759;
// deficit 0.5 x 7700 / 7 = 550; target 2759 - 550 = 2209. The straight line gets to 75 kg in
// (80 - 75) / 0.5 = 10 weeks; the dynamic model, as his needs fall with his weight, on day 78:
// week 12, his weeks to goal.
const example: BasicInput = {
  age: 30,
  gender: "male",
  height: 180,
  weight: 80,
  activity: 1.55,
  targetWeight: 75,
  lossRate: 0.5,
  today: "2026-01-01",
};
// Mifflin: 600 + 1000 - 300 - 161 = 1139; x 1.2 = 1366.8 -> 1367
const smallWoman: BasicInput = {
  age: 60,
  gender: "female",
  height: 160,
  weight: 60,
  activity: 1.2,
  targetWeight: 55,
  lossRate: 0.5,
  today: "2026-01-01",
};
// Mifflin: 650 + 1031.25 - 150 - 161 = 1370.25; x 1.375 = 1884.09 -> 1884
const mother: BasicInput = {
  age: 30,
  gender: "female",
  height: 165,
  weight: 65,
  activity: 1.375,
  targetWeight: 60,
  lossRate: 0.5,
  today: "2026-01-01",
};

const AGGRESSIVE =
  "Losing 1.5 kg a week is faster than the 1 kg a week the NHS advises for you. This is a very aggressive pace.";
const AT_MINIMUM =
  /^Your daily target is [\d,]+ kcal, the lowest we plan for you\. Eating less than this is only advised with medical supervision\.$/;
const TEENAGER = "As a teenager, ensure adequate nutrition for growth and development.";

const messages = (r: BasicResult) => r.warnings.map((w) => w.message);
const warningFor = (r: BasicResult, message: string | RegExp) =>
  r.warnings.find((w) =>
    typeof message === "string" ? w.message === message : message.test(w.message),
  );
const macroCalories = (r: BasicResult) =>
  r.macros ? r.macros.protein.calories + r.macros.carbs.calories + r.macros.fats.calories : NaN;

describe("basicPlan: the worked example", () => {
  const r = basicPlan(example);

  it("gives BMR 1,780, TDEE 2,759, a target of 2,209 and a daily deficit of 550", () => {
    expect(r.bmr).toBe(1780);
    expect(r.tdee).toBe(2759);
    expect(r.targetCalories).toBe(2209);
    expect(r.dailyDeficit).toBe(550);
  });

  it("loses 0.5 kg a week and 5 kg in all, reaching the goal in the model's week 12, not the line's 10", () => {
    expect(r.weeklyLoss).toBe(0.5);
    expect(r.totalWeightLoss).toBe(5);
    expect(r.weeksToGoal).toBe(12);
    expect(r.direction).toBe("lose");
  });

  it("gives the week its chart reaches 75 kg: short of it at week 11, there at week 12", () => {
    const p = r.projection;
    expect(p?.goalWeek).toBe(10);
    expect(p?.reachDay).toBe(78);
    expect(r.daysToGoal).toBe(78);
    expect(Math.ceil((p?.reachDay ?? 0) / 7)).toBe(r.weeksToGoal);
    expect(p?.weightKg[11]).toBeGreaterThan(75);
    expect(p?.weightKg[12]).toBeLessThanOrEqual(75);
  });

  it("splits 2,209 kcal into his 1.2 g/kg of protein, 30% fat and carbohydrate the rest", () => {
    // protein 1.2 x 80 = 96 g = 384 kcal (17%)
    // fat     2209 x 0.3 = 662.7 -> 663 kcal / 9 = 73.7 -> 74 g
    // carbs   2209 - 384 - 663 = 1,162 kcal / 4 = 290.5 -> 291 g
    expect(r.macros).toEqual({
      protein: { grams: 96, calories: 384, percentage: 17 },
      carbs: { grams: 291, calories: 1162, percentage: 53 },
      fats: { grams: 74, calories: 663, percentage: 30 },
    });
    expect(macroCalories(r)).toBe(2209);
  });

  it("gives no warnings to a healthy adult at a moderate pace", () => {
    expect(r.warnings).toEqual([]);
    expect(r.flooredAtMinimum).toBe(false);
    expect(r.floor).toBe(1500);
  });

  it("shows the maintenance the target comes from, his BMI and the lowest healthy weight", () => {
    // 80 / 1.8^2 = 24.7; 18.5 x 3.24 = 59.94 kg
    expect(r.maintenance).toBe(2759);
    expect(r.healthyWeight).toEqual({ bmi: 24.7, lowestTargetKg: 60 });
  });

  it("reads numbers typed as text through parseBasicInput, the edge for outside callers", () => {
    const text = basicPlan(
      parseBasicInput({
        ...example,
        age: "30",
        height: "180",
        weight: "80",
        targetWeight: "75",
        lossRate: "0.5",
      }),
    );
    expect(text.targetCalories).toBe(2209);
  });

  it("behaves as the default for an unknown or missing variant", () => {
    for (const variant of [undefined, "no-such-variant", "__proto__", "toString", ""]) {
      expect(basicPlan(example, variant)).toEqual(r);
    }
    expect(r.variant).toBe("default");
  });
});

describe("basicPlan: the pace, floor and age warnings, worded as docs/product-decisions.md gives them", () => {
  // A man of 110 kg, very active: 1% of his weight is over 1 kg a week.
  const heavy: BasicInput = { ...example, weight: 110, targetWeight: 100, activity: 1.9 };

  it("warns (high) when the planned pace is faster than the NHS's 1 kg a week", () => {
    // Only the aggressive calculator plans it: 1.5 kg a week is 1,650 kcal a day.
    const r = basicPlan({ ...heavy, lossRate: 1.5 }, "aggressive");
    expect(r.weeklyLoss).toBe(1.5);
    expect(warningFor(r, AGGRESSIVE)?.type).toBe("high");
    expect(warningFor(r, AGGRESSIVE)?.recommendation).toMatch(/GP or a dietitian/);
  });

  it("does not call 1 kg a week, the top of the NHS range, too fast", () => {
    // 1 kg a week is 1100 kcal a day, over the old 1,000 kcal line, but within NHS advice.
    const r = basicPlan({ ...heavy, lossRate: 1 });
    expect(r.dailyDeficit).toBe(1100);
    expect(r.warnings.some((w) => /faster than/.test(w.message))).toBe(false);
  });

  it("names the pace in pounds for a visitor using imperial units", () => {
    const r = basicPlan({ ...heavy, lossRate: 1.5, units: "imperial" }, "aggressive");
    expect(messages(r)).toContain(
      "Losing 3.3 lb a week is faster than the 2.2 lb a week the NHS advises for you. This is a very aggressive pace.",
    );
  });

  it("warns (high) when the target is held at the sex minimum", () => {
    // 1367 - 550 = 817, raised to 1200: the deficit is really 167 kcal a day
    const r = basicPlan(smallWoman);
    expect(r.targetCalories).toBe(1200);
    expect(r.flooredAtMinimum).toBe(true);
    expect(r.dailyDeficit).toBe(167);
    // 167 x 7 / 7700 = 0.15 kg a week: the straight line says 5 / 0.1518 = 32.9 -> 33 weeks;
    // with so small a deficit, her falling needs stretch that to 48 in the model.
    expect(r.weeklyLoss).toBe(0.15);
    expect(r.weeksToGoal).toBe(48);
    expect(warningFor(r, AT_MINIMUM)?.type).toBe("high");
  });

  it("never plans under 1,500 kcal for a man", () => {
    // Mifflin: 600 + 1031.25 - 250 + 5 = 1386.25; x 1.2 = 1663.5 -> 1664; 1664 - 1100 = 564
    const r = basicPlan({
      ...example,
      age: 50,
      height: 165,
      weight: 60,
      targetWeight: 55,
      activity: 1.2,
      lossRate: 1,
    });
    expect(r.tdee).toBe(1664);
    expect(r.targetCalories).toBe(1500);
    expect(warningFor(r, AT_MINIMUM)?.type).toBe("high");
  });

  it("warns (medium) when the person is under 18", () => {
    const r = basicPlan({ ...example, age: 17 });
    expect(warningFor(r, TEENAGER)?.type).toBe("medium");
    expect(messages(basicPlan({ ...example, age: 18 }))).not.toContain(TEENAGER);
  });

  it("lists the most serious warnings first", () => {
    // A girl of 16 at 80 kg and 160 cm (BMI 31.3, over the IOTF obesity cut-off of 29.56):
    // Henry (0.0465 x 80 + 3.18 = 6.9 MJ = 1649 kcal) x 1.2 = 1979; 1979 - 550 = 1429, raised
    // to SACN's 2,414 for a girl of 16 less 500: 1,914
    const r = basicPlan({ ...smallWoman, age: 16, weight: 80, targetWeight: 75 });
    expect(r.targetCalories).toBe(1914);
    const order = { critical: 0, high: 1, medium: 2, low: 3 };
    const ranks = r.warnings.map((w) => order[w.type]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(messages(r)).toEqual(
      expect.arrayContaining([expect.stringMatching(AT_MINIMUM), TEENAGER]),
    );
  });
});

describe('basicPlan: the goal date (docs/safety-rules.md, "Goal dates")', () => {
  it("shows the weekly rate a goal date needs and leaves the plan as it is", () => {
    // 2026-01-01 to 2026-03-26 is 84 days = 12 weeks; 5 kg / 12 = 0.42 kg a week
    const r = basicPlan({ ...example, goalDate: "2026-03-26" });
    expect(r.goalDate).toEqual({
      status: "set",
      date: "2026-03-26",
      weeks: 12,
      requiredWeeklyRate: 0.42,
      // His fastest safe pace on the basic form: 0.75 kg (1 kg is over 1% of his 80 kg), which
      // the Goals step dates 17 February 2026, day 47.
      safeMaxRate: 0.75,
      withinSafeRate: true,
      nearestSafeDate: "2026-02-17",
      // The plan's own goal day, 78 (week 12)
      plannedDate: "2026-03-20",
      meetsDate: true,
    });
    expect(r.targetCalories).toBe(2209);
    expect(r.warnings).toEqual([]);
  });

  it("warns (high) when the date is sooner than the soonest safe date, naming it", () => {
    // 14 days = 2 weeks; 5 kg / 2 = 2.5 kg a week, sooner than his fastest safe pace gets there
    const r = basicPlan({ ...example, goalDate: "2026-01-15" });
    expect(r.goalDate).toMatchObject({ requiredWeeklyRate: 2.5, withinSafeRate: false });
    expect(r.warnings[0]).toEqual({
      type: "high",
      message:
        "To reach your target by 15 January 2026 you would need to lose 2.5 kg a week, sooner than you can safely get there.",
      recommendation:
        "The nearest date you could reach it safely is 17 February 2026, at 0.75 kg a week.",
    });
    expect(r.targetCalories).toBe(2209);
  });

  it("warns (medium) when the plan's own pace reaches the target after the date", () => {
    const r = basicPlan({ ...example, goalDate: "2026-01-15" });
    expect(r.warnings).toContainEqual({
      type: "medium",
      message:
        "At the pace we have planned, you will reach your target on 20 March 2026, after the date you chose.",
    });
  });

  it("dates the plan by its goal day, not the straight line's 10 weeks", () => {
    // The line would be there on 12 March (day 70); the plan gets there on day 78.
    const r = basicPlan({ ...example, goalDate: "2026-03-12" });
    expect(r.goalDate).toMatchObject({ plannedDate: "2026-03-20", meetsDate: false });
    expect(r.warnings.map((w) => w.type)).toEqual(["medium"]);
  });

  it("calls a date safe from the soonest safe date on, and not a day before", () => {
    expect(basicPlan({ ...example, goalDate: "2026-02-17" }).goalDate).toMatchObject({
      withinSafeRate: true,
    });
    expect(basicPlan({ ...example, goalDate: "2026-02-16" }).goalDate).toMatchObject({
      safeMaxRate: 0.75,
      withinSafeRate: false,
    });
  });

  it("judges a date against 1 kg a week even where the aggressive plan allows 1.5", () => {
    const heavy = { ...example, weight: 110, targetWeight: 100, goalDate: "2026-02-05" };
    expect(basicPlan(heavy, "aggressive").goalDate).toMatchObject({ safeMaxRate: 1 });
  });

  it("measures the date against the person's own maximum (0.5 kg a week for teenagers)", () => {
    // 35 days = 5 weeks; 5 kg / 5 = 1 kg a week: fine for an adult, too fast for a teenager
    // (a boy of 16 at BMI 30.9 is over the IOTF obesity cut-off of 29.14, so he may lose)
    const teen = basicPlan(
      { ...example, age: 16, weight: 100, targetWeight: 95, goalDate: "2026-02-05" },
      "teen",
    );
    expect(teen.goalDate).toMatchObject({
      requiredWeeklyRate: 1,
      safeMaxRate: 0.5,
      withinSafeRate: false,
      // His plan at 0.5 kg a week, the only pace he is offered, gets there on day 94.
      nearestSafeDate: "2026-04-05",
    });
    expect(
      teen.warnings.some((w) => w.type === "high" && w.recommendation?.includes("0.5 kg a week")),
    ).toBe(true);
  });

  it("judges a gain against 0.5 kg a week", () => {
    // 5 kg in 70 days is 0.5 kg a week: safe; in 35 days, 1 kg a week: too fast
    const r = basicPlan({ ...example, targetWeight: 85, goalDate: "2026-02-05" });
    expect(r.goalDate).toMatchObject({ safeMaxRate: 0.5, withinSafeRate: false });
    expect(r.warnings[0]?.message).toContain("you would need to gain 1 kg a week");
  });

  it("names the rate in pounds for an imperial visitor", () => {
    // 2.5 kg = 5.5 lb; his fastest safe pace in pounds is 1.5 lb a week
    const r = basicPlan({ ...example, goalDate: "2026-01-15", units: "imperial" });
    expect(r.warnings[0]?.message).toContain("lose 5.5 lb a week, sooner than");
    expect(r.warnings[0]?.recommendation).toContain("23 February 2026, at 1.5 lb a week");
  });

  it("is optional: a blank date gives no goal-date figures", () => {
    expect(basicPlan({ ...example, goalDate: "" }).goalDate).toBeUndefined();
    expect(basicPlan(example).goalDate).toBeUndefined();
  });

  it("is not measured when no weight change is planned", () => {
    // A woman of 22 at BMI 17.3: no deficit, so there is no pace to measure a date against
    const r = basicPlan({
      ...mother,
      age: 22,
      weight: 47.1,
      targetWeight: 45,
      goalDate: "2026-03-12",
    });
    expect(r.direction).toBe("maintain");
    expect(r.goalDate).toBeUndefined();
  });

  it.each([
    ["a date in the past", "2025-12-01", "1 December 2025 has already passed"],
    ["today", "2026-01-01", "1 January 2026 is less than a week away"],
    [
      "a date more than five years away",
      "2032-01-01",
      "1 January 2032 is more than five years away",
    ],
  ])("sets aside %s with a medium note, and plans as usual", (_, goalDate, note) => {
    const r = basicPlan({ ...example, goalDate });
    const full = `${note}, so your plan does not use a target date.`;
    expect(r.goalDate).toEqual({ status: "set-aside", date: goalDate, note: full });
    expect(r.warnings).toEqual([{ type: "medium", message: full }]);
    expect(r.targetCalories).toBe(2209);
  });

  it.each([
    ["not a date", "next summer"],
    ["a British-order date", "12/03/2026"],
    ["a day that does not exist", "2026-02-30"],
  ])("rejects %s, naming goalDate", (_, goalDate) => {
    expectInputError(() => basicPlan({ ...example, goalDate }), "goalDate");
  });
});

describe('basicPlan: healthy weight (docs/safety-rules.md, "Healthy weight")', () => {
  // A woman of 30, 165 cm, 60 kg (BMI 22.0)
  const woman: BasicInput = { ...mother, weight: 60, targetWeight: 55 };

  it("refuses a target of 48 kg for a woman of 30, 165 cm, naming 50.4 kg", () => {
    // 18.5 x 1.65^2 = 50.37 kg, named rounded up
    const error = expectInputError(() => basicPlan({ ...woman, targetWeight: 48 }), "targetWeight");
    expect(error.message).toContain("The lowest healthy weight for your height is 50.4 kg.");
  });

  it("names the lowest healthy weight in stones and pounds for an imperial visitor", () => {
    // 50.37 kg = 111.04 lb, rounded up to 112 lb = 8 st 0 lb
    const error = expectInputError(
      () => basicPlan({ ...woman, targetWeight: 48, units: "imperial" }),
      "targetWeight",
    );
    expect(error.message).toContain("8 st 0 lb");
  });

  it("rejects units other than metric or imperial, naming units", () => {
    expectInputError(() => basicPlan(parseBasicInput({ ...woman, units: "furlongs" })), "units");
  });

  it("plans no deficit for a woman of 22 already at BMI 17.3, and warns critically first", () => {
    // 47.1 / 2.7225 = 17.3. Mifflin: 471 + 1031.25 - 110 - 161 = 1231.25; x 1.375 = 1693
    const r = basicPlan({ ...woman, age: 22, weight: 47.1, targetWeight: 45 });
    expect(r).toMatchObject({
      direction: "maintain",
      targetCalories: 1693,
      dailyDeficit: 0,
      weeklyLoss: 0,
      weeksToGoal: null,
      healthyWeight: { bmi: 17.3, lowestTargetKg: 50.4 },
    });
    expect(r.warnings[0]?.type).toBe("critical");
  });

  it("plans no deficit for a girl of 15 at 45 kg and 160 cm (under the IOTF thinness cut-off)", () => {
    // BMI 17.6, under 17.69. Henry: 0.0465 x 45 + 3.18 = 5.2725 MJ = 1260.2 kcal;
    // x 1.55 = 1953.2 -> 1953
    const r = basicPlan({
      ...woman,
      age: 15,
      height: 160,
      weight: 45,
      targetWeight: 42,
      activity: 1.55,
    });
    expect(r).toMatchObject({ direction: "maintain", targetCalories: 1953, dailyDeficit: 0 });
    expect(r.healthyWeight).toEqual({ bmi: 17.6, lowestTargetKg: 45.3 });
    expect(r.warnings[0]?.type).toBe("critical");
    expect(messages(r)).toContain(TEENAGER);
  });

  // At 1.8 m the lowest healthy weight is 59.94 kg: shown as 60 kg, as the refusal names it.
  it("shows a lowest healthy weight that is itself accepted as a target", () => {
    const lowest = basicPlan(example).healthyWeight?.lowestTargetKg ?? 0;
    expect(() => basicPlan({ ...example, targetWeight: lowest })).not.toThrow();
  });
});

describe("basicPlan: gaining weight", () => {
  it("plans a surplus of at most 500 kcal when the target is above the current weight", () => {
    // 0.5 kg a week would be 550 kcal; the lean surplus stops at 500: 2759 + 500 = 3259
    const r = basicPlan({ ...example, targetWeight: 85 });
    expect(r.direction).toBe("gain");
    expect(r.targetCalories).toBe(3259);
    expect(r.dailyDeficit).toBe(-500);
    // 500 x 7 / 7700 = 0.45 kg a week: 11 weeks for 5 kg by the straight line; the model,
    // as his needs rise with his weight, takes 14
    expect(r.weeklyLoss).toBe(-0.45);
    expect(r.weeksToGoal).toBe(14);
    expect(r.totalWeightLoss).toBe(-5);
  });

  it("keeps the surplus at 200 kcal or more", () => {
    // 0.25 kg a week is 275 kcal a day, inside 200-500
    const r = basicPlan({ ...example, targetWeight: 85, lossRate: 0.25 });
    expect(r.dailyDeficit).toBe(-275);
    expect(r.targetCalories).toBe(3034);
  });

  it("never plans a gain under the floor: a very small body eats at least 1,200 kcal", () => {
    // 110 cm, 30 kg: BMI 24.8. Mifflin: 300 + 687.5 - 450 - 161 = 376.5; x 1.2 = 451.8 -> 452;
    // + 500 = 952, raised to 1200. The real surplus is 748 kcal: 748 x 7 / 7700 = 0.68 kg a
    // week; 6 kg takes 9 weeks by the straight line, which gives the weeks here: the model
    // cannot run on a maintenance under 500 kcal a day
    const r = basicPlan({
      ...smallWoman,
      age: 90,
      height: 110,
      weight: 30,
      targetWeight: 36,
    });
    expect(r.direction).toBe("gain");
    expect(r.targetCalories).toBe(1200);
    expect(r.dailyDeficit).toBe(-748);
    expect(r.weeksToGoal).toBe(9);
    expect(r.flooredAtMinimum).toBe(true);
  });

  it("plans maintenance when the target is the current weight", () => {
    const r = basicPlan({ ...example, targetWeight: 80 });
    expect(r.direction).toBe("maintain");
    expect(r.targetCalories).toBe(2759);
    expect(r.dailyDeficit).toBe(0);
    expect(r.weeksToGoal).toBeNull();
    expect(r.daysToGoal).toBeNull();
  });
});

describe("basicPlan: variants (docs/product-decisions.md)", () => {
  it.each(["default", "free", "weight-loss", "nhs", "tdee", "bmr", "mifflin", "uk"])(
    "%s plans exactly as the default does",
    (variant) => {
      const r = basicPlan(example, variant);
      expect(r.variant).toBe(variant);
      expect({ ...r, variant: "default" }).toEqual(basicPlan(example));
    },
  );

  it.each(["macro", "formula", "accurate", "timeline"])(
    "%s plans the same figures as the default",
    (variant) => {
      expect({ ...basicPlan(example, variant), variant: "default" }).toEqual(basicPlan(example));
    },
  );

  it("every variant id is known to the engine", () => {
    for (const variant of VARIANT_IDS) {
      const input =
        variant === "pregnancy"
          ? { ...mother, trimester: 2 }
          : variant === "breastfeeding"
            ? { ...mother, weeksPostpartum: 12 }
            : variant === "kids"
              ? { ...example, age: 12 }
              : variant === "teen"
                ? { ...example, age: 16 }
                : variant === "senior"
                  ? { ...example, age: 70 }
                  : variant === "women" || variant === "pcos"
                    ? mother
                    : variant === "muscle-gain"
                      ? { ...example, targetWeight: 85 }
                      : example;
      expect(basicPlan(input, variant).variant).toBe(variant);
    }
  });

  describe("women and men", () => {
    it("women: plans for women only, with the 1,200 kcal floor", () => {
      const r = basicPlan(smallWoman, "women");
      expect(r.floor).toBe(1200);
      expect(r.targetCalories).toBe(1200);
      const error = expectInputError(() => basicPlan(example, "women"), "gender");
      expect(error.message).toContain("women");
    });

    it("men: plans for men only, with the 1,500 kcal floor", () => {
      expect(basicPlan(example, "men").floor).toBe(1500);
      const error = expectInputError(() => basicPlan(smallWoman, "men"), "gender");
      expect(error.message).toContain("men");
    });
  });

  describe("teen (13-17)", () => {
    // A boy of 16, 175 cm, 90 kg: BMI 29.4, over the IOTF obesity cut-off (29.14 at 16.5).
    // Henry: 0.0769 x 90 + 2.43 = 9.351 MJ = 2234.9 kcal; x 1.55 = 3464.1 -> 3464
    const boy: BasicInput = { ...example, age: 16, height: 175, weight: 90, targetWeight: 85 };

    it("plans at most 0.5 kg a week, and says so when asked for more", () => {
      const r = basicPlan({ ...boy, lossRate: 1 }, "teen");
      expect(r.tdee).toBe(3464);
      expect(r.weeklyLoss).toBe(0.5);
      expect(r.targetCalories).toBe(2914);
      const capped = r.warnings.find((w) => w.message.includes("0.5 kg a week"));
      expect(capped?.type).toBe("high");
      expect(messages(r)).toContain(TEENAGER);
    });

    it("never plans under SACN's estimated average requirement less 500 kcal, nor 1,400", () => {
      // A girl of 16, 160 cm, 78 kg: BMI 30.5, over the obesity cut-off (29.56 at 16.5).
      // Henry: 0.0465 x 78 + 3.18 = 6.807 MJ = 1626.9 kcal; x 1.2 = 1952; 1952 - 550 = 1402,
      // raised to SACN's 2,414 kcal for a girl of 16 less 500: 1,914
      const girl: BasicInput = { ...smallWoman, age: 16, weight: 78, targetWeight: 73 };
      const r = basicPlan(girl, "teen");
      expect(r.tdee).toBe(1952);
      expect(r.targetCalories).toBe(1914);
      expect(r.floor).toBe(1914);
      expect(warningFor(r, AT_MINIMUM)?.message).toContain("1,914 kcal");
    });

    it("applies the teenage limits on every calculator, not only the teen one", () => {
      const r = basicPlan({ ...boy, lossRate: 1 });
      expect(r.weeklyLoss).toBe(0.5);
      // SACN's 2,964 kcal for a boy of 16, less 500
      expect(r.floor).toBe(2464);
    });

    it("plans no deficit for a teenager in the healthy range, with a high warning", () => {
      // 70 kg at 175 cm: BMI 22.9, under 24.19. Henry 0.0769 x 70 + 2.43 = 7.813 MJ =
      // 1867.3 kcal; x 1.55 = 2894.4 -> 2894
      const r = basicPlan({ ...boy, weight: 70, targetWeight: 65 }, "teen");
      expect(r).toMatchObject({
        direction: "maintain",
        targetCalories: 2894,
        dailyDeficit: 0,
        weeklyLoss: 0,
        weeksToGoal: null,
      });
      expect(r.warnings[0]?.type).toBe("high");
      expect(r.warnings[0]?.message).toContain("healthy range for your age and height");
    });

    it.each([12, 18])("does not take age %s", (age) => {
      expectInputError(() => basicPlan({ ...boy, age }, "teen"), "age");
    });
  });

  describe("kids", () => {
    it("plans no deficit: the SACN 2011 energy needs for age and sex", () => {
      // SACN 2011 Table 15: boys of 12, 2,247 kcal a day
      const r = basicPlan({ age: 12, gender: "male", targetWeight: 40, lossRate: 1 }, "kids");
      expect(r.targetCalories).toBe(2247);
      expect(r.tdee).toBe(2247);
      expect(r.dailyDeficit).toBe(0);
      expect(r.weeklyLoss).toBe(0);
      expect(r.weeksToGoal).toBeNull();
      expect(r.direction).toBe("maintain");
      expect(r.bmr).toBeNull();
      expect(macroCalories(r)).toBe(2247);
    });

    it("gives a girl of 7 the SACN figure for girls (1,530 kcal)", () => {
      expect(basicPlan({ age: 7, gender: "female" }, "kids").targetCalories).toBe(1530);
    });

    it("advises keeping weight steady while growing and seeing a GP", () => {
      const r = basicPlan({ age: 10, gender: "female" }, "kids");
      expect(r.warnings).toHaveLength(1);
      expect(r.warnings[0]?.type).toBe("high");
      expect(r.warnings[0]?.message).toMatch(/should not diet/);
      expect(r.warnings[0]?.recommendation).toMatch(/GP/);
    });

    it.each([0, 18, "x"])("rejects age %j, naming age", (age) => {
      expectInputError(() => basicPlan(parseBasicInput({ age, gender: "male" }), "kids"), "age");
    });

    it("rejects a missing sex, naming gender", () => {
      expectInputError(() => basicPlan(parseBasicInput({ age: 10, gender: "" }), "kids"), "gender");
    });
  });

  describe("senior (65+)", () => {
    it("plans at most 0.5 kg a week", () => {
      // Mifflin: 800 + 1093.75 - 350 + 5 = 1548.75; x 1.375 = 2129.5 -> 2130; 2130 - 550 = 1580
      const r = basicPlan(
        { ...example, age: 70, height: 175, activity: 1.375, lossRate: 1 },
        "senior",
      );
      expect(r.tdee).toBe(2130);
      expect(r.weeklyLoss).toBe(0.5);
      expect(r.targetCalories).toBe(1580);
    });

    it("raises protein to 1.2 g per kg from 65", () => {
      // Mifflin: 850 + 1125 - 400 - 161 = 1414; x 1.2 = 1696.8 -> 1697; 1697 - 550 = 1147,
      // raised to 1,200. 30% would be 360 kcal; 1.2 x 85 = 102 g = 408 kcal (34%)
      const r = basicPlan(
        { ...smallWoman, age: 80, height: 180, weight: 85, targetWeight: 80 },
        "senior",
      );
      expect(r.targetCalories).toBe(1200);
      expect(r.macros?.protein).toEqual({ grams: 102, calories: 408, percentage: 34 });
      expect(r.macros?.fats.calories).toBe(360);
      expect(macroCalories(r)).toBe(1200);
    });

    it("gives 1.2 g protein per kg from 65 (PROT-AGE): 102 g for 85 kg", () => {
      // 85 kg at 180 cm (BMI 26.2). Mifflin: 850 + 1125 - 350 + 5 = 1630; x 1.725 = 2811.75
      // -> 2812; 2812 - 550 = 2262. 1.2 x 85 = 102 g = 408 kcal
      const r = basicPlan({ ...example, age: 70, weight: 85, activity: 1.725 }, "senior");
      expect(r.targetCalories).toBe(2262);
      expect(r.macros?.protein).toMatchObject({ grams: 102, calories: 408 });
      expect(macroCalories(r)).toBe(2262);
    });

    it("refuses a target under BMI 23 from 65, naming the lowest weight", () => {
      // 1.8 m: BMI 23 is 74.52 kg, named rounded up as 74.6 kg (Winter et al. 2014)
      const error = expectInputError(
        () => basicPlan({ ...example, age: 70, weight: 85, targetWeight: 72 }, "senior"),
        "targetWeight",
      );
      expect(error.message).toContain("74.6 kg");
    });

    it("plans no deficit under BMI 25 from 65: a man of 70 at BMI 24.7 gets maintenance", () => {
      const r = basicPlan({ ...example, age: 70 }, "senior");
      expect(r).toMatchObject({ direction: "maintain", dailyDeficit: 0 });
      expect(r.warnings[0]?.message).toContain("under 25");
    });

    it("does not take age 64", () => {
      expectInputError(() => basicPlan({ ...example, age: 64 }, "senior"), "age");
    });
  });

  describe("pregnancy", () => {
    it.each([
      [1, 1884, 0, 0],
      [2, 1884, 0, 340],
      [3, 2084, 200, 450],
    ])(
      "trimester %s: no deficit, maintenance plus the NHS extra (%s kcal), US figure shown",
      (trimester, target, extra, usExtra) => {
        const r = basicPlan({ ...mother, trimester }, "pregnancy");
        expect(r.tdee).toBe(1884);
        expect(r.targetCalories).toBe(target);
        expect(r.dailyDeficit).toBe(0);
        expect(r.weeklyLoss).toBe(0);
        expect(r.weeksToGoal).toBeNull();
        expect(r.pregnancy?.extraKcal).toBe(extra);
        expect(r.pregnancy?.usExtraKcal).toBe(usExtra);
      },
    );

    it("ignores a lower target weight and tells her not to diet", () => {
      const r = basicPlan({ ...mother, trimester: 3, targetWeight: 50, lossRate: 2 }, "pregnancy");
      expect(r.targetCalories).toBe(2084);
      expect(r.warnings.map((w) => w.message)).toContain(
        "Do not try to lose weight while you are pregnant.",
      );
    });

    it.each([
      // BMI = weight / 1.65^2
      [50, 18.4, 28, 40],
      [65, 23.9, 25, 35],
      [70, 25.7, 15, 25],
      [85, 31.2, 11, 20],
    ])(
      "recommends a gain by pre-pregnancy BMI: %s kg (BMI %s) gains %s-%s lb",
      (pre, bmi, minLb, maxLb) => {
        const r = basicPlan({ ...mother, trimester: 1, prePregnancyWeight: pre }, "pregnancy");
        expect(r.pregnancy?.gain).toMatchObject({ prePregnancyBmi: bmi, minLb, maxLb });
      },
    );

    it("uses the current weight when no pre-pregnancy weight is given", () => {
      const r = basicPlan({ ...mother, trimester: 1 }, "pregnancy");
      // 65 / 1.65^2 = 23.9: 25-35 lb = 11.3-15.9 kg
      expect(r.pregnancy?.gain).toEqual({
        prePregnancyBmi: 23.9,
        minLb: 25,
        maxLb: 35,
        minKg: 11.3,
        maxKg: 15.9,
      });
    });

    it("never puts a very small woman's needs under the 1,200 kcal floor", () => {
      // Mifflin: 350 + 875 - 200 - 161 = 864; x 1.2 = 1036.8 -> 1037, raised to 1200
      const r = basicPlan(
        { ...mother, age: 40, height: 140, weight: 35, activity: 1.2, trimester: 1 },
        "pregnancy",
      );
      expect(r.tdee).toBe(1037);
      expect(r.targetCalories).toBe(1200);
      expect(r.flooredAtMinimum).toBe(true);
      expect(r.dailyDeficit).toBe(-163);
      expect(r.direction).toBe("maintain");
    });

    it("works maintenance out from the weight before pregnancy when she gives it", () => {
      // Mifflin at 60 kg: 600 + 1031.25 - 150 - 161 = 1320.25; x 1.375 = 1815.3 -> 1815;
      // third trimester + 200 = 2015 (at today's 65 kg it would be 1884 + 200 = 2084)
      const r = basicPlan({ ...mother, trimester: 3, prePregnancyWeight: 60 }, "pregnancy");
      expect(r.tdee).toBe(1815);
      expect(r.maintenance).toBe(2015);
      expect(r.targetCalories).toBe(2015);
    });

    it("gives the NHS supplement advice: folic acid and vitamin D only", () => {
      const r = basicPlan({ ...mother, trimester: 1 }, "pregnancy");
      expect(r.supplements?.items.map((s) => s.name)).toEqual(["Folic acid", "Vitamin D"]);
      expect(r.supplements?.advice).toContain("midwife");
    });

    it("never puts a pregnant teenager under SACN's estimated average requirement less 500", () => {
      // Henry: 0.0465 x 40 + 3.18 = 5.04 MJ = 1204.6 kcal; x 1.2 = 1445.5 -> 1446, raised to
      // SACN's 2,390 kcal for a girl of 15 less 500: 1,890
      const r = basicPlan(
        { ...mother, age: 15, height: 150, weight: 40, activity: 1.2, trimester: 2 },
        "pregnancy",
      );
      expect(r.targetCalories).toBe(1890);
    });

    it("plans for women only", () => {
      expectInputError(() => basicPlan({ ...example, trimester: 2 }, "pregnancy"), "gender");
    });

    it.each([...badNumbers(1, 3), ["a part trimester", 1.5]] as [string, unknown][])(
      "rejects %s trimester, naming trimester",
      (_, trimester) => {
        expectInputError(
          () => basicPlan({ ...mother, trimester } as BasicInput, "pregnancy"),
          "trimester",
        );
      },
    );

    it.each(badOptionalNumbers(WEIGHT_RULE.min, WEIGHT_RULE.max))(
      "rejects %s pre-pregnancy weight, naming prePregnancyWeight",
      (_, prePregnancyWeight) => {
        expectInputError(
          () =>
            basicPlan({ ...mother, trimester: 1, prePregnancyWeight } as BasicInput, "pregnancy"),
          "prePregnancyWeight",
        );
      },
    );
  });

  describe("breastfeeding", () => {
    it("adds 330 kcal (SACN 2011) and plans no deficit in the first 8 weeks after the birth", () => {
      // 1884 + 330 = 2214
      for (const weeksPostpartum of [0, 4, 7]) {
        const r = basicPlan({ ...mother, weeksPostpartum }, "breastfeeding");
        expect(r.maintenance).toBe(2214);
        expect(r.targetCalories).toBe(2214);
        expect(r.dailyDeficit).toBe(0);
        expect(r.direction).toBe("maintain");
        expect(r.breastfeeding).toEqual({ extraKcal: 330, weeksPostpartum, deficitAllowed: false });
        expect(r.warnings.some((w) => w.type === "high" && /first 8 weeks/.test(w.message))).toBe(
          true,
        );
      }
    });

    it("allows a deficit from 8 weeks: 2,454 - 550 = 1,904 kcal", () => {
      // Mifflin 1370.25 x 1.55 = 2123.9 -> 2124; + 330 = 2454
      const r = basicPlan({ ...mother, activity: 1.55, weeksPostpartum: 8 }, "breastfeeding");
      expect(r.breastfeeding?.deficitAllowed).toBe(true);
      expect(r.maintenance).toBe(2454);
      expect(r.targetCalories).toBe(1904);
      expect(r.dailyDeficit).toBe(550);
    });

    it("plans at most 0.5 kg a week (IOM 1991) and never under 1,800 kcal", () => {
      // 1 kg a week asked: 0.5 planned, 550 kcal; 2454 - 550 = 1904, over her 1,800.
      const r = basicPlan(
        { ...mother, activity: 1.55, weeksPostpartum: 12, lossRate: 1 },
        "breastfeeding",
      );
      expect(r.targetCalories).toBe(1904);
      expect(r.floor).toBe(1800);
      expect(r.dailyDeficit).toBe(550);
      expect(r.weeklyLoss).toBe(0.5);
      expect(r.warnings.some((w) => w.message.includes("0.5 kg a week"))).toBe(true);
    });

    it("plans no deficit when her needs are 1,800 kcal or less, and eats to those needs", () => {
      // Mifflin: 450 + 937.5 - 150 - 161 = 1076.5; x 1.2 = 1291.8 -> 1292; + 330 = 1622
      const small: BasicInput = {
        ...mother,
        height: 150,
        weight: 45,
        targetWeight: 42,
        activity: 1.2,
        weeksPostpartum: 20,
      };
      const r = basicPlan(small, "breastfeeding");
      expect(r.targetCalories).toBe(1622);
      expect(r.floor).toBe(1622);
      expect(r.dailyDeficit).toBe(0);
      expect(r.direction).toBe("maintain");
      expect(r.breastfeeding?.deficitAllowed).toBe(false);
    });

    it("never plans under 1,500 kcal while breastfeeding", () => {
      // Mifflin: 380 + 875 - 150 - 161 = 944; x 1.2 = 1132.8 -> 1133; + 330 = 1463, raised to 1500
      const r = basicPlan(
        {
          ...mother,
          height: 140,
          weight: 38,
          targetWeight: 37,
          activity: 1.2,
          weeksPostpartum: 20,
        },
        "breastfeeding",
      );
      expect(r.maintenance).toBe(1463);
      expect(r.targetCalories).toBe(1500);
      expect(r.flooredAtMinimum).toBe(true);
    });

    it("gives the NHS supplement advice: vitamin D only", () => {
      const r = basicPlan({ ...mother, weeksPostpartum: 12 }, "breastfeeding");
      expect(r.supplements?.items.map((s) => s.name)).toEqual(["Vitamin D"]);
      expect(r.supplements?.advice).toContain("health visitor");
    });

    it("plans for women only", () => {
      expectInputError(
        () => basicPlan({ ...example, weeksPostpartum: 12 }, "breastfeeding"),
        "gender",
      );
    });

    it.each(badNumbers(0, 104))("rejects %s weeks postpartum, naming weeksPostpartum", (_, w) => {
      expectInputError(
        () => basicPlan({ ...mother, weeksPostpartum: w } as BasicInput, "breastfeeding"),
        "weeksPostpartum",
      );
    });
  });

  describe("safe", () => {
    it("caps the deficit at 750 kcal a day and says so", () => {
      // 1 kg a week is 1100 kcal: capped at 750; 2759 - 750 = 2009; 750 x 7 / 7700 = 0.68 kg
      const r = basicPlan({ ...example, lossRate: 1 }, "safe");
      expect(r.dailyDeficit).toBe(750);
      expect(r.targetCalories).toBe(2009);
      expect(r.weeklyLoss).toBe(0.68);
      expect(r.warnings.some((w) => w.message.includes("750 kcal"))).toBe(true);
    });

    it("plans at most 1 kg a week", () => {
      const heavy = { ...example, weight: 110, targetWeight: 100, activity: 1.9, lossRate: 1.5 };
      const r = basicPlan(heavy, "safe");
      expect(r.weeklyLoss).toBeLessThanOrEqual(1);
      expect(r.dailyDeficit).toBeLessThanOrEqual(750);
      expect(r.warnings.some((w) => w.message.includes("1 kg a week"))).toBe(true);
    });
  });

  describe("aggressive", () => {
    it("plans up to 1.5 kg a week, with the warnings in full view", () => {
      // A man of 110 kg (1.5% of it is 1.65 kg): Mifflin 1100 + 1125 - 150 + 5 = 2080;
      // x 1.9 = 3952; 1.5 kg a week is 1650 kcal; 3952 - 1650 = 2302
      const heavy = { ...example, weight: 110, targetWeight: 100, activity: 1.9, lossRate: 1.5 };
      const r = basicPlan(heavy, "aggressive");
      expect(r.weeklyLoss).toBe(1.5);
      expect(r.targetCalories).toBe(2302);
      expect(warningFor(r, AGGRESSIVE)?.type).toBe("high");
      expect(r.warnings.some((w) => w.message.includes("1.5 kg a week"))).toBe(true);
    });
  });

  describe("muscle-gain", () => {
    it("plans a surplus of 200-500 kcal a day", () => {
      const slow = basicPlan({ ...example, targetWeight: 85, lossRate: 0.25 }, "muscle-gain");
      expect(slow.dailyDeficit).toBe(-275);
      const fast = basicPlan({ ...example, targetWeight: 85, lossRate: 1.5 }, "muscle-gain");
      expect(fast.dailyDeficit).toBe(-500);
      expect(fast.direction).toBe("gain");
    });

    it("needs a target above the current weight", () => {
      expectInputError(() => basicPlan(example, "muscle-gain"), "targetWeight");
    });

    it("is high in protein, 1.6 g per kg: 128 g for 80 kg", () => {
      // 1.6 x 80 = 128 g = 512 kcal (16%). Fat keeps 30% (978 kcal);
      // carbs 3259 - 512 - 978 = 1,769 kcal
      const r = basicPlan({ ...example, targetWeight: 85 }, "muscle-gain");
      expect(r.macros?.protein).toEqual({ grams: 128, calories: 512, percentage: 16 });
      expect(r.macros?.fats.calories).toBe(978);
      expect(r.macros?.carbs.calories).toBe(1769);
    });
  });

  describe("body-recomposition", () => {
    it.each([
      // 10% of 2759 = 275.9; 20% = 551.8
      [0.25, 276, 2483],
      [0.5, 550, 2209],
      [1, 552, 2207],
    ])("keeps the deficit at 10-20%% of maintenance (%s kg a week: %s kcal)", (rate, d, t) => {
      const r = basicPlan({ ...example, lossRate: rate }, "body-recomposition");
      expect(r.dailyDeficit).toBe(d);
      expect(r.targetCalories).toBe(t);
    });

    it("says when its 10-20% deficit changes the rate chosen", () => {
      const r = basicPlan({ ...example, lossRate: 0.75 }, "body-recomposition");
      expect(r.warnings).toHaveLength(1);
      expect(r.warnings[0]?.type).toBe("medium");
      expect(r.warnings[0]?.message).toContain(
        "planned 0.5 kg a week rather than the 0.75 kg you chose",
      );
      expect(basicPlan(example, "body-recomposition").warnings).toEqual([]);
    });

    it("is high in protein, 1.6 g per kg: 128 g for 80 kg", () => {
      // 1.6 x 80 = 128 g = 512 kcal, 23% of 2,209
      expect(basicPlan(example, "body-recomposition").macros?.protein).toEqual({
        grams: 128,
        calories: 512,
        percentage: 23,
      });
    });
  });

  describe.each(["fat-loss", "cutting", "abs"])("%s", (variant) => {
    it("plans the usual deficit with 1.6 g protein per kg", () => {
      // 1.6 x 80 = 128 g = 512 kcal; fat 30% = 663 kcal;
      // carbs 2209 - 512 - 663 = 1,034 kcal = 258.5 -> 259 g
      const r = basicPlan(example, variant);
      expect(r.targetCalories).toBe(2209);
      expect(r.macros?.protein).toEqual({ grams: 128, calories: 512, percentage: 23 });
      expect(r.macros?.fats.calories).toBe(663);
      expect(r.macros?.carbs).toMatchObject({ grams: 259, calories: 1034 });
      expect(macroCalories(r)).toBe(2209);
    });

    it("holds protein at 35% of the day even when 1.6 g per kg would be more", () => {
      // Mifflin: 700 + 1062.5 - 150 - 161 = 1451.5; x 1.2 = 1741.8 -> 1742; 1742 - 550 = 1192
      // -> 1200. 1.6 x 70 = 112 g (448 kcal), held at 35% = 420 kcal = 105 g;
      // fat 30% = 360 kcal; carbs 420 kcal
      const r = basicPlan(
        { ...smallWoman, age: 30, height: 170, weight: 70, targetWeight: 65 },
        variant,
      );
      expect(r.targetCalories).toBe(1200);
      expect(r.macros?.protein).toEqual({ grams: 105, calories: 420, percentage: 35 });
      expect(r.macros?.fats.calories).toBe(360);
      expect(r.macros?.carbs.calories).toBe(420);
    });

    it("sets protein on the weight at BMI 25 above BMI 30", () => {
      // 120 kg at 1.8 m (BMI 37): protein set on 25 x 3.24 = 81 kg. Mifflin 1200 + 1125 - 150
      // + 5 = 2180; x 1.55 = 3379; - 550 = 2829. 1.6 x 81 = 129.6 -> 130 g = 520 kcal
      // (on 120 kg it would be 192 g)
      const r = basicPlan({ ...example, weight: 120, targetWeight: 100 }, variant);
      expect(r.targetCalories).toBe(2829);
      expect(r.macros?.protein).toMatchObject({ grams: 130, calories: 520 });
    });
  });
});

describe("basicPlan: bad input names the field", () => {
  const fields = [
    ["age", AGE_RULE],
    ["height", HEIGHT_RULE],
    ["weight", WEIGHT_RULE],
    ["targetWeight", TARGET_WEIGHT_RULE],
    ["lossRate", { min: 0.2, max: 1.5 }],
  ] as const;
  for (const [field, rule] of fields) {
    it.each(badNumbers(rule.min, rule.max))(`rejects %s ${field}`, (_, value) => {
      expectInputError(() => basicPlan(parseBasicInput({ ...example, [field]: value })), field);
    });
  }

  it('plans for 80 kg from 80 or "80" only: "0x50", which Number() reads as 80, is refused', () => {
    const error = expectInputError(
      () => basicPlan(parseBasicInput({ ...example, weight: "0x50" })),
      "weight",
    );
    expect(error.message).toBe("Your weight must be a number between 30 and 300 kg.");
  });

  it('reads text as a person types it: "80,5", "80.5 kg" and "180cm"', () => {
    const typed = basicPlan(parseBasicInput({ ...example, weight: "80,5", height: "180cm" }));
    expect(typed).toEqual(
      basicPlan(parseBasicInput({ ...example, weight: "80.5 kg", height: 180 })),
    );
    expect(typed.person.weightKg).toBe(80.5);
    expect(typed.person.heightCm).toBe(180);
  });

  it("says which unit a weight must be given in", () => {
    const error = expectInputError(
      () => basicPlan(parseBasicInput({ ...example, weight: "176 lb" })),
      "weight",
    );
    expect(error.message).toBe("Your weight must be given in kg, between 30 and 300 kg.");
  });

  it("asks for each missing field in plain words", () => {
    for (const field of ["age", "height", "weight", "targetWeight", "lossRate"] as const) {
      const error = expectInputError(
        () => basicPlan({ ...example, [field]: undefined } as BasicInput),
        field,
      );
      expect(error.message).toMatch(/^Enter /);
    }
  });

  it.each([
    ["missing", undefined],
    ["blank", ""],
    ["unknown", "other"],
    ["in capitals", "MALE"],
    ["a number", 1],
  ])("rejects %s gender, naming gender", (_, gender) => {
    expectInputError(() => basicPlan({ ...example, gender } as BasicInput), "gender");
  });

  it.each([
    ["missing", undefined],
    ["blank", ""],
    ["not a level", "1.5"],
    ["text", "very"],
    ["NaN", Number.NaN],
  ])("rejects %s activity, naming activity", (_, activity) => {
    expectInputError(() => basicPlan({ ...example, activity } as BasicInput), "activity");
  });

  it("rejects a goal date that is not text, naming goalDate", () => {
    expectInputError(
      () => basicPlan({ ...example, goalDate: 20260301 } as unknown as BasicInput),
      "goalDate",
    );
  });
});
