import { describe, expect, it, vi } from "vitest";
import { rate, weight } from "../../../../widgets/shared/results/format.ts";

describe("weight: as people in the UK say it", () => {
  it.each([
    [80, "12 st 8 lb"],
    [63.5, "10 st 0 lb"],
    // 4.9 kg is 10.8 lb.
    [4.9, "11 lb"],
    [-2.3, "-5 lb"],
    // Under a pound, a tenth of a pound still says something.
    [0.2, "0.4 lb"],
  ])("%d kg is %s", (kg, text) => {
    expect(weight(kg, "imperial")).toBe(text);
  });

  it("gives kilograms to 0.1 kg", () => {
    expect(weight(72.46, "metric")).toBe("72.5 kg");
  });
});

describe("rate", () => {
  it("gives a weekly pace to 0.1 lb or 0.01 kg", () => {
    expect(rate(0.75, "imperial")).toBe("1.7 lb");
    expect(rate(0.75, "metric")).toBe("0.75 kg");
  });
});

describe("rate: the advanced form's slider label, drawn at first paint", () => {
  it.each([
    [0.75, "metric", "0.75 kg"],
    [1, "metric", "1 kg"],
    [0.5, "imperial", "1.1 lb"],
    [2, "imperial", "4.4 lb"],
  ] as const)("%d kg a week in %s is %s", (kg, units, text) => {
    expect(rate(kg, units)).toBe(text);
  });

  it("needs no Intl formatter, whose locale data costs a slow phone over 100 ms to load", () => {
    const made = vi.spyOn(Intl, "NumberFormat");
    rate(0.75, "metric");
    rate(0.75, "imperial");
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
