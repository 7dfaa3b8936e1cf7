import { describe, expect, it } from "vitest";
import {
  advancedPlan,
  DIET_TYPES,
  type AdvancedInput,
  type AdvancedResult,
} from "../../engine/advanced-plan.ts";
import {
  AGE_RULE,
  BODY_FAT_RULE,
  HEIGHT_RULE,
  TARGET_WEIGHT_RULE,
  WEIGHT_RULE,
} from "../../engine/input-ranges.ts";
import { VARIANT_IDS } from "../../engine/variants.ts";
import {
  badNumbers,
  badOptionalNumbers,
  expectInputError,
  inputErrorOf,
} from "./input-error-helpers.ts";

// A man of 30, 180 cm, 80 kg, moderately active (1.55), 8,000 steps, losing 0.5 kg a week.
// Mifflin: 800 + 1125 - 150 + 5 = 1780. TDEE: 1780 x 1.55 x 1 (sedentary job) = 2759,
// plus (8000 - 3000) x 0.04 = 200 for steps: 2959. No health factors: adjusted TDEE 2959.
// Deficit 0.5 x 7700 / 7 = 550: training 2959 - 440 = 2519, rest 2959 - 660 = 2299,
// average 2959 - 550 = 2409.
const man: AdvancedInput = {
  age: 30,
  gender: "male",
  height: 180,
  weight: 80,
  targetWeight: 75,
  lossRate: 0.5,
  baseActivity: 1.55,
  bmrFormula: "mifflin",
  today: "2026-01-01",
};
// Mifflin: 700 + 1031.25 - 175 - 161 = 1395.25; x 1.375 = 1918.47; + 200 steps = 2118.47
const woman: AdvancedInput = {
  ...man,
  age: 35,
  gender: "female",
  height: 165,
  weight: 70,
  targetWeight: 62,
  baseActivity: 1.375,
};
// A very active man: 1780 x 1.725 = 3070.5, + 7 h strength (250 a day) + 200 steps = 3520.5
// -> 3521. Training 3521 - 440 = 3081, rest 3521 - 660 = 2861. His protein floor (2.2 x 80 =
// 176 g, 704 kcal) is under a quarter of either day, so each diet's shares show as they are.
const athlete: AdvancedInput = { ...man, baseActivity: 1.725, strengthHours: 7 };

const percentages = (m: AdvancedResult["macros"]["training"]) => [
  m.protein.percentage,
  m.carbs.percentage,
  m.fats.percentage,
];

