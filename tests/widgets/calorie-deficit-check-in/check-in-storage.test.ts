// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forget,
  loadSaved,
  save,
  saveProblem,
  STORAGE_KEY,
} from "../../../widgets/calorie-deficit-check-in/check-in-storage.ts";

const ROW = { date: "2026-11-01", weightKg: 82.4, calories: "1800" };
const TODAY = "2026-11-23";

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("remembering the check-in on this device", () => {
  it("keeps the plan's answers, the units and the weigh-ins under one key, and nothing else", () => {
    expect(
      save({
        units: "imperial",
        values: { age: "42", plan: "1700", newWeight: "82", paste: "2026-11-02 82" },
        rows: [ROW],
      }),
    ).toBe("saved");
    expect(localStorage.length).toBe(1);
    expect(loadSaved(TODAY)).toEqual({
      units: "imperial",
      values: { age: "42", plan: "1700" },
      rows: [ROW],
      dropped: [],
    });
  });

  it("treats anything unreadable as nothing remembered, and drops rows that are not weigh-ins", () => {
    expect(loadSaved(TODAY)).toBeUndefined();
    localStorage.setItem(STORAGE_KEY, "{not json");
    expect(loadSaved(TODAY)).toBeUndefined();
    localStorage.setItem(STORAGE_KEY, "null");
    expect(loadSaved(TODAY)).toBeUndefined();
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        units: "furlongs",
        values: { age: 42, plan: "x".repeat(99) },
        rows: [ROW, { date: "soon" }, null],
      }),
    );
    expect(loadSaved(TODAY)).toMatchObject({ units: "metric", values: {}, rows: [ROW] });
  });

  it("checks stored weigh-ins as an import does: an impossible date is dropped with a note, not a crash", () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        units: "metric",
        values: {},
        rows: [{ date: "2026-02-31", weightKg: 80, calories: "" }, ROW],
      }),
    );
    expect(loadSaved(TODAY)).toEqual({
      units: "metric",
      values: {},
      rows: [ROW],
      dropped: ["The weigh-in for 2026-02-31: its date is not a real day."],
    });
  });

  it("says when the storage is full, and when the browser refuses it", () => {
    const full = new DOMException("The quota has been exceeded.", "QuotaExceededError");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw full;
    });
    expect(save({ units: "metric", values: {}, rows: [ROW] })).toBe("full");
    expect(saveProblem("full")).toContain("storage for this site is full");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(save({ units: "metric", values: {}, rows: [ROW] })).toBe("blocked");
    expect(saveProblem("blocked")).toContain("did not let us store");
    expect(saveProblem("saved")).toBe("");
  });

  it("forgets everything", () => {
    save({ units: "metric", values: {}, rows: [ROW] });
    forget();
    expect(localStorage.length).toBe(0);
  });
});
