import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bmr, bmrOf, BMR_FORMULAS, type BmrFormula } from "../../engine/bmr.ts";
import { checkPerson } from "../../engine/person.ts";
import {
  AGE_RULE,
  BODY_FAT_RULE,
  HEIGHT_RULE,
  WEIGHT_RULE,
} from "../../engine/input/input-ranges.ts";
import {
  badNumbers,
  badOptionalNumbers,
  expectInputError,
  inputErrorOf,
} from "./input-error-helpers.ts";

const man = { sex: "male" as const, age: 30, heightCm: 180, weightKg: 80 };
const woman = { sex: "female" as const, age: 60, heightCm: 160, weightKg: 60 };

describe("bmr: Mifflin-St Jeor in its rounded form (10 W + 6.25 H - 5 A, +5 / -161)", () => {
  it("gives a man of 30, 180 cm, 80 kg 1,780 kcal a day", () => {
    // 10 x 80 + 6.25 x 180 - 5 x 30 + 5 = 800 + 1125 - 150 + 5 = 1780
    expect(bmr("mifflin", man)).toBe(1780);
  });

  it("gives a woman of 60, 160 cm, 60 kg 1,139 kcal a day", () => {
    // 600 + 1000 - 300 - 161 = 1139
    expect(bmr("mifflin", woman)).toBe(1139);
  });

  it("puts men exactly 166 kcal above women of the same build", () => {
    expect(bmr("mifflin", { ...woman, sex: "male" }) - bmr("mifflin", woman)).toBe(166);
  });
});

describe("bmr: revised Harris-Benedict (Roza and Shizgal 1984)", () => {
  it("gives a man of 30, 180 cm, 80 kg 1,853.6 kcal a day", () => {
    // 88.362 + 13.397 x 80 + 4.799 x 180 - 5.677 x 30
    // = 88.362 + 1071.76 + 863.82 - 170.31 = 1853.632
    expect(bmr("harris", man)).toBeCloseTo(1853.632, 6);
  });

  it("gives a woman of 60, 160 cm, 60 kg 1,238.3 kcal a day", () => {
    // 447.593 + 9.247 x 60 + 3.098 x 160 - 4.330 x 60
    // = 447.593 + 554.82 + 495.68 - 259.8 = 1238.293
    expect(bmr("harris", woman)).toBeCloseTo(1238.293, 6);
  });

  it("is not the 1919 original (66.5 + 13.75 W + 5.003 H - 6.755 A)", () => {
    // The 1919 form gives 66.5 + 1100 + 900.54 - 202.65 = 1864.39 for the same man
    expect(bmr("harris", man)).not.toBeCloseTo(1864.39, 1);
  });
});

describe("bmr: Katch-McArdle (370 + 21.6 x lean mass)", () => {
  it("gives a man of 80 kg at 20% body fat (64 kg lean) 1,752.4 kcal a day", () => {
    // 370 + 21.6 x 64 = 370 + 1382.4 = 1752.4
    expect(bmr("katch", { ...man, bodyFatPct: 20 })).toBeCloseTo(1752.4, 9);
  });

  it("ignores sex and age: only lean mass counts", () => {
    // 60 kg at 30% = 42 kg lean: 370 + 907.2 = 1277.2
    expect(bmr("katch", { ...woman, bodyFatPct: 30 })).toBeCloseTo(1277.2, 9);
    expect(bmr("katch", { ...woman, sex: "male", age: 20, bodyFatPct: 30 })).toBeCloseTo(1277.2, 9);
  });

  it('without body fat, throws "Body fat required for Katch-McArdle formula"', () => {
    const error = expectInputError(() => bmr("katch", man), "bodyFatPct");
    expect(error.message).toBe("Body fat required for Katch-McArdle formula");
  });
});

