import { describe, expect, it } from "vitest";
import { VARIANT_IDS, variantRules } from "../../../engine/plans/variants.ts";
import {
  formShape,
  localToday,
} from "../../../widgets/calorie-deficit-check-in/check-in-fields.ts";
import {
  readCheckIn,
  readNewWeighIn,
} from "../../../widgets/calorie-deficit-check-in/check-in-form.ts";
import type { WeighInRow } from "../../../widgets/calorie-deficit-check-in/weigh-ins.ts";

const ROWS: WeighInRow[] = [
  { date: "2026-10-01", weightKg: 84, calories: "1800" },
  { date: "2026-10-08", weightKg: 83.6, calories: "" },
];
const HER = { gender: "female", age: "42", height: "165", plan: "1700" };

describe("readCheckIn", () => {
  it("reads the person, the plan's calories and the weigh-ins into the engine's metric input", () => {
    expect(readCheckIn(HER, ROWS, "metric", "default")).toEqual({
      input: {
        entries: [
          { date: "2026-10-01", weightKg: 84 },
          { date: "2026-10-08", weightKg: 83.6 },
        ],
        person: { sex: "female", age: 42, heightCm: 165, intakeKcal: 1700 },
        intake: "plan",
        variant: "default",
        units: "metric",
      },
      errors: {},
    });
  });

  it("reads feet and inches, a typed average, activity and a goal in stones", () => {
    const read = readCheckIn(
      {
        gender: "male",
        age: "35",
        heightFt: "5",
        heightIn: "11",
        intake: "average",
        average: "2400",
        activity: "1.55",
        targetWeightSt: "12",
        targetWeightLb: "0",
        lossRate: "0.5",
      },
      ROWS,
      "imperial",
      "default",
    );
    expect(read.errors).toEqual({});
    expect(read.input?.person.heightCm).toBeCloseTo(180.34, 2);
    expect(read.input?.person.intakeKcal).toBe(2400);
    expect(read.input?.activity).toBe(1.55);
    expect(read.input?.goal?.targetWeightKg).toBeCloseTo(76.2, 1);
    expect(read.input?.goal?.lossRate).toBe(0.5);
  });

  it("takes each day's calories from the list when asked, with an error by the day", () => {
    const read = readCheckIn({ ...HER, intake: "each" }, ROWS, "metric", "default");
    expect(read.input).toBeUndefined();
    expect(read.errors).toEqual({
      "calories-2026-10-08": "Enter the calories for 8 October 2026.",
    });
    const complete = ROWS.map((row) => ({ ...row, calories: "1750" }));
    expect(
      readCheckIn({ ...HER, intake: "each" }, complete, "metric", "default").input?.entries,
    ).toEqual([
      { date: "2026-10-01", weightKg: 84, intakeKcal: 1750 },
      { date: "2026-10-08", weightKg: 83.6, intakeKcal: 1750 },
    ]);
  });

  it("names every missing answer, and asks for weigh-ins when there are none", () => {
    expect(readCheckIn({}, [], "metric", "default").errors).toEqual({
      gender: "Choose male or female.",
      age: "Enter your age.",
      height: "Enter your height.",
      plan: "Enter your plan's daily calories.",
      entries: "Add your weigh-ins: a date and a weight for each.",
    });
  });

  it("wants a pace with a target weight, and the other way round", () => {
    expect(readCheckIn({ ...HER, targetWeight: "70" }, ROWS, "metric", "default").errors).toEqual({
      lossRate: "Enter your weekly pace.",
    });
    expect(readCheckIn({ ...HER, lossRate: "0.5" }, ROWS, "metric", "default").errors).toEqual({
      targetWeight: "Enter your target weight.",
    });
  });

  it("keeps to the variant's ages, and asks breastfeeding mothers for the weeks since the birth", () => {
    expect(readCheckIn({ ...HER, age: "40" }, ROWS, "metric", "teen").errors.age).toContain(
      "between 13 and 17",
    );
    const mother = { ...HER, targetWeight: "65", lossRate: "0.5" };
    expect(readCheckIn(mother, ROWS, "metric", "breastfeeding").errors).toEqual({
      weeksPostpartum: "Enter how many weeks ago your baby was born.",
    });
  });
});

describe("readNewWeighIn", () => {
  const today = "2026-11-23";

  it("reads the row into a weigh-in in kg, with its calories when they are logged", () => {
    expect(
      readNewWeighIn(
        { newDate: "2026-11-23", newWeightSt: "12", newWeightLb: "13", newCalories: "1800" },
        "imperial",
        { today, withCalories: true },
      ),
    ).toEqual({ row: { date: "2026-11-23", weightKg: 82.1, calories: "1800" }, errors: {} });
    expect(
      readNewWeighIn({ newDate: "2026-11-23", newWeight: "82", newCalories: "1800" }, "metric", {
        today,
        withCalories: false,
      }).row,
    ).toEqual({ date: "2026-11-23", weightKg: 82, calories: "" });
  });

  it("takes stones and pounds typed in kg mode, as a pasted line does", () => {
    for (const typed of ["12st 4lb", "12 st 4 lb", "172 lb"]) {
      expect(
        readNewWeighIn({ newDate: "2026-11-23", newWeight: typed }, "metric", {
          today,
          withCalories: false,
        }).row?.weightKg,
      ).toBe(78.02);
    }
    expect(
      readNewWeighIn({ newDate: "2026-11-23", newWeight: "80,5" }, "metric", {
        today,
        withCalories: false,
      }).row?.weightKg,
    ).toBe(80.5);
  });

  it("explains a missing, future or unreal date and a bad weight", () => {
    expect(readNewWeighIn({}, "metric", { today, withCalories: false }).errors).toEqual({
      newDate: "Enter the date you weighed yourself.",
      newWeight: "Enter the weight.",
    });
    expect(
      readNewWeighIn({ newDate: "2026-11-25", newWeight: "900" }, "metric", {
        today,
        withCalories: false,
      }).errors,
    ).toEqual({
      newDate: "The date cannot be in the future.",
      newWeight: "The weight must be between 30 and 300 kg.",
    });
  });
});

describe("formShape", () => {
  it("shapes the form as each variant's mode in engine/plans/variants.ts says", () => {
    for (const id of VARIANT_IDS) {
      const { mode } = variantRules(id);
      expect(formShape(id), id).toEqual({
        goal: mode !== "kids" && mode !== "pregnancy",
        weeks: mode === "breastfeeding",
        gain: mode === "surplus",
      });
    }
  });
});

describe("localToday", () => {
  it("is the date on the visitor's own calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 0, 30))).toBe("2026-01-05");
  });
});
