import { describe, expect, it } from "vitest";
import { basicPlan, type BasicInput, type BasicResult } from "../../engine/basic-plan.ts";
import {
  AGE_RULE,
  HEIGHT_RULE,
  TARGET_WEIGHT_RULE,
  WEIGHT_RULE,
} from "../../engine/input-ranges.ts";
import { VARIANT_IDS } from "../../engine/variants.ts";
import { badNumbers, badOptionalNumbers, expectInputError } from "./input-error-helpers.ts";

// The spec's worked example (issue 3): male, 30, 180 cm, 80 kg, activity 1.55, target 75 kg,
// 0.5 kg a week. Mifflin: 800 + 1125 - 150 + 5 = 1780; TDEE 1780 x 1.55 = 2759;
// deficit 0.5 x 7700 / 7 = 550; target 2759 - 550 = 2209; weeks (80 - 75) / 0.5 = 10.
const example: BasicInput = {
  age: 30,
  gender: "male",
  height: 180,
  weight: 80,
  activity: "1.55",
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
  "Your calorie deficit is very aggressive. Consider consulting a healthcare professional.";
const AT_MINIMUM =
  "Your target calories are at the minimum safe level. Medical supervision recommended.";
const TEENAGER = "As a teenager, ensure adequate nutrition for growth and development.";

const messages = (r: BasicResult) => r.warnings.map((w) => w.message);
const warningFor = (r: BasicResult, message: string) =>
  r.warnings.find((w) => w.message === message);
const macroCalories = (r: BasicResult) =>
  r.macros.protein.calories + r.macros.carbs.calories + r.macros.fats.calories;

describe("basicPlan: the spec's worked example", () => {
  const r = basicPlan(example);

  it("gives BMR 1,780, TDEE 2,759, a target of 2,209 and a daily deficit of 550", () => {
    expect(r.bmr).toBe(1780);
    expect(r.tdee).toBe(2759);
    expect(r.targetCalories).toBe(2209);
    expect(r.dailyDeficit).toBe(550);
  });

  it("loses 0.5 kg a week and 5 kg in all, reaching the goal in 10 weeks", () => {
    expect(r.weeklyLoss).toBe(0.5);
    expect(r.totalWeightLoss).toBe(5);
    expect(r.weeksToGoal).toBe(10);
    expect(r.direction).toBe("lose");
  });

  it("splits 2,209 kcal 30% protein, 40% carbs, 30% fat at 4, 4 and 9 kcal a gram", () => {
    // protein 2209 x 0.3 = 662.7 -> 663 kcal / 4 = 165.75 -> 166 g
    // fat     663 kcal / 9 = 73.7 -> 74 g
    // carbs   2209 - 663 - 663 = 883 kcal / 4 = 220.75 -> 221 g
    expect(r.macros).toEqual({
      protein: { grams: 166, calories: 663, percentage: 30 },
      carbs: { grams: 221, calories: 883, percentage: 40 },
      fats: { grams: 74, calories: 663, percentage: 30 },
    });
    expect(macroCalories(r)).toBe(2209);
  });

  it("gives no warnings to a healthy adult at a moderate pace", () => {
    expect(r.warnings).toEqual([]);
    expect(r.flooredAtMinimum).toBe(false);
    expect(r.floor).toBe(1500);
  });

  it("reads numbers typed as text, as a form sends them", () => {
    const text = basicPlan({
      ...example,
      age: "30",
      height: "180",
      weight: "80",
      targetWeight: "75",
      lossRate: "0.5",
    });
    expect(text.targetCalories).toBe(2209);
  });

  it("behaves as the default for an unknown or missing variant", () => {
    for (const variant of [undefined, "no-such-variant", "__proto__", "toString", ""]) {
      expect(basicPlan(example, variant)).toEqual(r);
    }
    expect(r.variant).toBe("default");
  });
});

describe("basicPlan: the three warnings of spec section 8, in the spec's words", () => {
  it("warns (high) when the daily deficit is over 1,000 kcal", () => {
    // TDEE 1780 x 1.9 = 3382; 1 kg a week is 1100 kcal a day: target 2282
    const r = basicPlan({ ...example, activity: 1.9, lossRate: 1 });
    expect(r.dailyDeficit).toBe(1100);
    expect(r.targetCalories).toBe(2282);
    expect(warningFor(r, AGGRESSIVE)?.type).toBe("high");
  });

  it("does not warn about a deficit of exactly 1,000 kcal or less", () => {
    expect(messages(basicPlan(example))).not.toContain(AGGRESSIVE);
  });

  it("warns (high) when the target is held at the sex minimum", () => {
    // 1367 - 550 = 817, raised to 1200: the deficit is really 167 kcal a day
    const r = basicPlan(smallWoman);
    expect(r.targetCalories).toBe(1200);
    expect(r.flooredAtMinimum).toBe(true);
    expect(r.dailyDeficit).toBe(167);
    // 167 x 7 / 7700 = 0.15 kg a week; 5 / 0.1518 = 32.9 -> 33 weeks
    expect(r.weeklyLoss).toBe(0.15);
    expect(r.weeksToGoal).toBe(33);
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
    const r = basicPlan({ ...smallWoman, age: 16 });
    const order = { critical: 0, high: 1, medium: 2, low: 3 };
    const ranks = r.warnings.map((w) => order[w.type]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(messages(r)).toEqual(expect.arrayContaining([AT_MINIMUM, TEENAGER]));
  });
});

describe("basicPlan: the goal date (product.md section 3)", () => {
  it("shows the weekly rate a goal date needs and leaves the plan as it is", () => {
    // 2026-01-01 to 2026-03-12 is 70 days = 10 weeks; 5 kg / 10 = 0.5 kg a week
    const r = basicPlan({ ...example, goalDate: "2026-03-12" });
    expect(r.goalDate).toEqual({
      date: "2026-03-12",
      weeks: 10,
      requiredWeeklyRate: 0.5,
      withinSafeRate: true,
    });
    expect(r.targetCalories).toBe(2209);
    expect(r.warnings).toEqual([]);
  });

  it("warns (high) when the date needs more than the variant's safe weekly rate", () => {
    // 14 days = 2 weeks; 5 kg / 2 = 2.5 kg a week, over the 2 kg maximum
    const r = basicPlan({ ...example, goalDate: "2026-01-15" });
    expect(r.goalDate?.requiredWeeklyRate).toBe(2.5);
    expect(r.goalDate?.withinSafeRate).toBe(false);
    const warning = r.warnings.find((w) => w.message.includes("2026-01-15"));
    expect(warning?.type).toBe("high");
    expect(warning?.message).toContain("2.5 kg a week");
    expect(r.targetCalories).toBe(2209);
  });

  it("measures the date against the variant's own maximum (0.5 kg a week for teenagers)", () => {
    // 35 days = 5 weeks; 5 kg / 5 = 1 kg a week: fine for an adult, too fast for a teenager
    const adult = basicPlan({ ...example, goalDate: "2026-02-05" });
    expect(adult.goalDate?.withinSafeRate).toBe(true);
    const teen = basicPlan({ ...example, age: 16, goalDate: "2026-02-05" }, "teen");
    expect(teen.goalDate?.requiredWeeklyRate).toBe(1);
    expect(teen.goalDate?.withinSafeRate).toBe(false);
    expect(teen.warnings.some((w) => w.message.includes("2026-02-05"))).toBe(true);
  });

  it("is optional: a blank date gives no goal-date figures", () => {
    expect(basicPlan({ ...example, goalDate: "" }).goalDate).toBeUndefined();
    expect(basicPlan(example).goalDate).toBeUndefined();
  });

  it.each([
    ["not a date", "next summer"],
    ["a British-order date", "12/03/2026"],
    ["a day that does not exist", "2026-02-30"],
    ["a date in the past", "2025-12-01"],
    ["today", "2026-01-01"],
    ["a date more than five years away", "2032-01-01"],
  ])("rejects %s, naming goalDate", (_, goalDate) => {
    expectInputError(() => basicPlan({ ...example, goalDate }), "goalDate");
  });
});

describe("basicPlan: gaining weight", () => {
  it("plans a surplus of at most 500 kcal when the target is above the current weight", () => {
    // 0.5 kg a week would be 550 kcal; the spec's lean surplus stops at 500: 2759 + 500 = 3259
    const r = basicPlan({ ...example, targetWeight: 85 });
    expect(r.direction).toBe("gain");
    expect(r.targetCalories).toBe(3259);
    expect(r.dailyDeficit).toBe(-500);
    // 500 x 7 / 7700 = 0.45 kg a week; 5 kg takes 11 weeks
    expect(r.weeklyLoss).toBe(-0.45);
    expect(r.weeksToGoal).toBe(11);
    expect(r.totalWeightLoss).toBe(-5);
  });

  it("keeps the surplus at 200 kcal or more", () => {
    // 0.25 kg a week is 275 kcal a day, inside 200-500
    const r = basicPlan({ ...example, targetWeight: 85, lossRate: 0.25 });
    expect(r.dailyDeficit).toBe(-275);
    expect(r.targetCalories).toBe(3034);
  });

  it("never plans a gain under the floor: a very small body eats at least 1,200 kcal", () => {
    // Mifflin: 300 + 625 - 450 - 161 = 314; x 1.2 = 376.8 -> 377; + 500 = 877, raised to 1200
    // The real surplus is 823 kcal: 823 x 7 / 7700 = 0.75 kg a week; 10 kg takes 14 weeks
    const r = basicPlan({
      ...smallWoman,
      age: 90,
      height: 100,
      weight: 30,
      targetWeight: 40,
    });
    expect(r.direction).toBe("gain");
    expect(r.targetCalories).toBe(1200);
    expect(r.dailyDeficit).toBe(-823);
    expect(r.weeksToGoal).toBe(14);
    expect(r.flooredAtMinimum).toBe(true);
  });

  it("plans maintenance when the target is the current weight", () => {
    const r = basicPlan({ ...example, targetWeight: 80 });
    expect(r.direction).toBe("maintain");
    expect(r.targetCalories).toBe(2759);
    expect(r.dailyDeficit).toBe(0);
    expect(r.weeksToGoal).toBeNull();
  });
});

describe("basicPlan: variants (product.md section 4)", () => {
  it.each(["default", "free", "weight-loss", "nhs", "tdee", "bmr", "mifflin", "uk"])(
    "%s follows the spec's behaviour",
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
                  : variant === "women"
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
    // Mifflin: 700 + 1093.75 - 80 + 5 = 1718.75; x 1.55 = 2664.06 -> 2664
    const boy: BasicInput = { ...example, age: 16, height: 175, weight: 70, targetWeight: 65 };

    it("plans at most 0.5 kg a week, and says so when asked for more", () => {
      const r = basicPlan({ ...boy, lossRate: 1 }, "teen");
      expect(r.tdee).toBe(2664);
      expect(r.weeklyLoss).toBe(0.5);
      expect(r.targetCalories).toBe(2114);
      const capped = r.warnings.find((w) => w.message.includes("0.5 kg a week"));
      expect(capped?.type).toBe("high");
      expect(messages(r)).toContain(TEENAGER);
    });

    it("never plans under 1,400 kcal a day", () => {
      // Mifflin: 550 + 1000 - 80 - 161 = 1309; x 1.375 = 1799.9 -> 1800; 1800 - 550 = 1250
      const girl: BasicInput = {
        ...smallWoman,
        age: 16,
        weight: 55,
        targetWeight: 50,
        activity: 1.375,
      };
      const r = basicPlan(girl, "teen");
      expect(r.tdee).toBe(1800);
      expect(r.targetCalories).toBe(1400);
      expect(r.floor).toBe(1400);
      expect(messages(r)).toContain(AT_MINIMUM);
    });

    it("applies the teenage limits on every calculator, not only the teen one", () => {
      const r = basicPlan({ ...boy, lossRate: 1 });
      expect(r.weeklyLoss).toBe(0.5);
      expect(r.floor).toBe(1500);
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
      expectInputError(() => basicPlan({ age, gender: "male" }, "kids"), "age");
    });

    it("rejects a missing sex, naming gender", () => {
      expectInputError(() => basicPlan({ age: 10, gender: "" }, "kids"), "gender");
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

    it("keeps protein at 1.2 g per kg or more (and at least 1.0 g per kg of body weight)", () => {
      // Mifflin: 900 + 1125 - 400 - 161 = 1464; x 1.2 = 1756.8 -> 1757; 1757 - 550 = 1207
      // Reference weight: BMI 25 at 1.8 m = 81 kg; 1.2 x 81 = 97.2 g (389 kcal, 32%)
      const r = basicPlan(
        {
          ...smallWoman,
          age: 80,
          height: 180,
          weight: 90,
          targetWeight: 80,
        },
        "senior",
      );
      expect(r.targetCalories).toBe(1207);
      expect(r.macros.protein.grams).toBe(97);
      expect(r.macros.protein.grams).toBeGreaterThanOrEqual(1.0 * 90);
      expect(macroCalories(r)).toBe(1207);
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
      expect(r.targetCalories).toBe(1200);
      expect(r.dailyDeficit).toBeLessThanOrEqual(0);
      expect(messages(r)).toContain(AT_MINIMUM);
    });

    it("never puts a pregnant teenager under 1,400 kcal", () => {
      // Mifflin: 400 + 937.5 - 75 - 161 = 1101.5; x 1.2 = 1321.8 -> 1322, raised to 1400
      const r = basicPlan(
        { ...mother, age: 15, height: 150, weight: 40, activity: 1.2, trimester: 2 },
        "pregnancy",
      );
      expect(r.targetCalories).toBe(1400);
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
    it("adds 500 kcal and plans no deficit in the first 8 weeks after the birth", () => {
      // 1884 + 500 = 2384
      for (const weeksPostpartum of [0, 4, 7]) {
        const r = basicPlan({ ...mother, weeksPostpartum }, "breastfeeding");
        expect(r.targetCalories).toBe(2384);
        expect(r.dailyDeficit).toBe(0);
        expect(r.breastfeeding).toEqual({ extraKcal: 500, weeksPostpartum, deficitAllowed: false });
        expect(r.warnings.some((w) => w.type === "high" && /first 8 weeks/.test(w.message))).toBe(
          true,
        );
      }
    });

    it("allows a deficit from 8 weeks: 2,384 - 550 = 1,834 kcal", () => {
      const r = basicPlan({ ...mother, weeksPostpartum: 8 }, "breastfeeding");
      expect(r.breastfeeding?.deficitAllowed).toBe(true);
      expect(r.targetCalories).toBe(1834);
      expect(r.dailyDeficit).toBe(550);
    });

    it("plans at most 0.75 kg a week and never under 1,800 kcal", () => {
      // 1 kg a week asked: 0.75 planned, 825 kcal; 2384 - 825 = 1559, raised to 1800
      const r = basicPlan({ ...mother, weeksPostpartum: 12, lossRate: 1 }, "breastfeeding");
      expect(r.targetCalories).toBe(1800);
      expect(r.floor).toBe(1800);
      expect(r.dailyDeficit).toBe(584);
      expect(r.weeklyLoss).toBeLessThanOrEqual(0.75);
      expect(r.warnings.some((w) => w.message.includes("0.75 kg a week"))).toBe(true);
    });

    it("plans no deficit, and never under 1,500 kcal, when needs are below 1,800", () => {
      // Mifflin: 450 + 937.5 - 150 - 161 = 1076.5; x 1.2 = 1291.8 -> 1292; + 500 = 1792
      const small: BasicInput = {
        ...mother,
        height: 150,
        weight: 45,
        targetWeight: 42,
        activity: 1.2,
        weeksPostpartum: 20,
      };
      const r = basicPlan(small, "breastfeeding");
      expect(r.targetCalories).toBe(1792);
      expect(r.dailyDeficit).toBe(0);
      expect(r.breastfeeding?.deficitAllowed).toBe(false);
      expect(r.targetCalories).toBeGreaterThanOrEqual(1500);
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
      const r = basicPlan({ ...example, activity: 1.9, lossRate: 1.5 }, "safe");
      expect(r.weeklyLoss).toBeLessThanOrEqual(1);
      expect(r.dailyDeficit).toBeLessThanOrEqual(750);
      expect(r.warnings.some((w) => w.message.includes("1 kg a week"))).toBe(true);
    });
  });

  describe("aggressive", () => {
    it("plans up to 1.5 kg a week, with the warnings in full view", () => {
      // TDEE 3382; 1.5 kg a week is 1650 kcal; 3382 - 1650 = 1732
      const r = basicPlan({ ...example, activity: 1.9, lossRate: 2 }, "aggressive");
      expect(r.weeklyLoss).toBe(1.5);
      expect(r.targetCalories).toBe(1732);
      expect(r.weeksToGoal).toBe(4);
      expect(warningFor(r, AGGRESSIVE)?.type).toBe("high");
      expect(r.warnings.some((w) => w.message.includes("1.5 kg a week"))).toBe(true);
    });
  });

  describe("muscle-gain", () => {
    it("plans a surplus of 200-500 kcal a day", () => {
      const slow = basicPlan({ ...example, targetWeight: 85, lossRate: 0.25 }, "muscle-gain");
      expect(slow.dailyDeficit).toBe(-275);
      const fast = basicPlan({ ...example, targetWeight: 85, lossRate: 2 }, "muscle-gain");
      expect(fast.dailyDeficit).toBe(-500);
      expect(fast.direction).toBe("gain");
    });

    it("needs a target above the current weight", () => {
      expectInputError(() => basicPlan(example, "muscle-gain"), "targetWeight");
    });

    it("is high in protein (35% of calories)", () => {
      const r = basicPlan({ ...example, targetWeight: 85 }, "muscle-gain");
      expect(r.macros.protein.percentage).toBe(35);
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

    it("is high in protein", () => {
      expect(basicPlan(example, "body-recomposition").macros.protein.percentage).toBe(35);
    });
  });

  describe.each(["fat-loss", "cutting", "abs"])("%s", (variant) => {
    it("plans the usual deficit with 35% protein", () => {
      // protein 2209 x 0.35 = 773 kcal = 193 g; fat 663 kcal = 74 g; carbs 773 kcal = 193 g
      const r = basicPlan(example, variant);
      expect(r.targetCalories).toBe(2209);
      expect(r.macros.protein).toEqual({ grams: 193, calories: 773, percentage: 35 });
      expect(r.macros.fats.calories).toBe(663);
      expect(macroCalories(r)).toBe(2209);
    });

    it("raises protein to 2 g per kg when 35% is not enough; carbs give way", () => {
      // Mifflin: 700 + 1062.5 - 150 - 161 = 1451.5; x 1.2 = 1741.8 -> 1742; 1742 - 550 = 1192
      // -> 1200. Protein 2 x 70 = 140 g = 560 kcal; fat 30% = 360 kcal; carbs 280 kcal
      const r = basicPlan(
        { ...smallWoman, age: 30, height: 170, weight: 70, targetWeight: 65 },
        variant,
      );
      expect(r.targetCalories).toBe(1200);
      expect(r.macros.protein.grams).toBe(140);
      expect(r.macros.fats.calories).toBe(360);
      expect(r.macros.carbs.calories).toBe(280);
    });
  });
});

describe("basicPlan: bad input names the field", () => {
  const fields = [
    ["age", AGE_RULE],
    ["height", HEIGHT_RULE],
    ["weight", WEIGHT_RULE],
    ["targetWeight", TARGET_WEIGHT_RULE],
    ["lossRate", { min: 0.25, max: 2 }],
  ] as const;
  for (const [field, rule] of fields) {
    it.each(badNumbers(rule.min, rule.max))(`rejects %s ${field}`, (_, value) => {
      expectInputError(() => basicPlan({ ...example, [field]: value } as BasicInput), field);
    });
  }

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