describe("advancedPlan: a worked example", () => {
  const r = advancedPlan(man);

  it("gives BMR 1,780, TDEE 2,959 and adjusted TDEE 2,959", () => {
    expect(r.bmr).toBe(1780);
    expect(r.tdee).toBe(2959);
    expect(r.adjustedTdee).toBe(2959);
    expect(r.tdeeFactors).toEqual({ thyroid: 1, sleep: 1, stress: 1, cycle: 1, total: 1 });
  });

  it("plans 2,519 kcal on training days, 2,299 on rest days, 2,409 on average", () => {
    expect(r.targetCalories).toEqual({ training: 2519, rest: 2299, average: 2409 });
    expect(r.dailyDeficit).toBe(550);
    expect(r.weeklyLoss).toBe(0.5);
    expect(r.direction).toBe("lose");
  });

  it("splits training days 30/45/25 and rest days 30/35/35, with 14 g of fibre per 1,000 kcal", () => {
    // Training 2519: protein 756 kcal = 189 g; fat 630 kcal = 70 g; carbs 1133 kcal = 283 g
    expect(r.macros.training).toEqual({
      protein: { grams: 189, calories: 756, percentage: 30 },
      carbs: { grams: 283, calories: 1133, percentage: 45 },
      fats: { grams: 70, calories: 630, percentage: 25 },
      fiber: 35,
    });
    // Rest 2299: 30% is 690 kcal, under the 2.2 g/kg floor (176 g = 704 kcal), so protein is
    // 704 kcal; fat 35% = 805 kcal = 89 g; carbs give way: 790 kcal = 198 g. Fibre 32.2 -> 32
    expect(r.macros.rest).toEqual({
      protein: { grams: 176, calories: 704, percentage: 31 },
      carbs: { grams: 198, calories: 790, percentage: 34 },
      fats: { grams: 89, calories: 805, percentage: 35 },
      fiber: 32,
    });
    // (189 + 176) / 2 = 182.5 -> 183
    expect(r.dailyProtein).toBe(183);
  });

  it("reaches 75 kg in 10 weeks (2.3 months), with milestones at weeks 4, 8 and 10", () => {
    expect(r.timeline.weeks).toBe(10);
    expect(r.timeline.months).toBe(2.3);
    expect(r.timeline.milestones.map((m) => [m.week, m.weight])).toEqual([
      [4, 78],
      [8, 76],
      [10, 75],
    ]);
    expect(r.timeline.milestones[1]?.action).toMatch(/diet break/);
    expect(r.timeline.milestones[2]?.action).toMatch(/Goal reached/);
  });

  it("predicts plateaus at weeks 3 and 8", () => {
    expect(r.timeline.plateauWeeks).toEqual([3, 8]);
    expect(r.plateaus.map((p) => p.likelyWeek)).toEqual([3, 8]);
  });

  it("expects 2.5 kg of early water weight and a 1.2 kg daily swing", () => {
    expect(r.waterWeight).toEqual({ initial: 2.5, ongoing: 1.2 });
  });

  it("expects 2%, 3% and 5% metabolic adaptation by weeks 4, 12 and 20", () => {
    // depth 550 / 2959 = 0.186; x 0.10 = 1.9%, x 0.15 = 2.8%, x 0.25 = 4.6%
    expect(r.metabolicAdaptation).toEqual({ week1to4: 2, week5to12: 3, week13plus: 5 });
  });

  it("refeeds weekly at maintenance with 60% of it from carbs", () => {
    // min(2959, 1.6 x 2409 = 3854) = 2959; 0.6 x 2959 / 4 = 443.9 -> 444 g
    expect(r.refeedDays).toEqual({ calories: 2959, carbs: 444, frequency: "weekly" });
  });

  it("suggests vitamin D, whey, creatine and caffeine to a healthy man of 30", () => {
    expect(r.supplementRecommendations.map((s) => s.name)).toEqual([
      "Vitamin D",
      "Whey protein",
      "Creatine monohydrate",
      "Caffeine",
    ]);
  });

  it("gives tips with his own figures and no warnings", () => {
    expect(r.personalizedTips[0]).toContain("183 g of protein");
    expect(r.personalizedTips[1]).toContain("32 g of fibre");
    expect(r.warnings).toEqual([]);
  });

  it("shows Mifflin-St Jeor and Harris-Benedict side by side without body fat", () => {
    expect(r.bmrComparison).toEqual({ mifflin: 1780, harris: 1854 });
  });
});

describe("advancedPlan: TDEE with exercise, steps and job (product.md section 3)", () => {
  it.each([
    ["7 h of cardio a week adds 300 kcal a day", { cardioHours: 7 }, 3259],
    ["7 h of strength training adds 250", { strengthHours: 7 }, 3209],
    ["7 h of sport adds 400", { sportsHours: 7 }, 3359],
    [
      "3.5 h cardio, 2.8 h strength and 1.75 h sport add 150 + 100 + 100",
      {
        cardioHours: 3.5,
        strengthHours: 2.8,
        sportsHours: 1.75,
      },
      3309,
    ],
  ])("%s", (_, extra, tdee) => {
    expect(advancedPlan({ ...man, ...extra }).tdee).toBe(tdee);
  });

  it("adds 0.04 kcal per step above 3,000 a day, and nothing below", () => {
    expect(advancedPlan({ ...man, dailySteps: 3000 }).tdee).toBe(2759);
    expect(advancedPlan({ ...man, dailySteps: 1000 }).tdee).toBe(2759);
    // 7500 x 0.04 = 300
    expect(advancedPlan({ ...man, dailySteps: 10500 }).tdee).toBe(3059);
  });

  it("takes 8,000 steps when the steps are left blank", () => {
    expect(advancedPlan({ ...man, dailySteps: "" }).tdee).toBe(2959);
  });

  it.each([
    // 2759 x multiplier + 200 steps (steps are not scaled by the job)
    ["sedentary", 2959],
    ["light", 3235],
    ["moderate", 3511],
    ["heavy", 4063],
  ])("a %s job scales BMR x activity (TDEE %s)", (jobType, tdee) => {
    expect(advancedPlan({ ...man, jobType }).tdee).toBe(tdee);
  });

  it("treats blank hours as none", () => {
    expect(advancedPlan({ ...man, cardioHours: "", strengthHours: "", sportsHours: "" }).tdee).toBe(
      2959,
    );
  });
});

