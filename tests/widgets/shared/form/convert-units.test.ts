import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertUnits, type Measure } from "../../../../widgets/shared/form/convert-units.ts";
import type { FormValues } from "../../../../widgets/shared/form/measure.ts";

const MEASURES: Record<string, Measure> = { height: "height", weight: "weight", waist: "length" };

/** Switches units, then back, without touching anything in between. */
function roundTrip(values: FormValues, from: "metric" | "imperial") {
  const to = from === "metric" ? "imperial" : "metric";
  const there = convertUnits(values, MEASURES, from, to, {});
  return {
    there: there.values,
    back: convertUnits(there.values, MEASURES, to, from, there.memory).values,
  };
}

describe("convertUnits", () => {
  it("shows a metric answer in whole stones and pounds, feet and inches, and tape inches to 0.1", () => {
    const { there } = roundTrip({ height: "180", weight: "80", waist: "85" }, "metric");
    // 80 kg is 12 st 8.4 lb; 180 cm is 5 ft 10.9 in; 85 cm is 33.46 in.
    expect(there).toMatchObject({
      weightSt: "12",
      weightLb: "8",
      heightFt: "5",
      heightIn: "11",
      waist: "33.5",
    });
  });

  it("carries a pound that rounds up into the next stone", () => {
    // 101.5 kg is 223.8 lb: 15 st 13.8 lb, which is 16 st 0 lb in whole pounds.
    const { there } = roundTrip({ weight: "101.5" }, "metric");
    expect(there).toMatchObject({ weightSt: "16", weightLb: "0" });
  });

  it("gives back 165 cm, not 165.1, after a trip through 5 ft 5 in", () => {
    const { there, back } = roundTrip({ height: "165", weight: "82", waist: "81.2" }, "metric");
    expect(there).toMatchObject({ heightFt: "5", heightIn: "5", waist: "32" });
    expect(back).toMatchObject({ height: "165", weight: "82", waist: "81.2" });
  });

  it("gives back what was typed in stones and pounds, after a trip through kilograms", () => {
    const { there, back } = roundTrip(
      { heightFt: "5", heightIn: "4", weightSt: "9", weightLb: "6.5", waist: "30" },
      "imperial",
    );
    expect(there).toMatchObject({ height: "162.6", weight: "60.1", waist: "76.2" });
    expect(back).toMatchObject({
      heightFt: "5",
      heightIn: "4",
      weightSt: "9",
      weightLb: "6.5",
      waist: "30",
    });
  });

  it("gives back every answer typed, whatever it was, when nothing changes in between", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 2500 }),
        fc.integer({ min: 300, max: 3000 }),
        fc.integer({ min: 400, max: 2000 }),
        (mm, hundredGrams, waistMm) => {
          const typed = {
            height: String(mm / 10),
            weight: String(hundredGrams / 10),
            waist: String(waistMm / 10),
          };
          expect(roundTrip(typed, "metric").back).toMatchObject(typed);
        },
      ),
    );
  });

  it("converts an answer changed after the switch", () => {
    const there = convertUnits({ height: "165" }, MEASURES, "metric", "imperial", {});
    const edited = { ...there.values, heightIn: "7" };
    const back = convertUnits(edited, MEASURES, "imperial", "metric", there.memory);
    // 5 ft 7 in is 170.18 cm.
    expect(back.values.height).toBe("170.2");
  });

  it("leaves blank answers blank and text that is not a number as it is", () => {
    const { there, back } = roundTrip({ weight: "abc", waist: "" }, "metric");
    expect(there.weightSt).toBeUndefined();
    expect(there.waist).toBe("");
    expect(back).toMatchObject({ weight: "abc", waist: "" });
  });

  it("reads what it converts by the one number rule: 80,5 kg is 12 st 9 lb", () => {
    // 80.5 kg is 177.5 lb.
    const { there } = roundTrip({ weight: "80,5 kg" }, "metric");
    expect(there).toMatchObject({ weightSt: "12", weightLb: "9" });
  });
});
