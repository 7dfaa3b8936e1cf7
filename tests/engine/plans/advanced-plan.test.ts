import { describe, expect, it } from "vitest";
import {
  advancedPlan,
  DIET_TYPES,
  type AdvancedInput,
  type AdvancedResult,
} from "../../../engine/plans/advanced-plan.ts";
import {
  AGE_RULE,
  BODY_FAT_RULE,
  HEIGHT_RULE,
  TARGET_WEIGHT_RULE,
  WEIGHT_RULE,
} from "../../../engine/input/input-ranges.ts";
import { basicPlan } from "../../../engine/plans/basic-plan.ts";
import { parseAdvancedInput } from "../../../engine/input/parse-input.ts";
import type { PlateauStrategy } from "../../../engine/plans/maintenance-breaks.ts";
import type { JobType } from "../../../engine/energy/tdee.ts";
import type { DietType } from "../../../engine/plans/variants.ts";
import { VARIANT_IDS } from "../../../engine/plans/variants.ts";
import {
  badNumbers,
  badOptionalNumbers,
  expectInputError,
  inputErrorOf,
} from "../input-error-helpers.ts";
import { WORKED_EXAMPLE_ADVANCED } from "../fixtures/worked-example.ts";

// A man of 30, 180 cm, 80 kg, moderately active (1.55), steps left blank, losing 0.5 kg a
// week. Mifflin: 800 + 1125 - 150 + 5 = 1780. TDEE: 1780 x max(1.55, 1.2 for a desk job) =
// 2759; blank steps add nothing. No health factors: adjusted TDEE and maintenance 2759.
// Deficit 0.5 x 7700 / 7 = 550 a day, 3,850 a week. No refeed day unless chosen: 3 training
// days (0.8 shares) and 4 rest days (1.2) carry 3,850 / 7.2 = 534.7 a share: training 2759 -
// 427.8 = 2331, rest 2759 - 641.7 = 2117. Week: 6993 + 8468 = 15,461, a mean of 2208.7 -> 2209.
// Protein: 1.2 g per kg of 80 kg = 96 g, every day.
const man: AdvancedInput = WORKED_EXAMPLE_ADVANCED;
// Mifflin: 700 + 1031.25 - 175 - 161 = 1395.25; x 1.375 = 1918.47 -> 1918
const woman: AdvancedInput = {
  ...man,
  age: 35,
  gender: "female",
  height: 165,
  weight: 70,
  targetWeight: 62,
  baseActivity: 1.375,
};
// A very active man: 1780 x 1.725 = 3070.5, + 7 h strength (250 a day) = 3320.5 -> 3321.
// 7 hours of strength training: 1.6 g per kg, 128 g, every day.
const athlete: AdvancedInput = { ...man, baseActivity: 1.725, strengthHours: 7 };
// The man, lightly active: 1780 x 1.375 = 2447.5 -> 2448. 3 training and 4 rest days carry
// 3,850 / 7.2 = 534.7 a share: training 2448 - 427.8 = 2020, rest 2448 - 641.7 = 1806.
const lighter: AdvancedInput = { ...man, baseActivity: 1.375 };

const percentages = (m: AdvancedResult["macros"]["training"]) => [
  m.protein.percentage,
  m.carbs.percentage,
  m.fats.percentage,
];