describe("advancedPlan: health adjustments to TDEE", () => {
  const adjusted = (extra: Partial<AdvancedInput>, base: AdvancedInput = man) =>
    advancedPlan({ ...base, ...extra }).adjustedTdee;

  it("lowers TDEE by 15% for an underactive thyroid and raises it 15% for an overactive one", () => {
    // 2959 x 0.85 = 2515.2; 2959 x 1.15 = 3402.9
    expect(adjusted({ thyroidCondition: "hypo" })).toBe(2515);
    expect(adjusted({ thyroidCondition: "hyper" })).toBe(3403);
    expect(adjusted({ thyroidCondition: "normal" })).toBe(2959);
  });

  it("lowers TDEE 5% per hour of sleep under 7, by 10% at most", () => {
    // 6 h: x 0.95 = 2811; 5 h and 4 h: x 0.90 = 2663
    expect(adjusted({ sleepHours: 6 })).toBe(2811);
    expect(adjusted({ sleepHours: 5 })).toBe(2663);
    expect(adjusted({ sleepHours: 4 })).toBe(2663);
  });

  it("leaves 7 to 9 hours of sleep alone and raises TDEE 5% above 9", () => {
    expect(adjusted({ sleepHours: 7 })).toBe(2959);
    expect(adjusted({ sleepHours: 9 })).toBe(2959);
    // 2959 x 1.05 = 3106.95
    expect(adjusted({ sleepHours: 9.5 })).toBe(3107);
  });

  it("takes 2% off per stress point above 5 and adds 2% per point below", () => {
    // 10: x 0.90 = 2663; 8: x 0.94 = 2781; 1: x 1.08 = 3196
    expect(adjusted({ stressLevel: 10 })).toBe(2663);
    expect(adjusted({ stressLevel: 8 })).toBe(2781);
    expect(adjusted({ stressLevel: 1 })).toBe(3196);
  });

  it("raises a woman's TDEE 8% in the luteal phase only", () => {
    // 2118.47 -> 2118; x 1.08 = 2287.9 -> 2288
    expect(adjusted({ menstrualCycle: "none" }, woman)).toBe(2118);
    expect(adjusted({ menstrualCycle: "follicular" }, woman)).toBe(2118);
    expect(adjusted({ menstrualCycle: "menopause" }, woman)).toBe(2118);
    expect(adjusted({ menstrualCycle: "luteal" }, woman)).toBe(2288);
  });

  it("ignores a cycle phase given for a man", () => {
    expect(adjusted({ menstrualCycle: "luteal" })).toBe(2959);
  });

  it("multiplies the four factors together", () => {
    // 0.85 x 0.95 x 0.94 x 1.08 = 0.8198; 2118.47 x 0.8198 = 1736.7 -> 1737
    const r = advancedPlan({
      ...woman,
      thyroidCondition: "hypo",
      sleepHours: 6,
      stressLevel: 8,
      menstrualCycle: "luteal",
    });
    expect(r.tdee).toBe(2118);
    expect(r.tdeeFactors.total).toBeCloseTo(0.819774, 9);
    expect(r.adjustedTdee).toBe(1737);
    // Targets come from the adjusted figure: 1737 - 550 = 1187 -> the 1,200 floor
    expect(r.targetCalories.average).toBe(1200);
  });
});

describe("advancedPlan: metabolic adaptation at weeks 4, 12 and 20", () => {
  it("grows for leaner people: 10% body fat is 1.5 times a man's assumed 15%", () => {
    // 0.186 x 1.5 = 0.279: x 0.10 = 2.8%, x 0.15 = 4.2%, x 0.25 = 7.0%
    expect(advancedPlan({ ...man, bodyFat: 10 }).metabolicAdaptation).toEqual({
      week1to4: 3,
      week5to12: 4,
      week13plus: 7,
    });
  });

  it("assumes 25% body fat for a woman without a figure", () => {
    const r = advancedPlan(woman);
    // 2118 - 550 = 1568; depth 550 / 2118 = 0.26: 2.6%, 3.9%, 6.5%
    expect(r.metabolicAdaptation).toEqual({ week1to4: 3, week5to12: 4, week13plus: 6 });
    expect(advancedPlan({ ...woman, bodyFat: 25 }).metabolicAdaptation).toEqual(
      r.metabolicAdaptation,
    );
  });

  it("is none while gaining", () => {
    expect(advancedPlan({ ...man, targetWeight: 85 }).metabolicAdaptation).toEqual({
      week1to4: 0,
      week5to12: 0,
      week13plus: 0,
    });
  });
});

