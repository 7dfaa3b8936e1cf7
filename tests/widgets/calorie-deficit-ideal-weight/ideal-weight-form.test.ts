import { describe, expect, it } from "vitest";
import { readIdealWeightForm } from "../../../widgets/calorie-deficit-ideal-weight/ideal-weight-form.ts";

describe("readIdealWeightForm", () => {
  it("gives every problem at once, the choice of sex among them", () => {
    expect(readIdealWeightForm({ frame: "wrist", age: "12" }, "metric").errors).toEqual({
      sex: "Choose male or female.",
      height: "Enter your height.",
      age: "Your age must be between 18 and 100 years.",
      wrist: "Enter your wrist measurement.",
    });
  });

  it("reads a frame chosen, or a wrist to work it out from", () => {
    expect(
      readIdealWeightForm({ sex: "female", height: "165 cm", frame: "small" }, "metric"),
    ).toEqual({
      input: { sex: "female", heightCm: 165, frame: "small" },
    });
    expect(
      readIdealWeightForm({ sex: "male", height: "180", frame: "wrist", wrist: "17,5" }, "metric")
        .input,
    ).toEqual({ sex: "male", heightCm: 180, wristCm: 17.5 });
  });
});
