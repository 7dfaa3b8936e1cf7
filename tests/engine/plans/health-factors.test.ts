import { describe, expect, it } from "vitest";
import { advancedPlan } from "../../../engine/plans/advanced-plan.ts";
import { healthFactorSummary, type HealthAnswers } from "../../../engine/plans/health-factors.ts";

const neutral: HealthAnswers = {
  sex: "female",
  thyroidCondition: "normal",
  sleepHours: 8,
  stressLevel: 5,
  menstrualCycle: "none",
  medicalConditions: [],
};
const notes = (h: Partial<HealthAnswers>) => healthFactorSummary({ ...neutral, ...h }).notes;
const noteOf = (h: Partial<HealthAnswers>, factor: string) =>
  notes(h).find((n) => n.factor === factor);

describe("healthFactorSummary: each health answer and what it means, never calories", () => {
  it("lists sleep, stress and thyroid at neutral answers, each saying the calories are unchanged", () => {
    const list = notes({});
    expect(list.map((n) => n.factor)).toEqual(["sleep", "stress", "thyroid"]);
    for (const n of list) expect(n.note).toMatch(/does not change your calories/);
    expect(list.map((n) => n.answer)).toEqual([
      "8 hours a night",
      "5 out of 10",
      "Normal, or treated and stable",
    ]);
  });

  it("says short sleep raises appetite, and that losing sleep raises energy use a little", () => {
    const sleep = noteOf({ sleepHours: 5 }, "sleep");
    expect(sleep?.note).toMatch(/hunger/);
    expect(sleep?.note).toMatch(/raises energy use a little/);
  });

  it("says high stress raises appetite, and only above 7", () => {
    expect(noteOf({ stressLevel: 8 }, "stress")?.note).toMatch(/appetite/);
    expect(noteOf({ stressLevel: 7 }, "stress")?.note).not.toMatch(/appetite/);
  });

  it("says weight before a period is water, and lists the cycle only for women who track it", () => {
    expect(noteOf({ menstrualCycle: "luteal" }, "cycle")?.note).toMatch(/water, not fat/);
    expect(noteOf({ menstrualCycle: "none" }, "cycle")).toBeUndefined();
    expect(noteOf({ sex: "male", menstrualCycle: "luteal" }, "cycle")).toBeUndefined();
  });

  it("says an overactive thyroid gets no deficit and sends the visitor to a GP", () => {
    expect(noteOf({ thyroidCondition: "hyper" }, "thyroid")?.note).toMatch(
      /not planned a calorie deficit.*GP/,
    );
    expect(noteOf({ thyroidCondition: "hypo" }, "thyroid")?.note).toMatch(
      /does not change your calories/,
    );
  });

  it("names the declared conditions and what they change", () => {
    const n = noteOf({ medicalConditions: ["diabetes", "kidney"] }, "conditions");
    expect(n?.answer).toBe("Diabetes and kidney disease");
    expect(n?.note).toMatch(/creatine and caffeine/);
    expect(n?.note).toMatch(/GP or pharmacist/);
    expect(noteOf({}, "conditions")).toBeUndefined();
  });

  it("has no calorie figure in any note", () => {
    const list = notes({
      sleepHours: 4,
      stressLevel: 10,
      menstrualCycle: "luteal",
      thyroidCondition: "hypo",
    });
    for (const n of list) expect(n.note).not.toMatch(/kcal/);
  });
});

describe("advancedPlan: the health answers it lists leave maintenance as it is", () => {
  it("keeps the adjusted TDEE at the TDEE for short sleep, high stress and the luteal phase", () => {
    const r = advancedPlan({
      age: 34,
      gender: "female",
      height: 165,
      weight: 82,
      targetWeight: 70,
      lossRate: 0.5,
      baseActivity: 1.375,
      bmrFormula: "mifflin",
      sleepHours: 5,
      stressLevel: 9,
      menstrualCycle: "luteal",
      today: "2026-11-23",
    });
    expect(r.healthFactors.notes.map((n) => n.factor)).toEqual([
      "sleep",
      "stress",
      "cycle",
      "thyroid",
    ]);
    expect(r.adjustedTdee).toBe(r.tdee);
  });
});