describe("advancedPlan: training, rest and average targets", () => {
  it("never plans under 1,200 kcal for a woman, and warns critically", () => {
    // Mifflin 1139 x 1.2 = 1366.8 -> 1367 (3,000 steps add nothing). 1 kg a week: 1367 - 1100
    // = 267 -> 1200, a real deficit of 167. Training 1367 - 134 = 1233; rest 1367 - 200 = 1167
    // -> 1200.
    const r = advancedPlan({
      ...woman,
      age: 60,
      height: 160,
      weight: 60,
      targetWeight: 55,
      baseActivity: 1.2,
      dailySteps: 3000,
      lossRate: 1,
    });
    expect(r.adjustedTdee).toBe(1367);
    expect(r.targetCalories).toEqual({ training: 1233, rest: 1200, average: 1200 });
    expect(r.floor).toBe(1200);
    expect(r.flooredAtMinimum).toBe(true);
    const critical = r.warnings.find((w) => w.type === "critical");
    expect(critical?.recommendation).toBe(
      "Increase calories or extend timeline. Medical supervision required.",
    );
  });

  it("never plans under 1,500 kcal for a man", () => {
    const r = advancedPlan({ ...man, baseActivity: 1.2, dailySteps: 3000, lossRate: 2 });
    // 1780 x 1.2 = 2136; - 2200 -> 1500
    expect(r.targetCalories.average).toBe(1500);
    expect(r.targetCalories.rest).toBe(1500);
    expect(r.floor).toBe(1500);
  });

  it("gives training days more of a surplus than rest days when gaining", () => {
    // 0.5 kg a week asks 550 kcal; the lean surplus stops at 500: average 3459,
    // training 2959 + 1.2 x 500 = 3559, rest 2959 + 0.8 x 500 = 3359
    const r = advancedPlan({ ...man, targetWeight: 85 });
    expect(r.direction).toBe("gain");
    expect(r.targetCalories).toEqual({ training: 3559, rest: 3359, average: 3459 });
    expect(r.refeedDays).toBeUndefined();
    expect(r.timeline.plateauWeeks).toEqual([]);
  });
});

describe("advancedPlan: macros by diet type", () => {
  it.each([
    // diet, training %, rest % (protein, carbs, fat)
    ["standard", [30, 45, 25], [30, 35, 35]],
    ["keto", [25, 15, 60], [25, 5, 70]],
    ["low-carb", [30, 25, 45], [30, 15, 55]],
    ["high-protein", [35, 40, 25], [35, 30, 35]],
    ["intermittent-fasting", [30, 45, 25], [30, 35, 35]],
  ])("%s: training %j, rest %j", (dietType, training, rest) => {
    const r = advancedPlan({ ...athlete, dietType });
    expect(r.targetCalories).toMatchObject({ training: 3081, rest: 2861 });
    expect(percentages(r.macros.training)).toEqual(training);
    expect(percentages(r.macros.rest)).toEqual(rest);
  });

  it("gives 14 g of fibre per 1,000 kcal on each day", () => {
    // 14 x 3.081 = 43.1 -> 43; 14 x 2.861 = 40.1 -> 40
    const r = advancedPlan(athlete);
    expect(r.macros.training.fiber).toBe(43);
    expect(r.macros.rest.fiber).toBe(40);
  });

  it("covers every diet type the spec lists", () => {
    expect(DIET_TYPES).toEqual([
      "standard",
      "keto",
      "low-carb",
      "high-protein",
      "intermittent-fasting",
    ]);
  });

  it("keeps protein at 2.5 g per kg under 15% body fat; carbs give way, fat stays", () => {
    // 2.5 x 80 = 200 g = 800 kcal (31.8% of 2519); fat 25% = 630 kcal; carbs 1089 kcal
    const r = advancedPlan({ ...man, bodyFat: 12 });
    expect(r.macros.training.protein).toMatchObject({ grams: 200, calories: 800 });
    expect(r.macros.training.fats.calories).toBe(630);
    expect(r.macros.training.carbs.calories).toBe(1089);
  });

  it("keeps protein at 2.2 g per kg from 15% body fat", () => {
    // 2.2 x 80 = 176 g = 704 kcal, more than 30% of the 2,299 kcal rest day
    expect(advancedPlan({ ...man, bodyFat: 15 }).macros.rest.protein.grams).toBe(176);
  });
});

