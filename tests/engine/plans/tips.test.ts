import { describe, expect, it } from "vitest";
import { MEAL_TIMINGS, personalizedTips, type TipInput } from "../../../engine/plans/tips.ts";

const settled: TipInput = {
  age: 30,
  stressLevel: 5,
  dailySteps: 9000,
  strengthHours: 3,
  trainingDays: 0,
  dietType: "standard",
  mealTiming: "flexible",
  proteinG: 150,
  fibreG: 30,
  insulinSensitivity: "normal",
};
const tips = (t: Partial<TipInput>) => personalizedTips({ ...settled, ...t }).join("\n");

describe("personalizedTips", () => {
  it("always gives the protein and fibre targets in the person's own figures", () => {
    expect(personalizedTips(settled)).toEqual([
      "Spread your 150 g of protein over 3 or 4 meals: it keeps you fuller and protects muscle.",
      "Aim for about 30 g of fibre a day from vegetables, fruit, beans and wholegrains.",
    ]);
  });

  it.each([
    ["under 2 hours of strength training", { strengthHours: 1.5 }, /strength sessions/],
    ["under 7,000 steps", { dailySteps: 6500 }, /daily steps/],
    ["stress above 7", { stressLevel: 8 }, /stressful days/],
    ["intermittent fasting", { dietType: "intermittent-fasting" as const }, /break your fast/],
    ["early-bird meals", { mealTiming: "early-bird" as const }, /breakfast your biggest/],
    ["night-owl meals", { mealTiming: "night-owl" as const }, /eat late/],
    ["training days", { trainingDays: 4 }, /On your 4 training days/],
    ["reduced insulin sensitivity", { insulinSensitivity: "reduced" as const }, /blood sugar/],
    ["age 65 or over", { age: 65 }, /as you get older/],
  ])("adds a tip for %s", (_, change, pattern) => {
    expect(tips(change)).toMatch(pattern);
    expect(tips({})).not.toMatch(pattern);
  });

  it("from 65 puts strength and balance first and protein at every meal second, each once", () => {
    const older = personalizedTips({ ...settled, age: 72, strengthHours: 0, dailySteps: 3000 });
    expect(older[0]).toMatch(/^Do activities that build strength and balance on at least 2 days/);
    expect(older[1]).toBe(
      "Have some of your 150 g of protein at every meal, such as eggs, fish, beans, dairy or lean meat: it helps you keep muscle as you get older.",
    );
    expect(older.filter((tip) => /strength/i.test(tip))).toHaveLength(1);
    expect(older.filter((tip) => /protein/i.test(tip))).toHaveLength(1);
    expect(older).toContain(
      "Aim for about 30 g of fibre a day from vegetables, fruit, beans and wholegrains.",
    );
    expect(personalizedTips({ ...settled, age: 72 })[0]).toMatch(/^Keep up your strength training/);
  });

  it("leaves keto's salt to the electrolytes supplement line, which is left out where salt may harm", () => {
    expect(tips({ dietType: "keto" })).toBe(tips({}));
  });

  it("knows three meal timings", () => {
    expect(MEAL_TIMINGS).toEqual(["flexible", "early-bird", "night-owl"]);
  });

  it("never calls itself AI", () => {
    const all = tips({
      strengthHours: 0,
      dailySteps: 1000,
      stressLevel: 10,
      dietType: "keto",
      mealTiming: "night-owl",
      trainingDays: 7,
      insulinSensitivity: "reduced",
      age: 80,
    });
    expect(all).not.toMatch(/\bAI\b|artificial intelligence/i);
  });
});
