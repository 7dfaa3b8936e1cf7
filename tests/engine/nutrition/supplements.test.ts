import { describe, expect, it } from "vitest";
import {
  caffeineDoseMg,
  MATERNAL_STATUSES,
  maternalSupplementAdvice,
  supplementAdvice,
  type SupplementInput,
} from "../../../engine/nutrition/supplements.ts";

const adult: SupplementInput = {
  age: 30,
  sex: "male",
  weightKg: 60,
  sleepHours: 8,
  dietType: "standard",
  proteinG: 150,
  strengthHours: 3,
  trainingHours: 3,
  maternal: "none",
  medicalConditions: [],
  thyroidCondition: "normal",
  menopause: false,
};
const advice = (s: Partial<SupplementInput>) => supplementAdvice({ ...adult, ...s });
const items = (s: Partial<SupplementInput>) => advice(s).items;
const names = (s: Partial<SupplementInput>) => items(s).map((r) => r.name);
const caffeine = (s: Partial<SupplementInput>) => items(s).find((r) => r.name === "Caffeine");

describe('supplementAdvice (docs/safety-rules.md, "Supplements")', () => {
  it("suggests vitamin D to everyone (NHS advice), then whey, creatine and caffeine to adults who train", () => {
    expect(names({})).toEqual(["Vitamin D", "Whey protein", "Creatine monohydrate", "Caffeine"]);
    expect(items({})[0]?.dosage).toMatch(/^10 micrograms/);
  });

  it("puts food first and tells everyone to check with a pharmacist or GP", () => {
    expect(advice({}).advice).toMatch(/^Food comes first/);
    expect(advice({}).advice).toMatch(/pharmacist or your GP/);
  });

  it("offers whey only to reach the protein target when food falls short, naming the target", () => {
    const whey = items({}).find((s) => s.name === "Whey protein");
    expect(whey?.purpose).toMatch(/^Only if food alone falls short/);
    expect(whey?.purpose).toContain("150 g");
  });

  it("offers creatine only with at least 2 hours of strength training a week", () => {
    expect(names({ strengthHours: 1.5, trainingHours: 5 })).not.toContain("Creatine monohydrate");
    expect(names({ strengthHours: 2, trainingHours: 2 })).toContain("Creatine monohydrate");
  });

  it("offers caffeine only with at least 2 hours of training of any kind a week", () => {
    expect(names({ strengthHours: 0, trainingHours: 1.5 })).not.toContain("Caffeine");
    expect(names({ strengthHours: 0, trainingHours: 2 })).toContain("Caffeine");
  });

  it.each([
    [60, 180],
    [66.6, 190],
    [67, 200],
    [90, 200],
    [140, 200],
    [40, 120],
  ])(
    "at %s kg gives caffeine up to %s mg before training, and never above 400 mg a day",
    (weightKg, mg) => {
      expect(caffeineDoseMg(weightKg)).toBe(mg);
      const dosage = caffeine({ weightKg })?.dosage ?? "";
      expect(dosage).toMatch(new RegExp(`^Up to ${mg} mg before training`));
      expect(dosage).toMatch(/never more than 200 mg at once/);
      expect(dosage).toMatch(/no more than 400 mg a day in all, coffee, tea/);
    },
  );

  it.each([17, 65, 75, 80])("gives no creatine or caffeine at %s", (age) => {
    expect(names({ age })).not.toContain("Creatine monohydrate");
    expect(names({ age })).not.toContain("Caffeine");
  });

  it("offers 18 and 64-year-olds who train creatine and caffeine", () => {
    expect(names({ age: 18 })).toContain("Caffeine");
    expect(names({ age: 64 })).toContain("Creatine monohydrate");
  });

  it("never suggests magnesium, and gives a sleep tip instead under 7 hours' sleep", () => {
    expect(names({ sleepHours: 5 })).not.toContain("Magnesium");
    expect(advice({ sleepHours: 6.5 }).tips.join(" ")).toMatch(/regular times for bed/);
    expect(advice({ sleepHours: 7 }).tips.join(" ")).not.toMatch(/sleep/);
  });

  it("adds electrolytes for keto and low-carb only, saying the evidence is limited", () => {
    const e = items({ dietType: "keto" }).find((s) => s.name === "Electrolytes");
    expect(e?.evidence).toBe("limited");
    expect(e?.purpose).toMatch(/evidence .* is limited/);
    expect(names({ dietType: "low-carb" })).toContain("Electrolytes");
    expect(names({ dietType: "intermittent-fasting" })).not.toContain("Electrolytes");
  });

  it("leaves electrolytes out with heart or kidney disease or high blood pressure", () => {
    for (const c of ["heart", "kidney", "blood-pressure"] as const) {
      expect(names({ dietType: "keto", medicalConditions: [c] })).not.toContain("Electrolytes");
    }
    expect(names({ dietType: "keto", medicalConditions: ["diabetes"] })).toContain("Electrolytes");
  });

  it("never suggests iron tablets; women who may have periods get an iron-rich food tip with a GP note", () => {
    for (const age of [13, 30, 54]) {
      const a = advice({ sex: "female", age });
      expect(a.items.map((s) => s.name).join(" ")).not.toMatch(/iron/i);
      expect(a.tips.join(" ")).toMatch(
        /iron-rich foods.*GP if your periods are heavy or you often feel tired/,
      );
    }
  });

  it("gives no iron or period tip to men, to women of 55 and over, or after the menopause", () => {
    expect(advice({}).tips.join(" ")).not.toMatch(/iron|period/i);
    expect(advice({ sex: "female", age: 55 }).tips.join(" ")).not.toMatch(/iron|period/i);
    expect(advice({ sex: "female", age: 72 }).tips.join(" ")).not.toMatch(/iron|period/i);
    expect(advice({ sex: "female", age: 48, menopause: true }).tips.join(" ")).not.toMatch(
      /iron|period/i,
    );
  });

  it.each([13, 16, 17])("offers a %s-year-old vitamin D only", (age) => {
    expect(names({ age, sex: "female", sleepHours: 5, dietType: "keto" })).toEqual(["Vitamin D"]);
  });

  it("gives every line a reason, a dose and a time", () => {
    for (const s of items({ dietType: "keto" })) {
      expect(s.purpose.length).toBeGreaterThan(20);
      expect(s.dosage).not.toBe("");
      expect(s.timing).not.toBe("");
    }
  });

  describe("with a declared condition", () => {
    it.each([
      ["diabetes"],
      ["heart"],
      ["kidney"],
      ["blood-pressure"],
      ["thyroid"],
      ["eating-disorder"],
      ["other"],
    ] as const)("offers no creatine and no caffeine with %s, and asks first", (condition) => {
      const a = advice({ medicalConditions: [condition] });
      expect(a.items.map((s) => s.name)).toEqual(["Vitamin D", "Whey protein"]);
      expect(a.advice).toMatch(/medical condition/);
      expect(a.advice).toMatch(/GP or pharmacist first/);
    });

    it("treats an underactive or overactive thyroid answer as a declared condition", () => {
      for (const thyroidCondition of ["hypo", "hyper"] as const) {
        expect(names({ thyroidCondition })).toEqual(["Vitamin D", "Whey protein"]);
        expect(advice({ thyroidCondition }).advice).toMatch(/GP or pharmacist first/);
      }
    });
  });

  describe("in pregnancy and while breastfeeding (NHS advice only)", () => {
    it("knows the three maternal states", () => {
      expect(MATERNAL_STATUSES).toEqual(["none", "pregnant", "breastfeeding"]);
    });

    it("in pregnancy offers only folic acid (400 micrograms to week 12) and vitamin D (10 micrograms)", () => {
      const list = items({ sex: "female", maternal: "pregnant", sleepHours: 5, dietType: "keto" });
      expect(list.map((s) => s.name)).toEqual(["Folic acid", "Vitamin D"]);
      expect(list[0]?.dosage).toBe("400 micrograms a day");
      expect(list[0]?.timing).toMatch(/12 weeks/);
      expect(list[1]?.dosage).toMatch(/10 micrograms/);
      expect(list[1]?.timing).toBe("Every day, all year");
    });

    it("gives 5 mg of folic acid, on prescription, with a BMI of 30 or more before pregnancy", () => {
      const high = maternalSupplementAdvice("pregnant", 1, { bmi: 32, beforePregnancy: true });
      expect(high.items[0]?.dosage).toBe("5 mg a day, on prescription");
      expect(high.items[0]?.purpose).toMatch(/ask your GP or midwife/);
      const usual = maternalSupplementAdvice("pregnant", 1, { bmi: 29.9, beforePregnancy: true });
      expect(usual.items[0]?.dosage).toBe("400 micrograms a day");
    });

    it("with only the weight now, says 400 micrograms under BMI 30 and asks about 5 mg at 30 or more", () => {
      const low = maternalSupplementAdvice("pregnant", 1, { bmi: 27, beforePregnancy: false });
      expect(low.items[0]?.purpose).not.toMatch(/5 mg/);
      const ask = maternalSupplementAdvice("pregnant", 1, { bmi: 33, beforePregnancy: false });
      expect(ask.items[0]?.dosage).toBe("400 micrograms a day");
      expect(ask.items[0]?.purpose).toMatch(/If your BMI was 30 or more before.*5 mg/);
    });

    it("after the first trimester leaves folic acid out: it is for the first 12 weeks", () => {
      const list = items({ sex: "female", maternal: "pregnant", trimester: 2 });
      expect(list.map((s) => s.name)).toEqual(["Vitamin D"]);
    });

    it("while breastfeeding offers only vitamin D, every day all year", () => {
      const list = items({ sex: "female", maternal: "breastfeeding", sleepHours: 5 });
      expect(list.map((s) => s.name)).toEqual(["Vitamin D"]);
      expect(list[0]?.timing).toBe("Every day, all year");
    });

    it("sends the visitor to their midwife or health visitor before anything else", () => {
      expect(advice({ sex: "female", maternal: "pregnant" }).advice).toMatch(/midwife/);
      expect(advice({ sex: "female", maternal: "breastfeeding" }).advice).toMatch(/health visitor/);
    });

    it("never suggests caffeine or creatine, even to an adult in good health", () => {
      for (const maternal of ["pregnant", "breastfeeding"] as const) {
        const list = names({ sex: "female", maternal });
        expect(list).not.toContain("Caffeine");
        expect(list).not.toContain("Creatine monohydrate");
      }
    });
  });
});