describe("advancedPlan: BMR formulas", () => {
  it("uses Katch-McArdle and Cunningham when body fat is given", () => {
    // 20% of 80 kg: 64 kg lean. Katch 370 + 21.6 x 64 = 1752.4; Cunningham 500 + 22 x 64 = 1908
    expect(advancedPlan({ ...man, bodyFat: 20, bmrFormula: "katch" }).bmr).toBe(1752);
    expect(advancedPlan({ ...man, bodyFat: 20, bmrFormula: "cunningham" }).bmr).toBe(1908);
    // Revised Harris-Benedict: 1853.6 -> 1854
    expect(advancedPlan({ ...man, bmrFormula: "harris" }).bmr).toBe(1854);
  });

  it("shows all four formulas side by side when body fat is given", () => {
    expect(advancedPlan({ ...man, bodyFat: 20 }, "formula").bmrComparison).toEqual({
      mifflin: 1780,
      harris: 1854,
      katch: 1752,
      cunningham: 1908,
    });
  });

  it('throws "Body fat required for Katch-McArdle formula" without body fat', () => {
    const error = expectInputError(() => advancedPlan({ ...man, bmrFormula: "katch" }), "bodyFat");
    expect(error.message).toBe("Body fat required for Katch-McArdle formula");
  });

  it('throws "Body fat required for Cunningham formula" without body fat', () => {
    const error = expectInputError(
      () => advancedPlan({ ...man, bmrFormula: "cunningham", bodyFat: "" }),
      "bodyFat",
    );
    expect(error.message).toBe("Body fat required for Cunningham formula");
  });

  it("falls back to Mifflin-St Jeor for an unknown formula", () => {
    const r = advancedPlan({ ...man, bmrFormula: "schofield" });
    expect(r.bmrFormula).toBe("mifflin");
    expect(r.bmr).toBe(1780);
  });
});

describe("advancedPlan: timeline", () => {
  it("lists a milestone every 4 weeks with weight and body fat falling 0.2 points a week", () => {
    // 10 kg at 0.5 kg a week: 20 weeks
    const r = advancedPlan({ ...man, bodyFat: 25, targetWeight: 70 });
    expect(r.timeline.weeks).toBe(20);
    expect(r.timeline.months).toBe(4.6);
    expect(r.timeline.milestones.map((m) => [m.week, m.weight, m.bodyFat])).toEqual([
      [4, 78, 24.2],
      [8, 76, 23.4],
      [12, 74, 22.6],
      [16, 72, 21.8],
      [20, 70, 21],
    ]);
  });

  it("adds a diet-break or refeed note every 8 weeks, in the chosen strategy", () => {
    const actions = (plateauStrategy: string) =>
      advancedPlan({ ...man, targetWeight: 70, plateauStrategy }).timeline.milestones.map(
        (m) => m.action,
      );
    expect(actions("diet-break")[1]).toMatch(/diet break/);
    expect(actions("diet-break")[3]).toMatch(/diet break/);
    expect(actions("diet-break")[0]).not.toMatch(/diet break/);
    expect(actions("refeed")[1]).toMatch(/refeed/);
    expect(actions("activity")[1]).toMatch(/activity/);
  });

  it("predicts a week-16 plateau only under 20% body fat and for plans over 16 weeks", () => {
    expect(advancedPlan({ ...man, bodyFat: 18, targetWeight: 70 }).timeline.plateauWeeks).toEqual([
      3, 8, 16,
    ]);
    expect(advancedPlan({ ...man, bodyFat: 25, targetWeight: 70 }).timeline.plateauWeeks).toEqual([
      3, 8,
    ]);
    // A man without a figure is assumed to be at 15%
    expect(advancedPlan({ ...man, targetWeight: 70 }).timeline.plateauWeeks).toEqual([3, 8, 16]);
    // 8 kg at 0.5 is exactly 16 weeks: not over 16
    expect(advancedPlan({ ...man, bodyFat: 18, targetWeight: 72 }).timeline.plateauWeeks).toEqual([
      3, 8,
    ]);
  });

  it("predicts no plateau for a plan of 2 weeks or less", () => {
    const r = advancedPlan({ ...man, targetWeight: 79 });
    expect(r.timeline.weeks).toBe(2);
    expect(r.timeline.plateauWeeks).toEqual([]);
  });

  it("gives each plateau a cause, ways to prevent it and ways out of it", () => {
    const r = advancedPlan({ ...man, targetWeight: 70 });
    expect(r.plateaus.map((p) => p.likelyWeek)).toEqual([3, 8, 16]);
    for (const p of r.plateaus) {
      expect(p.cause.length).toBeGreaterThan(20);
      expect(p.prevention.length).toBeGreaterThan(0);
      expect(p.solutions.length).toBeGreaterThan(0);
    }
  });
});