describe("advancedPlan: a worked example", () => {
  const r = advancedPlan(man);

  it("gives BMR 1,780, TDEE 2,759, adjusted TDEE 2,759 and maintenance 2,759", () => {
    expect(r.bmr).toBe(1780);
    expect(r.tdee).toBe(2759);
    expect(r.adjustedTdee).toBe(2759);
    expect(r.maintenance).toBe(2759);
  });

  it("plans 2,331 kcal on training days, 2,117 on rest days, 2,209 on average", () => {
    expect(r.targetCalories).toEqual({ training: 2331, rest: 2117, average: 2209 });
    // 2759 - 15461 / 7 = 550.3 -> 550 a day: 0.5 kg a week
    expect(r.dailyDeficit).toBe(550);
    expect(r.weeklyLoss).toBe(0.5);
    expect(r.direction).toBe("lose");
  });

  it("keeps protein at 96 g on training and rest days; carbohydrate moves, fat stays 30%; 30 g of fibre", () => {
    // Training 2331: protein 96 g = 384 kcal; fat 30% = 699.3 -> 699 kcal = 78 g;
    // carbs 2331 - 384 - 699 = 1248 kcal = 312 g
    expect(r.macros.training).toEqual({
      protein: { grams: 96, calories: 384, percentage: 16 },
      carbs: { grams: 312, calories: 1248, percentage: 54 },
      fats: { grams: 78, calories: 699, percentage: 30 },
      fiber: 30,
    });
    // Rest 2117: protein 384 kcal; fat 635.1 -> 635 kcal = 71 g; carbs 1098 kcal = 274.5 -> 275 g
    expect(r.macros.rest).toEqual({
      protein: { grams: 96, calories: 384, percentage: 18 },
      carbs: { grams: 275, calories: 1098, percentage: 52 },
      fats: { grams: 71, calories: 635, percentage: 30 },
      fiber: 30,
    });
    // Daily protein: his 1.2 g per kg, as the basic plan gives the same man.
    expect(r.dailyProtein).toBe(96);
    const basic = basicPlan({ ...man, activity: man.baseActivity });
    expect(basic.targetCalories).toBe(2209);
    expect(r.dailyProtein).toBe(basic.macros?.protein.grams);
  });

  it("reaches 75 kg in week 13 (3 months) on the dynamic model, its week-8 diet break included", () => {
    // The straight line: 10 weeks of 0.5 kg, and the break week: week 11. The dynamic model
    // slows as he gets lighter and stands still in week 8: still 75.03 kg at week 12.
    expect(r.timeline.weeks).toBe(13);
    expect(r.timeline.months).toBe(3);
    expect(r.timeline.milestones.map((m) => [m.week, m.weight, m.kind])).toEqual([
      [2, 78.7, "early"],
      [5, 77.4, "halfway"],
      [8, 76.6, "first-break"],
      [10, 75.8, "five-percent"],
      [13, 75, "goal"],
      [17, 75, "keep-off"],
    ]);
    expect(r.projection).toMatchObject({ goalWeek: 11, breakWeeks: [8] });
    expect(Math.ceil((r.projection?.reachDay ?? 0) / 7)).toBe(13);
    expect(r.daysToGoal).toBe(r.projection?.reachDay);
    expect(Math.ceil((r.daysToGoal ?? 0) / 7)).toBe(13);
  });

  it("predicts plateaus at weeks 3 and 8", () => {
    expect(r.timeline.plateauWeeks).toEqual([3, 8]);
    expect(r.plateaus.map((p) => p.likelyWeek)).toEqual([3, 8]);
  });

  it("expects 0.4 kg of early water weight: the model's first two weeks beyond 2 x 3,850 / 7,700 kg", () => {
    expect(r.waterWeight).toEqual({ initial: 0.4 });
  });

  it("expects 2%, 3% and 5% metabolic adaptation by weeks 4, 12 and 20", () => {
    // depth 550 / 2759 = 0.199; x 0.10 = 2.0%, x 0.15 = 3.0%, x 0.25 = 5.0%
    expect(r.metabolicAdaptation).toEqual({ week1to4: 2, week5to12: 3, week13plus: 5 });
  });

  it("plans no refeed day: none was chosen", () => {
    expect(r.refeedDays).toBeUndefined();
  });

  it("refeeds weekly at maintenance with 60% of it from carbs when he chooses one", () => {
    // min(2759, 1.6 x 2209 = 3534) = 2759; 0.6 x 2759 / 4 = 413.9 -> 414 g. It takes a rest
    // day: 3 training and 3 rest days carry 3,850 / 6 = 641.7 a share: training 2759 - 513.3
    // = 2246, rest 2759 - 770 = 1989, both above his 1,500 floor.
    const refeed = advancedPlan({ ...man, refeedFrequency: "weekly" });
    expect(refeed.refeedDays).toEqual({ calories: 2759, carbs: 414, frequency: "weekly" });
    expect(refeed.targetCalories).toEqual({ training: 2246, rest: 1989, average: 2209 });
  });

  it("suggests vitamin D and whey to a healthy man of 30 who does not train; creatine and caffeine only with 2 hours' strength training", () => {
    expect(r.supplementRecommendations.map((s) => s.name)).toEqual(["Vitamin D", "Whey protein"]);
    expect(
      advancedPlan({ ...man, strengthHours: 2 }).supplementRecommendations.map((s) => s.name),
    ).toEqual(["Vitamin D", "Whey protein", "Creatine monohydrate", "Caffeine"]);
    expect(r.supplementAdvice).toBe(
      "Food comes first: these only fill gaps. Check with a pharmacist or your GP before you take a new supplement.",
    );
    expect(r.maternal).toBe("none");
  });

  it("shows his BMI and the lowest healthy weight for his height", () => {
    // 80 / 3.24 = 24.7; 18.5 x 3.24 = 59.94, rounded up to 60 so that it is itself accepted
    expect(r.healthyWeight).toEqual({ bmi: 24.7, lowestTargetKg: 60 });
  });

  it("gives tips with his own figures and no warnings", () => {
    expect(r.personalizedTips[0]).toContain("96 g of protein");
    expect(r.personalizedTips[1]).toContain("30 g of fibre");
    expect(r.warnings).toEqual([]);
  });

  it("shows Mifflin-St Jeor and Harris-Benedict side by side without body fat", () => {
    expect(r.bmrComparison).toEqual({ mifflin: 1780, harris: 1854 });
  });
});

describe('advancedPlan: TDEE with exercise, steps and job (docs/plans.md, "Activity")', () => {
  it.each([
    ["7 h of cardio a week adds 300 kcal a day", { cardioHours: 7 }, 3059],
    ["7 h of strength training adds 250", { strengthHours: 7 }, 3009],
    ["7 h of sport adds 400", { sportsHours: 7 }, 3159],
    [
      "3.5 h cardio, 2.8 h strength and 1.75 h sport add 150 + 100 + 100",
      {
        cardioHours: 3.5,
        strengthHours: 2.8,
        sportsHours: 1.75,
      },
      3109,
    ],
  ])("%s", (_, extra, tdee) => {
    expect(advancedPlan({ ...man, ...extra }).tdee).toBe(tdee);
  });

  it("adds 0.04 kcal per step above the 10,000 a moderately active day implies, and nothing below", () => {
    expect(advancedPlan({ ...man, dailySteps: 3000 }).tdee).toBe(2759);
    expect(advancedPlan({ ...man, dailySteps: 10000 }).tdee).toBe(2759);
    // 3,000 x 0.04 = 120
    expect(advancedPlan({ ...man, dailySteps: 13000 }).tdee).toBe(2879);
  });

  it("counts steps above 5,000 for someone who chose a sedentary day", () => {
    // 1780 x 1.2 = 2136; (8000 - 5000) x 0.04 = 120
    expect(advancedPlan({ ...man, baseActivity: 1.2, dailySteps: 8000 }).tdee).toBe(2256);
  });

  it("adds nothing for steps left blank", () => {
    expect(advancedPlan(parseAdvancedInput({ ...man, dailySteps: "" })).tdee).toBe(2759);
  });

  it.each([
    // Base 1.55: only a heavy job (1.725) is busier: 1780 x 1.725 = 3070.5 -> 3071
    ["sedentary", 1.55, 2759],
    ["light", 1.55, 2759],
    ["moderate", 1.55, 2759],
    ["heavy", 1.55, 3071],
    // Base 1.2: 1780 x 1.2 = 2136; light 1780 x 1.375 = 2447.5 -> 2448; moderate 2759
    ["sedentary", 1.2, 2136],
    ["light", 1.2, 2448],
    ["moderate", 1.2, 2759],
  ] satisfies [JobType, number, number][])(
    "a %s job with base activity %s gives TDEE %s (the busier of the two)",
    (jobType, base, tdee) => {
      expect(advancedPlan({ ...man, baseActivity: base, jobType }).tdee).toBe(tdee);
    },
  );

  it("never puts TDEE above 2.5 x BMR", () => {
    // 1780 x 1.9 = 3382 + (20 x 300 + 20 x 400) / 7 = 2000 -> held at 2.5 x 1780 = 4450
    const r = advancedPlan({ ...man, baseActivity: 1.9, cardioHours: 20, sportsHours: 20 });
    expect(r.tdee).toBe(4450);
  });

  it("treats blank hours as none", () => {
    expect(
      advancedPlan(
        parseAdvancedInput({ ...man, cardioHours: "", strengthHours: "", sportsHours: "" }),
      ).tdee,
    ).toBe(2759);
  });
});

