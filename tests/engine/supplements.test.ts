import { describe, expect, it } from "vitest";
import {
  MATERNAL_STATUSES,
  supplementAdvice,
  type SupplementInput,
} from "../../engine/supplements.ts";

const adult: SupplementInput = {
  age: 30,
  sex: "male",
  sleepHours: 8,
  dietType: "standard",
  proteinG: 150,
  maternal: "none",
  medicalCondition: false,
};
const items = (s: Partial<SupplementInput>) => supplementAdvice({ ...adult, ...s }).items;
const names = (s: Partial<SupplementInput>) => items(s).map((r) => r.name);

describe('supplementAdvice (docs/safety-rules.md, "Supplements")', () => {
  it("suggests vitamin D to everyone (NHS advice), then whey, creatine and caffeine to adults", () => {
    expect(names({})).toEqual(["Vitamin D", "Whey protein", "Creatine monohydrate", "Caffeine"]);
  });

  it("tells everyone to check with a pharmacist or GP before taking a new supplement", () => {
    expect(supplementAdvice(adult).advice).toMatch(/pharmacist or your GP/);
  });

  it("puts the person's protein target in the whey note", () => {
    const whey = items({}).find((s) => s.name === "Whey protein");
    expect(whey?.purpose).toContain("150 g");
  });

  it("keeps caffeine under the 400 mg a day safe limit", () => {
    const caffeine = items({}).find((s) => s.name === "Caffeine");
    expect(caffeine?.dosage).toMatch(/no more than 400 mg a day/);
  });

  it("adds magnesium under 7 hours' sleep", () => {
    expect(names({ sleepHours: 6.5 })).toContain("Magnesium");
    expect(names({ sleepHours: 7 })).not.toContain("Magnesium");
  });

  it("adds electrolytes for keto and low-carb only", () => {
    expect(names({ dietType: "keto" })).toContain("Electrolytes");
    expect(names({ dietType: "low-carb" })).toContain("Electrolytes");
    expect(names({ dietType: "intermittent-fasting" })).not.toContain("Electrolytes");
  });

  it("mentions iron for women, only if low and with a GP's advice", () => {
    const iron = items({ sex: "female" }).find((s) => s.name.startsWith("Iron"));
    expect(iron?.dosage).toMatch(/GP/);
    expect(names({}).some((n) => n.startsWith("Iron"))).toBe(false);
  });

  it.each([13, 16, 17])("offers a %s-year-old vitamin D only", (age) => {
    expect(names({ age, sex: "female", sleepHours: 5, dietType: "keto" })).toEqual(["Vitamin D"]);
  });

  it("offers 18-year-olds the adult list", () => {
    expect(names({ age: 18 })).toContain("Caffeine");
  });

  it("rates the evidence strong, moderate or limited", () => {
    const all = items({ sex: "female", sleepHours: 5, dietType: "keto" });
    expect(all.map((s) => s.evidence)).toEqual([
      "strong",
      "strong",
      "strong",
      "strong",
      "limited",
      "moderate",
      "moderate",
    ]);
  });

  describe("with a medical condition", () => {
    it("offers no creatine and no caffeine", () => {
      const list = names({ medicalCondition: true, sleepHours: 5, dietType: "keto" });
      expect(list).not.toContain("Creatine monohydrate");
      expect(list).not.toContain("Caffeine");
      expect(list).toEqual(["Vitamin D", "Whey protein", "Magnesium", "Electrolytes"]);
    });

    it("asks the visitor to check with their GP or pharmacist first", () => {
      const advice = supplementAdvice({ ...adult, medicalCondition: true }).advice;
      expect(advice).toMatch(/medical condition/);
      expect(advice).toMatch(/GP or pharmacist first/);
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
      expect(supplementAdvice({ ...adult, sex: "female", maternal: "pregnant" }).advice).toMatch(
        /midwife/,
      );
      expect(
        supplementAdvice({ ...adult, sex: "female", maternal: "breastfeeding" }).advice,
      ).toMatch(/health visitor/);
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
