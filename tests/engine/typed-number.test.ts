import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readTypedNumber, unitOf } from "../../engine/input/typed-number.ts";

describe("readTypedNumber: what a visitor in the UK types", () => {
  it.each([
    ["80", 80],
    ["80.5", 80.5],
    [" 80.5 ", 80.5],
    ["80,5", 80.5],
    ["0,75", 0.75],
    [".5", 0.5],
    ["5.", 5],
    ["12,000", 12000],
    ["1,250.5", 1250.5],
    ["-3", -3],
  ])("reads %j as %d", (text, value) => {
    expect(readTypedNumber(text)).toEqual({ kind: "number", value });
  });

  it.each([
    ["70kg", "kg", 70],
    ["70 kg", "kg", 70],
    ["70 Kilos", "kg", 70],
    ["70.5 kgs.", "kg", 70.5],
    ["165 cm", "cm", 165],
    ["5 ft", "ft", 5],
    ["5'", "ft", 5],
    ['9"', "inches", 9],
    ["34 years", "years", 34],
    ["18%", "%", 18],
    ["0.5 kg a week", "kg a week", 0.5],
    ["0.5 kg", "kg a week", 0.5],
  ])("takes %j in a field measured in %s", (text, unit, value) => {
    expect(readTypedNumber(text, unit)).toEqual({ kind: "number", value });
  });

  it.each([
    ["70 lb", "kg", "lb"],
    ["11 st", "kg", "st"],
    ["5 ft", "cm", "ft"],
    ["1.65 m", "cm", "m"],
    ["70kg", undefined, "kg"],
  ])("says %j in a field measured in %s has the wrong unit", (text, unit, typed) => {
    expect(readTypedNumber(text, unit)).toMatchObject({ kind: "wrong-unit", unit: typed });
  });

  it.each([
    "0x50",
    "0b101",
    "8e1",
    "8E1",
    "1e-3",
    "Infinity",
    "-Infinity",
    "NaN",
    "abc",
    "1.2.3",
    "1,2,3",
    "12.000,5",
    "1 000",
    "+5",
    "--5",
    "5 ft 9",
    "70 kgg",
  ])("refuses %j", (text) => {
    expect(readTypedNumber(text, "kg")).toEqual({ kind: "not-a-number" });
  });

  it.each(["", "   ", "\t"])("calls %j blank", (text) => {
    expect(readTypedNumber(text)).toEqual({ kind: "blank" });
  });

  it("reads every decimal as Number() does, with a point or a comma", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, part) => {
          const point = `${whole}.${part}`;
          expect(readTypedNumber(point)).toEqual({ kind: "number", value: Number(point) });
          expect(readTypedNumber(`${whole},${part}`)).toEqual({
            kind: "number",
            value: Number(point),
          });
        },
      ),
    );
  });

  it("never gives NaN or Infinity, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = readTypedNumber(text, "kg");
        if (read.kind === "number") expect(Number.isFinite(read.value)).toBe(true);
      }),
    );
  });
});

describe("unitOf", () => {
  it("knows a unit by any of its spellings, in any case", () => {
    expect(unitOf("Stones")).toBe("st");
    expect(unitOf("LBS")).toBe("lb");
    expect(unitOf("centimetres")).toBe("cm");
    expect(unitOf("furlongs")).toBeUndefined();
  });
});
