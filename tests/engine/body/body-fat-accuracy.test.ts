import { describe, expect, it } from "vitest";
import {
  BODY_FAT_METHODS,
  BODY_FAT_METHOD_ACCURACY,
} from "../../../engine/body/body-fat-accuracy.ts";

describe("body fat method accuracy", () => {
  it("gives Navy ±3.5, callipers ±3.0, DEXA ±1.5 and hydrostatic weighing ±2.0 points", () => {
    expect(BODY_FAT_METHOD_ACCURACY).toEqual({
      navy: 3.5,
      skinfold: 3.0,
      dexa: 1.5,
      hydrostatic: 2.0,
    });
  });

  it("names each method in plain words", () => {
    expect(BODY_FAT_METHODS.map((m) => m.method)).toEqual([
      "navy",
      "skinfold",
      "dexa",
      "hydrostatic",
    ]);
    for (const m of BODY_FAT_METHODS) expect(m.label.length).toBeGreaterThan(3);
  });
});
