import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EXCERPT_LENGTH,
  excerpt,
  parseChoice,
  parseDelay,
} from "../../../../widgets/shared/platform/attributes.ts";

afterEach(() => vi.restoreAllMocks());

describe("attribute warnings", () => {
  it("show a short value whole", () => {
    expect(excerpt("imperial-ish")).toBe("imperial-ish");
  });

  it("keep and print no more than a short excerpt of a long rejected value", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const huge = "x".repeat(100_000);
    expect(
      parseChoice({}, "calorie-deficit-bmi", "units", huge, ["metric", "imperial"], "metric"),
    ).toBe("metric");
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message.length).toBeLessThan(EXCERPT_LENGTH + 100);
    expect(message).toContain(`units="${"x".repeat(EXCERPT_LENGTH)}…"`);
  });

  it("warn once per element for the same long value, however often it is read", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const owner = {};
    const huge = `${"9".repeat(50_000)}`;
    for (let i = 0; i < 3; i++) parseDelay(owner, "calorie-deficit-basic", huge, 1200);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).not.toContain("9".repeat(EXCERPT_LENGTH + 1));
  });
});

describe("whose warnings they are", () => {
  it("keeps a widget rendered without a shadow root to one warning per tag, and does not throw", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const tag = "calorie-deficit-macros";
    for (let i = 0; i < 3; i++) {
      expect(parseChoice(tag, tag, "units", "furlongs", ["metric", "imperial"], "metric")).toBe(
        "metric",
      );
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      '<calorie-deficit-macros>: units="furlongs" is not recognised; using "metric".',
    );
  });

  it("warns once for each element, so two widgets on a page each say so", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const owner of [{}, {}]) {
      parseDelay(owner, "calorie-deficit-basic", "soon", 2000);
      parseDelay(owner, "calorie-deficit-basic", "soon", 2000);
    }
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