describe("advancedPlan: water weight, refeeds, supplements and tips", () => {
  it("expects less early water weight for a woman (1.8 kg, swing 0.8 kg)", () => {
    expect(advancedPlan(woman).waterWeight).toEqual({ initial: 1.8, ongoing: 0.8 });
  });

  it("never puts a refeed above 1.6 times the average target", () => {
    // 2959 - 2200 = 759 -> 1500; refeed min(2959, 2400) = 2400; carbs 0.6 x 2400 / 4 = 360 g
    const r = advancedPlan({ ...man, lossRate: 2 });
    expect(r.refeedDays).toEqual({ calories: 2400, carbs: 360, frequency: "weekly" });
  });

  it("plans no refeed day when the refeed frequency is none", () => {
    expect(advancedPlan({ ...man, refeedFrequency: "none" }).refeedDays).toBeUndefined();
  });

  it("adds magnesium for under 7 hours' sleep, electrolytes for keto and low-carb, iron for women", () => {
    const names = (extra: Partial<AdvancedInput>, base: AdvancedInput = man) =>
      advancedPlan({ ...base, ...extra }).supplementRecommendations.map((s) => s.name);
    expect(names({ sleepHours: 6.5 })).toContain("Magnesium");
    expect(names({ sleepHours: 7 })).not.toContain("Magnesium");
    expect(names({ dietType: "keto" })).toContain("Electrolytes");
    expect(names({ dietType: "low-carb" })).toContain("Electrolytes");
    expect(names({ dietType: "high-protein" })).not.toContain("Electrolytes");
    expect(names({}, woman).some((n) => n.startsWith("Iron"))).toBe(true);
    expect(names({}).some((n) => n.startsWith("Iron"))).toBe(false);
  });

  it("offers under-18s vitamin D only: never caffeine or creatine", () => {
    const r = advancedPlan({ ...man, age: 16, sleepHours: 5, dietType: "keto" });
    expect(r.supplementRecommendations.map((s) => s.name)).toEqual(["Vitamin D"]);
  });

  it("gives every supplement a purpose, dosage, timing and strength of evidence", () => {
    const r = advancedPlan({ ...woman, sleepHours: 5, dietType: "keto" });
    for (const s of r.supplementRecommendations) {
      expect(s.purpose && s.dosage && s.timing).toBeTruthy();
      expect(["strong", "moderate", "limited"]).toContain(s.evidence);
    }
  });

  it("chooses tips from the answers", () => {
    const tips = advancedPlan({
      ...man,
      dailySteps: 5000,
      sleepHours: 6,
      stressLevel: 9,
      dietType: "intermittent-fasting",
      mealTiming: "night-owl",
    }).personalizedTips.join(" ");
    expect(tips).toMatch(/steps/);
    expect(tips).toMatch(/sleep/);
    expect(tips).toMatch(/stress/);
    expect(tips).toMatch(/fast/);
    expect(tips).toMatch(/late/);
  });
});

