import { describe, expect, it } from "vitest";
import { bySeverity, type Warning } from "../../../engine/plans/warnings.ts";

describe("bySeverity", () => {
  const list: Warning[] = [
    { type: "low", message: "a" },
    { type: "medium", message: "b" },
    { type: "critical", message: "c" },
    { type: "high", message: "d" },
    { type: "medium", message: "e" },
    { type: "critical", message: "f" },
  ];

  it("puts critical first, then high, medium and low; equal severities keep their order", () => {
    expect(bySeverity(list).map((w) => w.message)).toEqual(["c", "f", "d", "b", "e", "a"]);
  });

  it("leaves the list it was given untouched", () => {
    const copy = [...list];
    bySeverity(list);
    expect(list).toEqual(copy);
  });
});
