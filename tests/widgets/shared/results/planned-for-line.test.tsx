// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlannedFor } from "../../../../widgets/shared/results/planned-for.tsx";

/** The line as drawn: its text, and the pieces a line break may not split. */
function drawn(text: string) {
  const { container } = render(<PlannedFor text={text} />);
  const line = container.querySelector("p.planned-for");
  return {
    text: line?.textContent,
    whole: [...(line?.querySelectorAll(".measure") ?? [])].map((s) => s.textContent),
  };
}

describe("PlannedFor: the line a result opens with", () => {
  it("keeps each number with its unit, so a narrow screen never breaks 165 from cm", () => {
    expect(drawn("For a 34-year-old woman, 165 cm, 82 kg, lightly active")).toEqual({
      text: "For a 34-year-old woman, 165 cm, 82 kg, lightly active",
      whole: ["165 cm", "82 kg"],
    });
  });

  it("keeps feet with inches and stones with pounds, and calories with kcal", () => {
    expect(drawn("For a man, 5 ft 9 in, 12 st 13 lb").whole).toEqual(["5 ft 9 in", "12 st 13 lb"]);
    expect(drawn("For 1,800 kcal a day and a weight of 72.5 kg").whole).toEqual([
      "1,800 kcal",
      "72.5 kg",
    ]);
  });
});