describe("advancedPlan: health answers change no calories (docs/safety-rules.md)", () => {
  const adjusted = (extra: Partial<AdvancedInput>, base: AdvancedInput = man) =>
    advancedPlan({ ...base, ...extra }).adjustedTdee;

  it("keeps the TDEE for any thyroid answer", () => {
    expect(adjusted({ thyroidCondition: "hypo" })).toBe(2759);
    expect(adjusted({ thyroidCondition: "hyper" })).toBe(2759);
    expect(adjusted({ thyroidCondition: "normal" })).toBe(2759);
  });

  it.each([4, 5, 6, 7, 9, 9.5, 12])("keeps the TDEE after %s hours' sleep", (sleepHours) => {
    expect(adjusted({ sleepHours })).toBe(2759);
  });

  it.each([1, 5, 8, 10])("keeps the TDEE at stress %s", (stressLevel) => {
    expect(adjusted({ stressLevel })).toBe(2759);
  });

  it("keeps a woman's TDEE in every cycle phase", () => {
    for (const menstrualCycle of ["none", "follicular", "luteal", "menopause"] as const) {
      expect(adjusted({ menstrualCycle }, woman)).toBe(1918);
    }
  });

  it("plans from the TDEE with every answer at once", () => {
    const r = advancedPlan({
      ...woman,
      thyroidCondition: "hypo",
      sleepHours: 6,
      stressLevel: 8,
      menstrualCycle: "luteal",
    });
    expect(r.tdee).toBe(1918);
    expect(r.adjustedTdee).toBe(1918);
    expect(r.maintenance).toBe(1918);
  });
});

