import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { childEnergyNeeds } from "../../../engine/energy/child-energy.ts";
import { SACN_CHILD_EAR_MJ } from "../../../engine/data/sacn-child-ear.ts";
import type { Sex } from "../../../engine/core/types.ts";
import reference from "../fixtures/sacn-2011-child-ear.json" with { type: "json" };
import { badNumbers, expectInputError } from "../input-error-helpers.ts";

describe("childEnergyNeeds: SACN 2011 figures", () => {
  it("gives 765 kcal a day for a boy of 1 and 717 for a girl of 1", () => {
    expect(childEnergyNeeds({ sex: "male", age: 1 })).toBe(765);
    expect(childEnergyNeeds({ sex: "female", age: 1 })).toBe(717);
  });

  it("gives 2,247 kcal a day for a boy of 12 and 2,103 for a girl of 12", () => {
    expect(childEnergyNeeds({ sex: "male", age: 12 })).toBe(2247);
    expect(childEnergyNeeds({ sex: "female", age: 12 })).toBe(2103);
  });

  it("gives 3,155 kcal a day for a young man of 18 and 2,462 for a young woman of 18", () => {
    expect(childEnergyNeeds({ sex: "male", age: 18 })).toBe(3155);
    expect(childEnergyNeeds({ sex: "female", age: 18 })).toBe(2462);
  });

  it("counts age in completed years: 12.9 uses the figure for 12", () => {
    expect(childEnergyNeeds({ sex: "female", age: 12.9 })).toBe(2103);
  });

  it("accepts 18 and a half (still 18 in completed years)", () => {
    expect(childEnergyNeeds({ sex: "male", age: 18.5 })).toBe(3155);
  });

  it("accepts an age typed as text", () => {
    expect(childEnergyNeeds({ sex: "male", age: "7" as unknown as number })).toBe(1649);
  });

  it("holds SACN's published table, entered a second time in the test fixture", () => {
    expect(
      Object.entries(SACN_CHILD_EAR_MJ).map(([age, mj]) => [Number(age), mj.male, mj.female]),
    ).toEqual(reference.rows.map((r) => [r.age, r.boysMj, r.girlsMj]));
  });

  it("gives every row's MJ in whole kcal, as the fixture converts them (1 kcal = 4.184 kJ)", () => {
    for (const row of reference.rows) {
      expect(childEnergyNeeds({ sex: "male", age: row.age })).toBe(row.boysKcal);
      expect(childEnergyNeeds({ sex: "female", age: row.age })).toBe(row.girlsKcal);
    }
  });

  it.each(reference.bands)(
    "averages to Public Health England's 2016 figures at ages $fromAge to $toAge",
    ({ fromAge, toAge, boysKcal, girlsKcal }) => {
      const ages = Array.from({ length: toAge - fromAge + 1 }, (_, i) => fromAge + i);
      const mean = (sex: Sex) =>
        Math.round(
          ages.reduce((sum, age) => sum + childEnergyNeeds({ sex, age }), 0) / ages.length,
        );
      expect(mean("male")).toBe(boysKcal);
      expect(mean("female")).toBe(girlsKcal);
    },
  );
});

describe("childEnergyNeeds: bad input", () => {
  it.each(badNumbers(1, 18).filter(([name]) => name !== "just above the maximum"))(
    "rejects an age that is %s",
    (_, value) => {
      expectInputError(() => childEnergyNeeds({ sex: "male", age: value as number }), "age");
    },
  );

  it.each([0, 0.99, 19, 19.5, 40, -3])("rejects an age of %s", (age) => {
    const error = expectInputError(() => childEnergyNeeds({ sex: "female", age }), "age");
    expect(error.message).toBe("Your child's age must be between 1 and 18 years.");
  });

  it.each([
    ["missing", undefined],
    ["unknown", "other"],
    ["wrong case", "Male"],
    ["a number", 1],
  ])("rejects a sex that is %s", (_, sex) => {
    expectInputError(() => childEnergyNeeds({ sex: sex as never, age: 5 }), "sex");
  });
});

describe("childEnergyNeeds: properties", () => {
  it("is defined, finite and positive for every age from 1 to 18 and both sexes", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 18.999, noNaN: true }),
        fc.constantFrom("male" as const, "female" as const),
        (age, sex) => {
          const kcal = childEnergyNeeds({ sex, age });
          expect(Number.isInteger(kcal)).toBe(true);
          expect(kcal).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("never falls as a child grows older", () => {
    for (const sex of ["male", "female"] as const) {
      for (let age = 2; age <= 18; age++) {
        expect(childEnergyNeeds({ sex, age })).toBeGreaterThanOrEqual(
          childEnergyNeeds({ sex, age: age - 1 }),
        );
      }
    }
  });
});