describe("advancedPlan: warnings with severity and recommendation", () => {
  const find = (r: AdvancedResult, pattern: RegExp) =>
    r.warnings.find((w) => pattern.test(w.message));

  it("critical: under 18, with medical supervision advised", () => {
    const w = find(advancedPlan({ ...man, age: 17 }), /Under 18/);
    expect(w?.type).toBe("critical");
    expect(w?.recommendation).toMatch(/paediatrician|dietitian/);
  });

  it("high: a weekly deficit over 7,000 kcal (over 2 lb a week)", () => {
    // 1 kg a week: 1100 x 7 = 7700 kcal; 0.75 kg: 825 x 7 = 5775
    const w = find(advancedPlan({ ...man, lossRate: 1 }), /7,000 kcal/);
    expect(w?.type).toBe("high");
    expect(w?.recommendation).toMatch(/Reduce the deficit/);
    expect(find(advancedPlan({ ...man, lossRate: 0.75 }), /7,000 kcal/)).toBeUndefined();
  });

  it("high: any medical condition, with advice to see a healthcare provider", () => {
    const w = find(advancedPlan({ ...man, medicalConditions: ["diabetes"] }), /medical condition/);
    expect(w?.type).toBe("high");
    expect(w?.recommendation).toMatch(/GP|healthcare provider/);
    expect(
      find(advancedPlan({ ...man, medicalConditions: [] }), /medical condition/),
    ).toBeUndefined();
  });

  it("medium: stress above 7", () => {
    expect(find(advancedPlan({ ...man, stressLevel: 8 }), /stress/i)?.type).toBe("medium");
    expect(find(advancedPlan({ ...man, stressLevel: 7 }), /stress/i)).toBeUndefined();
  });

  it("medium: sleep under 6 hours", () => {
    expect(find(advancedPlan({ ...man, sleepHours: 5.5 }), /sleep/i)?.type).toBe("medium");
    expect(find(advancedPlan({ ...man, sleepHours: 6 }), /sleep/i)).toBeUndefined();
  });

  it("lists the most serious first, each with a recommendation", () => {
    const r = advancedPlan({
      ...man,
      age: 17,
      lossRate: 2,
      stressLevel: 9,
      sleepHours: 4,
      medicalConditions: ["asthma"],
    });
    const order = { critical: 0, high: 1, medium: 2, low: 3 };
    const ranks = r.warnings.map((w) => order[w.type]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const w of r.warnings) expect(w.recommendation).toBeTruthy();
  });

  it("warns (high) when the goal date needs more than the safe weekly rate", () => {
    // 5 kg in 2 weeks is 2.5 kg a week
    const r = advancedPlan({ ...man, goalDate: "2026-01-15" });
    expect(r.goalDate).toMatchObject({ requiredWeeklyRate: 2.5, withinSafeRate: false });
    expect(find(r, /2026-01-15/)?.type).toBe("high");
    const fine = advancedPlan({ ...man, goalDate: "2026-03-12" });
    expect(fine.goalDate).toMatchObject({ requiredWeeklyRate: 0.5, withinSafeRate: true });
    expect(fine.warnings).toEqual([]);
  });
});

describe("advancedPlan: variants", () => {
  it.each([
    ["keto", "keto", [25, 15, 60]],
    ["pcos", "low-carb", [30, 25, 45]],
  ])("%s starts with the %s diet", (variant, dietType, training) => {
    const r = advancedPlan(athlete, variant);
    expect(percentages(r.macros.training)).toEqual(training);
    expect(r).toEqual({ ...advancedPlan({ ...athlete, dietType }), variant });
  });

  it("protein starts with the high-protein diet (35% protein)", () => {
    expect(advancedPlan(athlete, "protein").macros.training.protein.percentage).toBe(35);
  });

  it("a diet type chosen by the visitor wins over the variant's", () => {
    const r = advancedPlan({ ...athlete, dietType: "standard" }, "keto");
    expect(percentages(r.macros.training)).toEqual([30, 45, 25]);
  });

  it("behaves as the default for an unknown variant", () => {
    expect(advancedPlan(man, "no-such-variant")).toEqual(advancedPlan(man));
    expect(advancedPlan(man, "constructor").variant).toBe("default");
  });

  it.each(["kids", "pregnancy", "breastfeeding"])(
    "refuses the %s variant with an InputError on variant",
    (variant) => {
      expectInputError(() => advancedPlan(woman, variant), "variant");
    },
  );

  it("plans for every other variant", () => {
    for (const variant of VARIANT_IDS) {
      if (["kids", "pregnancy", "breastfeeding"].includes(variant)) continue;
      const input =
        variant === "teen"
          ? { ...man, age: 16 }
          : variant === "senior"
            ? { ...man, age: 70 }
            : variant === "women"
              ? woman
              : man;
      expect(advancedPlan(input, variant).variant).toBe(variant);
    }
  });

  it("caps a teenager at 0.5 kg a week", () => {
    const r = advancedPlan({ ...man, age: 16, lossRate: 1 }, "teen");
    expect(r.weeklyLoss).toBe(0.5);
    expect(r.targetCalories.average).toBeGreaterThanOrEqual(1400);
  });

  it("women and men plan for their sex only", () => {
    expectInputError(() => advancedPlan(man, "women"), "gender");
    expectInputError(() => advancedPlan(woman, "men"), "gender");
  });
});

