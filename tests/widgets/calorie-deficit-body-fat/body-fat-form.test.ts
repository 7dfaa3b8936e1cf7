import { describe, expect, it } from "vitest";
import { readBodyFatForm } from "../../../widgets/calorie-deficit-body-fat/body-fat-form.ts";

describe("readBodyFatForm", () => {
  it("gives every problem at once, the choice of sex among them", () => {
    expect(readBodyFatForm({ method: "navy" }, "metric").errors).toEqual({
      sex: "Choose male or female.",
      height: "Enter your height.",
      neck: "Enter your neck measurement.",
      waist: "Enter your waist measurement.",
    });
    expect(Object.keys(readBodyFatForm({ method: "skinfold" }, "metric").errors ?? {})).toEqual([
      "sex",
      "age",
      "skinfold1",
      "skinfold2",
      "skinfold3",
    ]);
  });

  it("reads inches into centimetres, with a decimal comma", () => {
    const read = readBodyFatForm(
      { method: "navy", sex: "male", heightFt: "5", heightIn: "11", neck: "15", waist: "33,5" },
      "imperial",
    );
    expect(read.input).toMatchObject({ neckCm: 38.1, waistCm: 85.09 });
  });
});