describe("bmr: Cunningham 1980 (500 + 22 x lean mass)", () => {
  it("gives a man of 80 kg at 20% body fat (64 kg lean) 1,908 kcal a day", () => {
    // 500 + 22 x 64 = 500 + 1408 = 1908
    expect(bmr("cunningham", { ...man, bodyFatPct: 20 })).toBeCloseTo(1908, 9);
  });

  it("gives a woman of 60 kg at 30% body fat (42 kg lean) 1,424 kcal a day", () => {
    // 500 + 22 x 42 = 500 + 924 = 1424
    expect(bmr("cunningham", { ...woman, bodyFatPct: 30 })).toBeCloseTo(1424, 9);
  });

  it('without body fat, throws "Body fat required for Cunningham formula"', () => {
    const error = expectInputError(() => bmr("cunningham", woman), "bodyFatPct");
    expect(error.message).toBe("Body fat required for Cunningham formula");
  });
});

describe("bmrOf: the checked-person form used by the plans", () => {
  it("names the caller's body fat field when a lean-mass formula has none", () => {
    const p = checkPerson(man);
    expect(inputErrorOf(() => bmrOf("katch", p)).field).toBe("bodyFat");
    expect(inputErrorOf(() => bmrOf("cunningham", p, "fat")).field).toBe("fat");
    expect(inputErrorOf(() => bmrOf("cunningham", p)).message).toBe(
      "Body fat required for Cunningham formula",
    );
  });

  it("agrees with bmr for every formula", () => {
    const p = { ...man, bodyFatPct: 18 };
    for (const formula of BMR_FORMULAS) expect(bmrOf(formula, p)).toBe(bmr(formula, p));
  });
});

describe("bmr: laws", () => {
  const person = fc.record({
    sex: fc.constantFrom("male" as const, "female" as const),
    age: fc.integer({ min: AGE_RULE.min, max: AGE_RULE.max }),
    heightCm: fc.double({ min: HEIGHT_RULE.min, max: HEIGHT_RULE.max, noNaN: true }),
    weightKg: fc.double({ min: WEIGHT_RULE.min, max: WEIGHT_RULE.max, noNaN: true }),
    bodyFatPct: fc.double({ min: BODY_FAT_RULE.min, max: BODY_FAT_RULE.max, noNaN: true }),
  });

  it("every formula gives a finite, positive figure for anyone in the forms' ranges", () => {
    fc.assert(
      fc.property(person, fc.constantFrom(...BMR_FORMULAS), (p, formula) => {
        const value = bmr(formula, p);
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThan(0);
      }),
      { numRuns: 3000 },
    );
  });

  it("a heavier body never has a lower BMR, all else equal", () => {
    fc.assert(
      fc.property(person, fc.constantFrom(...BMR_FORMULAS), (p, formula) => {
        const heavier = { ...p, weightKg: Math.min(WEIGHT_RULE.max, p.weightKg + 1) };
        expect(bmr(formula, heavier)).toBeGreaterThanOrEqual(bmr(formula, p));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("bmr: bad input", () => {
  it("rejects an unknown formula, naming bmrFormula", () => {
    expectInputError(() => bmr("schofield" as BmrFormula, man), "bmrFormula");
    expectInputError(() => bmr(undefined as unknown as BmrFormula, man), "bmrFormula");
  });

  it.each(["", "other", undefined, 1])("rejects sex %j, naming sex", (sex) => {
    expectInputError(() => bmr("mifflin", { ...man, sex } as unknown as typeof man), "sex");
  });

  const fields = [
    ["age", AGE_RULE],
    ["heightCm", HEIGHT_RULE],
    ["weightKg", WEIGHT_RULE],
  ] as const;
  for (const [field, rule] of fields) {
    it.each(badNumbers(rule.min, rule.max))(`rejects %s ${field}, naming ${field}`, (_, value) => {
      for (const formula of BMR_FORMULAS) {
        expectInputError(
          () => bmr(formula, { ...man, bodyFatPct: 20, [field]: value } as typeof man),
          field,
        );
      }
    });
  }

  it.each(badOptionalNumbers(BODY_FAT_RULE.min, BODY_FAT_RULE.max))(
    "rejects %s body fat, naming bodyFatPct",
    (_, value) => {
      for (const formula of BMR_FORMULAS) {
        expectInputError(
          () => bmr(formula, { ...man, bodyFatPct: value } as typeof man),
          "bodyFatPct",
        );
      }
    },
  );
});