describe("advancedPlan: metabolic adaptation at weeks 4, 12 and 20", () => {
  it("grows for leaner people: 10% body fat is 1.5 times a man's assumed 15%", () => {
    // 0.199 x 1.5 = 0.299: x 0.10 = 3.0%, x 0.15 = 4.5%, x 0.25 = 7.5%
    expect(advancedPlan({ ...man, bodyFat: 10 }).metabolicAdaptation).toEqual({
      week1to4: 3,
      week5to12: 4,
      week13plus: 7,
    });
  });

  it("assumes 25% body fat for a woman without a figure", () => {
    const r = advancedPlan(woman);
    // Her week's real mean deficit is 550 kcal (see the targets below); depth 550 / 1918 =
    // 0.287: 2.9%, 4.3%, 7.2%
    expect(r.dailyDeficit).toBe(550);
    expect(r.metabolicAdaptation).toEqual({ week1to4: 3, week5to12: 4, week13plus: 7 });
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

describe("advancedPlan: training, rest and average targets (docs/safety-rules.md)", () => {
  it("never plans a day under 1,200 kcal for a woman, and warns critically", () => {
    // Mifflin 1139 x 1.2 = 1366.8 -> 1367. 1 kg a week: 1367 - 1100 = 267 -> 1200, a planned
    // deficit of 167, so no day can carry more than 167: every day is at 1,200.
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
    expect(r.targetCalories).toEqual({ training: 1200, rest: 1200, average: 1200 });
    expect(r.floor).toBe(1200);
    expect(r.flooredAtMinimum).toBe(true);
    const floor = r.warnings.find((w) => /the lowest we plan for you/.test(w.message));
    expect(floor?.type).toBe("high");
    expect(floor?.message).toContain("1,200 kcal");
    expect(floor?.message).toMatch(/only advised with medical supervision/);
  });

  it("never plans a day under 1,500 kcal for a man", () => {
    // 1780 x 1.2 = 2136; - 880 (0.8 kg a week, 1% of his weight) = 1256 -> 1500, a planned
    // deficit of 636: with no refeed day, every day at 1,500
    const r = advancedPlan({ ...man, baseActivity: 1.2, dailySteps: 3000, lossRate: 1.5 });
    expect(r.targetCalories).toEqual({ training: 1500, rest: 1500, average: 1500 });
    expect(r.floor).toBe(1500);
  });

  it("moves what the floor takes off the rest days onto the training days, so the week keeps its pace", () => {
    // The woman at 60 kg: Mifflin 600 + 1031.25 - 175 - 161 = 1295.25; x 1.375 = 1781;
    // 1781 - 550 = 1231 planned. No day may go under 1,200, so a day carries at most 581.
    // 3850 / 7.2 = 534.7 a share: rest 641.7 -> 581; training (3850 - 4 x 581) / 3 = 508.7
    // -> 1781 - 508.7 = 1272. Week: 3816 + 4800 = 8616, a mean of 1230.9 -> 1231; mean
    // deficit 550 = 0.5 kg a week.
    const r = advancedPlan({ ...woman, weight: 60, targetWeight: 55 });
    expect(r.targetCalories).toEqual({ training: 1272, rest: 1200, average: 1231 });
    expect(r.dailyDeficit).toBe(550);
    expect(r.weeklyLoss).toBe(0.5);
    expect(r.warnings).toEqual([]);
  });

  it("without a refeed, spreads the week over 3 training and 4 rest days", () => {
    // 3850 / (3 x 0.8 + 4 x 1.2) = 534.7 a share: training 2759 - 427.8 = 2331; rest 2759 -
    // 641.7 = 2117. Week: 6993 + 8468 = 15,461 -> 2208.7 -> 2209
    const r = advancedPlan({ ...man, refeedFrequency: "none" });
    expect(r.targetCalories).toEqual({ training: 2331, rest: 2117, average: 2209 });
    expect(r.refeedDays).toBeUndefined();
  });

  it("leaves out a chosen refeed when the other days would sit at the floor, and says why", () => {
    // The woman (maintenance 1,918): with a refeed at 1,918 the rest days would need 770
    // under it, so they would sit at 1,200. The refeed is left out; the week is 1,490 on
    // training days and 1,276 on rest days (3850 / 7.2 = 534.7 a share), 1,368 on average.
    const r = advancedPlan({ ...woman, refeedFrequency: "weekly" });
    expect(r.refeedDays).toBeUndefined();
    expect(r.targetCalories).toEqual({ training: 1490, rest: 1276, average: 1368 });
    expect(r.warnings.map((w) => w.message)).toEqual([
      "We have left out the weekly refeed day you chose: to make room for it, your other days would have to drop to 1,200 kcal, the lowest we plan.",
    ]);
    expect(r.warnings[0]?.recommendation).toMatch(/Eat the same every day/);
  });

  it("plans the same surplus every day when gaining, with no refeed", () => {
    // 0.5 kg a week asks 550 kcal; the lean surplus stops at 500: 2759 + 500 = 3259
    const r = advancedPlan({ ...man, targetWeight: 85 });
    expect(r.direction).toBe("gain");
    expect(r.targetCalories).toEqual({ training: 3259, rest: 3259, average: 3259 });
    expect(r.dailyDeficit).toBe(-500);
    expect(r.refeedDays).toBeUndefined();
    expect(r.timeline.plateauWeeks).toEqual([]);
  });
});

describe("advancedPlan: macros by diet type", () => {
  it.each([
    // diet, protein g, training %, rest % (protein, carbs, fat). Days 2,020 and 1,806.
    // Standard: 96 g (384 kcal) both days; fat 30%; carbohydrate the rest.
    ["standard", 96, [19, 51, 30], [21, 49, 30]],
    // Keto: carbohydrate 10% of 2,020 = 50.5 -> held at 50 g; 5% of 1,806 = 22.6 -> 23 g.
    ["keto", 96, [19, 10, 71], [21, 5, 74]],
    ["low-carb", 96, [19, 26, 55], [21, 24, 55]],
    // High protein: 1.6 g per kg, 128 g.
    ["high-protein", 128, [25, 45, 30], [28, 42, 30]],
    ["intermittent-fasting", 96, [19, 51, 30], [21, 49, 30]],
  ] satisfies [DietType, number, number[], number[]][])(
    "%s: %s g of protein every day, training %j, rest %j",
    (dietType, protein, trainingPct, restPct) => {
      const r = advancedPlan({ ...lighter, dietType });
      expect(r.targetCalories).toMatchObject({ training: 2020, rest: 1806 });
      expect(r.macros.training.protein.grams).toBe(protein);
      expect(r.macros.rest.protein.grams).toBe(protein);
      expect(percentages(r.macros.training)).toEqual(trainingPct);
      expect(percentages(r.macros.rest)).toEqual(restPct);
    },
  );

  it("starts every diet without a refeed", () => {
    for (const dietType of DIET_TYPES) {
      expect(advancedPlan({ ...lighter, dietType }).refeedDays).toBeUndefined();
    }
  });

  it("keeps keto's training days to 50 g of carbohydrate, however big the day", () => {
    const r = advancedPlan({ ...athlete, dietType: "keto", trainingDays: 6 });
    expect(r.targetCalories.training).toBeGreaterThan(2800);
    expect(r.macros.training.carbs.grams).toBe(50);
    expect(r.macros.rest.carbs.grams).toBeGreaterThanOrEqual(20);
  });

  it("never gives keto a refeed, and says why when one was asked for", () => {
    const r = advancedPlan({ ...man, dietType: "keto", refeedFrequency: "weekly" });
    expect(r.refeedDays).toBeUndefined();
    expect(r.warnings.map((w) => w.type)).toEqual(["medium"]);
    expect(r.warnings[0]?.message).toContain("ketosis");
  });

  it("gives low-carb a refeed when it is asked for", () => {
    const r = advancedPlan({ ...man, dietType: "low-carb", refeedFrequency: "weekly" });
    expect(r.refeedDays).toEqual({ calories: 2759, carbs: 414, frequency: "weekly" });
  });

  it("gives 30 g of fibre a day from 16, whatever the calories (SACN 2015)", () => {
    const r = advancedPlan(athlete);
    expect(r.macros.training.fiber).toBe(30);
    expect(r.macros.rest.fiber).toBe(30);
    expect(advancedPlan(woman).macros.rest.fiber).toBe(30);
  });

  it("gives 25 g of fibre a day at 15", () => {
    // 85 kg at 175 cm (BMI 27.8) is over the IOTF overweight cut-off for a boy of 15 (23.6)
    const r = advancedPlan({ ...man, age: 15, height: 175, weight: 85, targetWeight: 80 });
    expect(r.macros.training.fiber).toBe(25);
    expect(r.personalizedTips.join(" ")).toContain("25 g of fibre");
  });

  it("offers five diet types", () => {
    expect(DIET_TYPES).toEqual([
      "standard",
      "keto",
      "low-carb",
      "high-protein",
      "intermittent-fasting",
    ]);
  });

  it("keeps protein at the person's figure on big days; carbohydrate takes up the difference", () => {
    // Athlete, training day 3321 - 427.8 = 2893: 1.6 x 80 = 128 g = 512 kcal; fat 30% =
    // 867.9 -> 868 kcal; carbs 2893 - 512 - 868 = 1513 kcal
    const r = advancedPlan(athlete);
    expect(r.targetCalories.training).toBe(2893);
    expect(r.macros.training.protein).toEqual({ grams: 128, calories: 512, percentage: 18 });
    expect(r.macros.training.fats.calories).toBe(868);
    expect(r.macros.training.carbs.calories).toBe(1513);
  });

  it("raises protein to 1.6 g per kg with 2 hours of strength training a week", () => {
    // Woman, 2 h: 1.6 x 70 = 112 g, on both days
    const trains = advancedPlan({ ...woman, strengthHours: 2 });
    expect(trains.macros.training.protein.grams).toBe(112);
    expect(trains.macros.rest.protein).toEqual({ grams: 112, calories: 448, percentage: 33 });
    // 1.9 h: 1.2 x 70 = 84 g
    const light = advancedPlan({ ...woman, strengthHours: 1.9 });
    expect(light.macros.rest.protein.grams).toBe(84);
    expect(light.dailyProtein).toBe(84);
  });

  it("holds protein under 35% of the smaller day, and the same on both days", () => {
    // 60 kg woman, 6 hours' training: 1.6 x 60 = 96 g wanted. Her rest days are at the 1,200
    // floor: 35% of 1,200 = 420 kcal = 105 g, so 96 g stands on both days.
    const r = advancedPlan({ ...woman, weight: 60, targetWeight: 55, strengthHours: 6 });
    expect(r.macros.training.protein.grams).toBe(r.macros.rest.protein.grams);
    expect(r.macros.rest.protein.calories).toBeLessThanOrEqual(0.35 * r.targetCalories.rest);
  });

  it("does not change protein with body fat", () => {
    expect(advancedPlan({ ...man, bodyFat: 12 }).macros).toEqual(
      advancedPlan({ ...man, bodyFat: 25 }).macros,
    );
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
      () => advancedPlan(parseAdvancedInput({ ...man, bmrFormula: "cunningham", bodyFat: "" })),
      "bodyFat",
    );
    expect(error.message).toBe("Body fat required for Cunningham formula");
  });

  it("falls back to Mifflin-St Jeor for an unknown formula", () => {
    const r = advancedPlan(parseAdvancedInput({ ...man, bmrFormula: "schofield" }));
    expect(r.bmrFormula).toBe("mifflin");
    expect(r.bmr).toBe(1780);
  });
});

describe("advancedPlan: timeline", () => {
  it("lists its milestones with the projected weight and body fat falling 0.2 points a week", () => {
    // 10 kg at 0.5 kg a week: 20 weeks on the straight line, 22 with its breaks in weeks 8
    // and 16; the dynamic model, breaks included, gets there in week 33
    const r = advancedPlan({ ...man, bodyFat: 25, targetWeight: 70 });
    expect(r.timeline.weeks).toBe(33);
    expect(r.timeline.months).toBe(7.6);
    // 5% of 80 kg is 76 kg, by week 10; halfway, 75 kg, by week 13; body fat 25 - 0.2 x 2.
    expect(r.timeline.milestones.map((m) => [m.week, m.weight, m.bodyFat, m.kind])).toEqual([
      [2, 78.7, 24.6, "early"],
      [8, 76.7, 23.4, "first-break"],
      [10, 76, 23, "five-percent"],
      [13, 75, 22.4, "halfway"],
      [25, 71.8, 20, "slower"],
      [33, 70, 18.4, "goal"],
      [37, 70, 18.4, "keep-off"],
    ]);
    // Dated from 1 January 2026: week 2 ends on 15 January; the goal is day 229, 18 August,
    // as the goal date and the chart say, and keeping it off starts 4 weeks later.
    expect(r.timeline.milestones.map((m) => m.date)).toEqual([
      "2026-01-15",
      "2026-02-26",
      "2026-03-12",
      "2026-04-02",
      "2026-06-25",
      "2026-08-18",
      "2026-09-15",
    ]);
  });

  it("gives the same goal week in the timeline, the goal date and the chart", () => {
    const r = advancedPlan({ ...man, bodyFat: 25, targetWeight: 70, goalDate: "2026-12-31" });
    const p = r.projection;
    if (!p) throw new Error("expected a projection");
    expect(Math.ceil((p.reachDay ?? 0) / 7)).toBe(33);
    // Day 229, in week 33: 18 August 2026, the chart's date too
    expect(r.goalDate).toMatchObject({ plannedDate: "2026-08-18" });
    expect(p.atTarget.date).toBe("2026-08-18");
    // The chart is at the target in week 33 and short of it the week before.
    expect(p.weightKg[33]).toBe(70);
    expect(p.weightKg[32]).toBeGreaterThan(70);
    // It stands still in each break week: weeks 8, 16, 24 and 32.
    expect(p.breakWeeks).toEqual([8, 16, 24, 32]);
    for (const week of p.breakWeeks) expect(p.weightKg[week]).toBe(p.weightKg[week - 1]);
  });

  it("tells the first diet break or refeed day once, in the chosen strategy", () => {
    const actions = (plateauStrategy: PlateauStrategy) =>
      advancedPlan({ ...man, targetWeight: 70, plateauStrategy }).timeline.milestones.map(
        (m) => m.action,
      );
    expect(actions("diet-break").filter((a) => /diet break/.test(a))).toEqual([
      expect.stringMatching(/^First diet break: eat at maintenance for 7 days/),
    ]);
    expect(actions("refeed").filter((a) => /refeed/.test(a))).toHaveLength(1);
    expect(actions("activity").filter((a) => /add a walk/.test(a))).toHaveLength(1);
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
    // 6 kg takes him 15 weeks: not over 16
    const short = advancedPlan({ ...man, bodyFat: 18, targetWeight: 74 });
    expect(short.timeline.weeks).toBe(15);
    expect(short.timeline.plateauWeeks).toEqual([3, 8]);
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
  it("expects early water weight from the model for a woman too, and none for a gain", () => {
    expect(advancedPlan(woman).waterWeight).toEqual({ initial: 0.5 });
    expect(advancedPlan({ ...man, targetWeight: 85 }).waterWeight).toEqual({ initial: 0 });
  });

  it("never puts a refeed above 1.6 times the average target", () => {
    // On the aggressive calculator, 1.2 kg a week (1.5% of his 80 kg): 2759 - 1320 = 1439 ->
    // 1500, and the other days would sit at the floor: no refeed.
    const r = advancedPlan({ ...man, lossRate: 1.5, refeedFrequency: "weekly" }, "aggressive");
    expect(r.refeedDays).toBeUndefined();
    const slower = advancedPlan({ ...man, lossRate: 0.25, refeedFrequency: "weekly" });
    // 2759 - 275 = 2484; min(2759, 1.6 x 2484) = 2759
    expect(slower.refeedDays?.calories).toBe(2759);
    expect(slower.refeedDays?.calories).toBeLessThanOrEqual(1.6 * 2484);
  });

  it("plans no refeed day when the refeed frequency is none", () => {
    expect(advancedPlan({ ...man, refeedFrequency: "none" }).refeedDays).toBeUndefined();
  });

  it("adds electrolytes for keto and low-carb; a sleep tip and an iron-food tip instead of magnesium and iron", () => {
    const plan = (extra: Partial<AdvancedInput>, base: AdvancedInput = man) =>
      advancedPlan({ ...base, ...extra });
    const names = (extra: Partial<AdvancedInput>, base: AdvancedInput = man) =>
      plan(extra, base).supplementRecommendations.map((s) => s.name);
    expect(names({ sleepHours: 6.5 })).not.toContain("Magnesium");
    expect(plan({ sleepHours: 6.5 }).supplementTips.join(" ")).toMatch(/sleep/);
    expect(plan({ sleepHours: 7 }).supplementTips).toEqual([]);
    expect(names({ dietType: "keto" })).toContain("Electrolytes");
    expect(names({ dietType: "low-carb" })).toContain("Electrolytes");
    expect(names({ dietType: "high-protein" })).not.toContain("Electrolytes");
    expect(names({}, woman).some((n) => /iron/i.test(n))).toBe(false);
    expect(plan({}, woman).supplementTips.join(" ")).toMatch(/iron-rich foods/);
    expect(plan({}).supplementTips.join(" ")).not.toMatch(/iron/);
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
    expect(tips).toMatch(/stress/);
    expect(tips).toMatch(/fast/);
    expect(tips).toMatch(/late/);
  });
});

describe("advancedPlan: warnings with severity and recommendation", () => {
  const find = (r: AdvancedResult, pattern: RegExp) =>
    r.warnings.find((w) => pattern.test(w.message));

  it("high: a pace faster than the NHS's 1 kg a week, judged on the real mean", () => {
    // A man of 110 kg: 1% of his weight is over 1 kg a week, 1.5% over 1.5 kg.
    const heavy: AdvancedInput = {
      ...man,
      weight: 110,
      targetWeight: 100,
      refeedFrequency: "none",
    };
    const fast = advancedPlan({ ...heavy, lossRate: 1.5 }, "aggressive");
    expect(fast.weeklyLoss).toBeGreaterThan(1);
    const w = find(fast, /faster than the 1 kg a week the NHS advises/);
    expect(w?.type).toBe("high");
    expect(w?.recommendation).toMatch(/GP or a dietitian/);
    // 1 kg a week is the top of the NHS range, not too fast.
    expect(find(advancedPlan({ ...heavy, lossRate: 1 }), /faster than/)).toBeUndefined();
  });

  it("says what sleep and stress mean once, in the health answers and tips, and a condition once, in a warning to talk to the GP first", () => {
    const r = advancedPlan({
      ...man,
      sleepHours: 5,
      stressLevel: 9,
      medicalConditions: ["diabetes"],
    });
    const note = (factor: string) => r.healthFactors.notes.find((n) => n.factor === factor)?.note;
    expect(note("sleep")).toMatch(/hunger/);
    expect(note("stress")).toMatch(/appetite/);
    expect(note("conditions")).toMatch(/left creatine and caffeine out/);
    expect(note("conditions")).not.toMatch(/Talk to your GP/);
    expect(r.supplementTips.join(" ")).toMatch(/For better sleep/);
    expect(r.personalizedTips.join(" ")).not.toMatch(/sleep/);
    const messages = r.warnings.map((w) => w.message).join(" ");
    expect(messages).not.toMatch(/sleep|stress/i);
    const condition = r.warnings.filter((w) => /health condition/.test(w.message));
    expect(condition).toHaveLength(1);
    expect(condition[0]).toMatchObject({
      type: "high",
      recommendation: "Talk to your GP before you start.",
    });
    expect(condition[0]?.message).toMatch(/diabetes or high blood pressure/);
    // None for no condition, nor a second one beside an eating disorder's own warning.
    expect(advancedPlan(man).warnings.some((w) => /health condition/.test(w.message))).toBe(false);
    const disorder = advancedPlan({ ...man, medicalConditions: ["eating-disorder"] });
    expect(disorder.warnings.some((w) => /health condition/.test(w.message))).toBe(false);
  });

  it("gives a teenager the healthy-weight guard's warning to plan with the GP, once", () => {
    // 17, 180 cm, 110 kg: BMI 34, over the IOTF obesity cut-off, so a slow loss is planned
    const r = advancedPlan({ ...man, age: 17, weight: 110, targetWeight: 100 });
    expect(r.direction).toBe("lose");
    const growing = r.warnings.filter((w) => /growing/.test(w.message));
    expect(growing).toHaveLength(1);
    expect(growing[0]).toMatchObject({ type: "high" });
    expect(growing[0]?.recommendation).toMatch(/GP/);
  });

  it("lists the most serious first, each with a recommendation", () => {
    const r = advancedPlan({
      ...man,
      age: 17,
      lossRate: 1.5,
      stressLevel: 9,
      sleepHours: 4,
      medicalConditions: ["other"],
    });
    const order = { critical: 0, high: 1, medium: 2, low: 3 };
    const ranks = r.warnings.map((w) => order[w.type]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const w of r.warnings) expect(w.recommendation).toBeTruthy();
  });

  it("marks a goal date sooner than the soonest safe date, naming it, in the goal date alone", () => {
    // 5 kg in 2 weeks is 2.5 kg a week; his fastest safe pace, 0.75 kg a week (1 kg is over 1%
    // of his 80 kg), gets there on 17 February, as the pace question dates it
    const r = advancedPlan({ ...man, goalDate: "2026-01-15" });
    expect(r.goalDate).toMatchObject({
      status: "set",
      requiredWeeklyRate: 2.5,
      safeMaxRate: 0.75,
      withinSafeRate: false,
      nearestSafeDate: "2026-02-17",
    });
    // The results say it once, beside the goal: no warning repeats it.
    expect(find(r, /15 January 2026|soonest|safely/)).toBeUndefined();
    // He gets there on day 85, in week 13: 27 March. By 2 April, 5 kg in 13 weeks is 0.38 kg
    // a week.
    const fine = advancedPlan({ ...man, goalDate: "2026-04-02" });
    expect(fine.goalDate).toMatchObject({
      requiredWeeklyRate: 0.38,
      withinSafeRate: true,
      plannedDate: "2026-03-27",
      meetsDate: true,
    });
    expect(fine.warnings).toEqual([]);
  });

  it("measures the goal date against the plan's goal week", () => {
    // The woman reaches her target on day 156, in week 23: 6 June 2026
    const r = advancedPlan({ ...woman, goalDate: "2026-04-16" });
    expect(r.goalDate).toMatchObject({ plannedDate: "2026-06-06", meetsDate: false });
    expect(r.projection?.atTarget.date).toBe("2026-06-06");
    expect(find(r, /6 June 2026/)).toBeUndefined();
  });

  it("sets aside a goal date in the past with a medium note, and plans as usual", () => {
    const r = advancedPlan({ ...man, goalDate: "2025-12-01" });
    expect(r.goalDate).toEqual({
      status: "set-aside",
      date: "2025-12-01",
      note: "1 December 2025 has already passed, so your plan does not use a target date.",
    });
    expect(r.warnings.map((w) => w.type)).toEqual(["medium"]);
    expect(r.targetCalories).toEqual(advancedPlan(man).targetCalories);
  });
});

describe("advancedPlan: variants", () => {
  it.each([["keto", "keto", [19, 10, 71]]] satisfies [string, DietType, number[]][])(
    "%s starts with the %s diet",
    (variant, dietType, training) => {
      const r = advancedPlan(lighter, variant);
      expect(percentages(r.macros.training)).toEqual(training);
      expect(r).toEqual({ ...advancedPlan({ ...lighter, dietType }), variant });
    },
  );

  it("protein starts with the high-protein diet and 1.6 g per kg", () => {
    // 1.6 x 80 = 128 g = 512 kcal on both days
    const r = advancedPlan(lighter, "protein");
    expect(r.macros.training.protein).toMatchObject({ grams: 128, calories: 512 });
    expect(r.macros.rest.protein).toMatchObject({ grams: 128, calories: 512 });
  });

  it("a diet type chosen by the visitor wins over the variant's", () => {
    const r = advancedPlan({ ...lighter, dietType: "standard" }, "keto");
    expect(percentages(r.macros.training)).toEqual([19, 51, 30]);
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
            : variant === "women" || variant === "pcos"
              ? woman
              : variant === "muscle-gain"
                ? { ...man, targetWeight: Number(man.weight) + 3 }
                : man;
      expect(advancedPlan(input, variant).variant).toBe(variant);
    }
  });

  it("refuses a muscle-gain target that is not a gain, on targetWeight, as the basic plan does", () => {
    const e = expectInputError(() => advancedPlan(man, "muscle-gain"), "targetWeight");
    expect(e.message).toBe("For muscle gain, choose a target weight above your current weight.");
  });

  it("caps a teenager at 0.5 kg a week, and no day carries more than 550 kcal of deficit", () => {
    // Boy of 16 at 100 kg, BMI 30.9 (over the IOTF obesity cut-off 29.14). Henry: 0.0769 x
    // 100 + 2.43 = 10.12 MJ = 2418.7 kcal; x 1.55 = 3749. Every day's deficit is held at 550
    // (0.5 kg a week), so the refeed day leaves the week short: 6 x 3199 + 3749 = 22,943 ->
    // 3277.6; mean deficit 471 = 0.43 kg a week
    const r = advancedPlan(
      { ...man, age: 16, weight: 100, targetWeight: 95, lossRate: 1, refeedFrequency: "weekly" },
      "teen",
    );
    expect(r.bmr).toBe(2419);
    expect(r.teenEquation).toBe(true);
    expect(r.targetCalories).toEqual({ training: 3199, rest: 3199, average: 3278 });
    expect(r.dailyDeficit).toBe(471);
    expect(r.weeklyLoss).toBe(0.43);
    expect(r.warnings.some((w) => w.message.includes("0.5 kg a week, not 1 kg"))).toBe(true);
  });

  it("women and men plan for their sex only", () => {
    expectInputError(() => advancedPlan(man, "women"), "gender");
    expectInputError(() => advancedPlan(woman, "men"), "gender");
  });
});

describe("advancedPlan: pregnancy and breastfeeding (docs/safety-rules.md)", () => {
  it("plans no deficit in pregnancy, tells her not to diet and offers the NHS supplements only", () => {
    const r = advancedPlan({ ...woman, maternal: "pregnant", goalDate: "2026-03-12" });
    expect(r.maternal).toBe("pregnant");
    expect(r.direction).toBe("maintain");
    expect(r.targetCalories).toEqual({ training: 1918, rest: 1918, average: 1918 });
    expect(r.dailyDeficit).toBe(0);
    expect(r.refeedDays).toBeUndefined();
    expect(r.goalDate).toBeUndefined();
    expect(r.warnings.map((w) => w.message)).toEqual([
      "Do not try to lose weight while you are pregnant.",
    ]);
    expect(r.supplementRecommendations.map((s) => s.name)).toEqual(["Folic acid", "Vitamin D"]);
    expect(r.supplementAdvice).toContain("midwife");
  });

  it("adds 330 kcal while breastfeeding and plans no deficit before 8 weeks", () => {
    // 1918 + 330 = 2248
    const r = advancedPlan({ ...woman, maternal: "breastfeeding", weeksPostpartum: 4 });
    expect(r.maintenance).toBe(2248);
    expect(r.direction).toBe("maintain");
    expect(r.targetCalories).toEqual({ training: 2248, rest: 2248, average: 2248 });
    expect(r.warnings[0]?.message).toContain("first 8 weeks");
    expect(r.supplementRecommendations.map((s) => s.name)).toEqual(["Vitamin D"]);
  });

  it("keeps every day at 1,800 kcal or more while breastfeeding from 8 weeks", () => {
    // 2248 - 550 = 1698 -> 1800, a planned deficit of 448: every day at 1,800. A refeed day,
    // chosen, would leave the other days at the floor, so it is left out.
    const r = advancedPlan({
      ...woman,
      maternal: "breastfeeding",
      weeksPostpartum: 12,
      refeedFrequency: "weekly",
    });
    expect(r.floor).toBe(1800);
    expect(r.targetCalories).toEqual({ training: 1800, rest: 1800, average: 1800 });
    expect(r.refeedDays).toBeUndefined();
    expect(r.flooredAtMinimum).toBe(true);
  });

  it("plans at most 0.5 kg a week while breastfeeding", () => {
    const r = advancedPlan({
      ...woman,
      weight: 90,
      targetWeight: 75,
      lossRate: 1,
      maternal: "breastfeeding",
      weeksPostpartum: 12,
    });
    expect(r.warnings.some((w) => w.message.includes("0.5 kg a week, not 1 kg"))).toBe(true);
    expect(r.weeklyLoss).toBeLessThanOrEqual(0.5);
  });

  it("asks how many weeks ago the baby was born", () => {
    expectInputError(
      () => advancedPlan({ ...woman, maternal: "breastfeeding" }),
      "weeksPostpartum",
    );
  });

  it("does not ask a man, or a woman over 55, about pregnancy", () => {
    expect(advancedPlan({ ...man, maternal: "pregnant" }).maternal).toBe("none");
    expect(advancedPlan({ ...woman, age: 56, maternal: "pregnant" }).maternal).toBe("none");
  });

  it("rejects an unknown maternal status, naming maternal", () => {
    expectInputError(
      () => advancedPlan(parseAdvancedInput({ ...woman, maternal: "yes" })),
      "maternal",
    );
  });
});

describe("advancedPlan: healthy weight and medical conditions", () => {
  it("refuses a target under BMI 18.5, naming the lowest healthy weight in the visitor's units", () => {
    // 165 cm: 18.5 x 2.7225 = 50.37 kg = 111.04 lb -> 8 st 0 lb
    const metric = expectInputError(
      () => advancedPlan({ ...woman, weight: 60, targetWeight: 48 }),
      "targetWeight",
    );
    expect(metric.message).toContain("50.4 kg");
    const imperial = expectInputError(
      () => advancedPlan({ ...woman, weight: 60, targetWeight: 48, units: "imperial" }),
      "targetWeight",
    );
    expect(imperial.message).toContain("8 st 0 lb");
  });

  it("plans no deficit for someone already under BMI 18.5, and warns critically first", () => {
    // 47.1 kg at 165 cm: BMI 17.3
    const r = advancedPlan({ ...woman, age: 22, weight: 47.1, targetWeight: 45 });
    expect(r.direction).toBe("maintain");
    expect(r.dailyDeficit).toBe(0);
    expect(r.healthyWeight).toEqual({ bmi: 17.3, lowestTargetKg: 50.4 });
    expect(r.warnings[0]?.type).toBe("critical");
  });

  it("rejects units other than metric or imperial, naming units", () => {
    expectInputError(() => advancedPlan(parseAdvancedInput({ ...man, units: "cubits" })), "units");
  });

  it("offers no creatine or caffeine to someone with a medical condition, and asks them to check first", () => {
    const r = advancedPlan({ ...man, strengthHours: 3, medicalConditions: ["heart"] });
    const names = r.supplementRecommendations.map((s) => s.name);
    expect(names).not.toContain("Creatine monohydrate");
    expect(names).not.toContain("Caffeine");
    expect(r.supplementAdvice).toContain("medical condition");
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
    ["lossRate", { min: 0.2, max: 1.5 }],
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
    expect(
      expectInputError(() => advancedPlan({ ...man, trainingDays: 2.5 }), "trainingDays").message,
    ).toBe("Your training days must be a whole number between 0 and 7 days a week.");
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
    expectInputError(
      () => advancedPlan(parseAdvancedInput({ ...woman, menstrualCycle: "spring" })),
      "menstrualCycle",
    );
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

  it.each([["asthma"], ["diabetes", "high blood pressure"], ["Heart"]])(
    "rejects conditions that are not on the Health step's list (%j)",
    (...value) => {
      expectInputError(
        () => advancedPlan({ ...man, medicalConditions: value } as unknown as AdvancedInput),
        "medicalConditions",
      );
    },
  );

  it.each(["soon", "2026-02-30", "30/01/2026"])("rejects goal date %j", (goalDate) => {
    expectInputError(() => advancedPlan({ ...man, goalDate }), "goalDate");
  });

  it("takes 7 hours of sleep, stress 5 and 3 training days when left blank", () => {
    const r = advancedPlan(
      parseAdvancedInput({ ...man, sleepHours: "", stressLevel: "", trainingDays: "" }),
    );
    expect(r).toEqual(advancedPlan(man));
    expect(r.personalizedTips.join(" ")).toContain("On your 3 training days");
  });

  it("only ever throws InputError for bad input", () => {
    const error = inputErrorOf(() => advancedPlan({} as AdvancedInput));
    expect(error.message).toMatch(/^Missing required data/);
  });
});