describe("advancedPlan: missing and bad input", () => {
  const requiredFields = [
    "age",
    "gender",
    "height",
    "weight",
    "targetWeight",
    "lossRate",
    "baseActivity",
    "bmrFormula",
  ] as const;
  it.each(requiredFields)('says "Missing required data" when %s is absent', (field) => {
    for (const value of [undefined, null, ""]) {
      const error = expectInputError(
        () => advancedPlan({ ...man, [field]: value } as unknown as AdvancedInput),
        field,
      );
      expect(error.message).toMatch(/^Missing required data/);
    }
  });

  const numeric = [
    ["age", AGE_RULE],
    ["height", HEIGHT_RULE],
    ["weight", WEIGHT_RULE],
    ["targetWeight", TARGET_WEIGHT_RULE],
    ["lossRate", { min: 0.25, max: 2 }],
  ] as const;
  for (const [field, rule] of numeric) {
    it.each(badNumbers(rule.min, rule.max))(`rejects %s ${field}`, (_, value) => {
      expectInputError(() => advancedPlan({ ...man, [field]: value } as AdvancedInput), field);
    });
  }

  const optional = [
    ["bodyFat", BODY_FAT_RULE],
    ["cardioHours", { min: 0, max: 20 }],
    ["strengthHours", { min: 0, max: 15 }],
    ["sportsHours", { min: 0, max: 20 }],
    ["dailySteps", { min: 1000, max: 30000 }],
    ["sleepHours", { min: 4, max: 12 }],
    ["stressLevel", { min: 1, max: 10 }],
    ["trainingDays", { min: 0, max: 7 }],
  ] as const;
  for (const [field, rule] of optional) {
    it.each(badOptionalNumbers(rule.min, rule.max))(`rejects %s ${field}`, (_, value) => {
      expectInputError(() => advancedPlan({ ...man, [field]: value } as AdvancedInput), field);
    });
  }

  it("rejects a part training day", () => {
    expectInputError(() => advancedPlan({ ...man, trainingDays: 2.5 }), "trainingDays");
  });

  it.each([
    ["gender", "other"],
    ["baseActivity", 1.5],
    ["jobType", "office"],
    ["thyroidCondition", "low"],
    ["insulinSensitivity", "poor"],
    ["dietType", "paleo"],
    ["mealTiming", "midnight"],
    ["refeedFrequency", "daily"],
    ["plateauStrategy", "give-up"],
  ])("rejects an unknown %s (%j)", (field, value) => {
    expectInputError(() => advancedPlan({ ...man, [field]: value } as AdvancedInput), field);
  });

  it("rejects an unknown cycle phase for a woman", () => {
    expectInputError(() => advancedPlan({ ...woman, menstrualCycle: "spring" }), "menstrualCycle");
  });

  it.each([
    ["not a list", "diabetes"],
    ["a list of numbers", [1, 2]],
    ["a very long item", ["x".repeat(81)]],
  ])("rejects medical conditions given as %s", (_, value) => {
    expectInputError(
      () => advancedPlan({ ...man, medicalConditions: value } as unknown as AdvancedInput),
      "medicalConditions",
    );
    expectInputError(
      () => advancedPlan({ ...man, supplementUse: value } as unknown as AdvancedInput),
      "supplementUse",
    );
  });

  it.each(["2025-12-01", "soon", "2026-02-30"])("rejects goal date %j", (goalDate) => {
    expectInputError(() => advancedPlan({ ...man, goalDate }), "goalDate");
  });

  it("takes 7 hours of sleep, stress 5 and 3 training days when left blank", () => {
    const r = advancedPlan({ ...man, sleepHours: "", stressLevel: "", trainingDays: "" });
    expect(r).toEqual(advancedPlan(man));
    expect(r.personalizedTips.join(" ")).toContain("On your 3 training days");
  });

  it("only ever throws InputError for bad input", () => {
    const error = inputErrorOf(() => advancedPlan({} as AdvancedInput));
    expect(error.message).toMatch(/^Missing required data/);
  });
});
